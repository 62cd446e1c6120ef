import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insightContracts as contracts } from '@kabuto/shared/contracts/insight';
import { contractSchema } from '../../lib/contract-route.ts';
import { languageOf } from '../../lib/language.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { addAlert, allocation, listAlerts, performance, removeAlert } from './service.ts';

const tags = ['insight'];

/** Performance, allocation and price alerts of the signed-in customer. */
export async function insightRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  r.post(
    '/user/performance',
    { schema: contractSchema(tags, contracts['user/performance']) },
    async (req) =>
      success(await performance(ctx, customerOf(req).id, req.body.type, req.body.range)),
  );
  r.post(
    '/user/allocation',
    { schema: contractSchema(tags, contracts['user/allocation']) },
    async (req) => success(await allocation(ctx, customerOf(req).id, req.body.type)),
  );
  r.post(
    '/market/alerts',
    { schema: contractSchema(tags, contracts['market/alerts']) },
    async (req) => success(await listAlerts(ctx, customerOf(req).id, languageOf(req))),
  );
  r.post(
    '/market/alertadd',
    { schema: contractSchema(tags, contracts['market/alertadd']) },
    async (req) =>
      success(await addAlert(ctx, customerOf(req).id, req.body, languageOf(req)), 'add_success'),
  );
  r.post(
    '/market/alertdel',
    { schema: contractSchema(tags, contracts['market/alertdel']) },
    async (req) => {
      await removeAlert(ctx, customerOf(req).id, req.body.id);
      return success(null, 'delete_success');
    },
  );
}
