import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tradingContracts as contracts } from '@kabuto/shared/contracts/trading';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { contractSchema } from '../../lib/contract-route.ts';
import { languageOf } from '../../lib/language.ts';
import { positionDetail } from '../positions/service.ts';
import { cancelOrder, listOrders, placeOrder, previewOrder, requestClose } from './service.ts';

const tags = ['trade'];

export async function tradingRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  r.post(
    '/trade/preview',
    { schema: contractSchema(tags, contracts['trade/preview']) },
    async (req) => success(await previewOrder(ctx, customerOf(req).id, req.body)),
  );
  r.post('/trade/buy', { schema: contractSchema(tags, contracts['trade/buy']) }, async (req) => {
    const customer = customerOf(req);
    return success(await placeOrder(ctx, customer.id, req.body, customer), 'purchase_success');
  });
  r.post(
    '/trade/orders',
    { schema: contractSchema(tags, contracts['trade/orders']) },
    async (req) => success(await listOrders(ctx, customerOf(req).id, req.body.status)),
  );
  r.post(
    '/trade/cancel',
    { schema: contractSchema(tags, contracts['trade/cancel']) },
    async (req) =>
      success(await cancelOrder(ctx, customerOf(req).id, req.body.id), 'cancel_success'),
  );
  r.post('/trade/sell', { schema: contractSchema(tags, contracts['trade/sell']) }, async (req) =>
    success(await requestClose(ctx, customerOf(req).id, req.body.id), 'submit_success'),
  );
  r.post(
    '/trade/position',
    { schema: contractSchema(tags, contracts['trade/position']) },
    async (req) =>
      success(await positionDetail(ctx, customerOf(req).id, req.body.id, languageOf(req))),
  );
}
