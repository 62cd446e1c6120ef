import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { intradayContracts } from '@kabuto/shared/contracts/intraday';
import { contractSchema } from '../../lib/contract-route.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { applyIntraday, intradayList } from './service.ts';

export async function intradayRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['intraday'];
  r.post(
    '/trade/rnjyapply',
    { schema: contractSchema(tags, intradayContracts['trade/rnjyapply']) },
    async (req) => {
      const application = await applyIntraday(app.ctx, customerOf(req).id, req.body);
      // Demo mode approves at once (autoApproveInDemo): the application is already trading.
      const msg = application.status === 'trading' ? 'intraday_approved' : 'intraday_submitted';
      return success(application, msg);
    },
  );
  r.post(
    '/trade/rnjylist',
    { schema: contractSchema(tags, intradayContracts['trade/rnjylist']) },
    async (req) => success(await intradayList(app.ctx, customerOf(req).id, req.body.type)),
  );
}
