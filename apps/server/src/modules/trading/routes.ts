import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tradingContracts as contracts } from '@kabuto/shared/contracts/trading';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { contractSchema } from '../../lib/contract-route.ts';
import { languageOf } from '../../lib/language.ts';
import { positionDetail } from '../positions/service.ts';
import {
  buyingPower,
  cancelOrder,
  listOrders,
  placeOrder,
  previewOrder,
  requestClose,
  setExits,
} from './service.ts';

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
    const order = await placeOrder(ctx, customer.id, req.body, customer).catch((error) => {
      ctx.metrics.orders.inc({ outcome: 'refused' });
      throw error;
    });
    ctx.metrics.orders.inc({ outcome: order.status });
    const placed = { pending: 'order_placed', queued: 'order_queued' } as const;
    return success(
      order,
      order.status in placed ? placed[order.status as keyof typeof placed] : 'order_filled',
    );
  });
  r.post(
    '/trade/orders',
    { schema: contractSchema(tags, contracts['trade/orders']) },
    async (req) => success(await listOrders(ctx, customerOf(req).id, req.body)),
  );
  r.post(
    '/trade/buyingpower',
    { schema: contractSchema(tags, contracts['trade/buyingpower']) },
    async (req) => success(await buyingPower(ctx, customerOf(req).id, req.body)),
  );
  r.post(
    '/trade/cancel',
    { schema: contractSchema(tags, contracts['trade/cancel']) },
    async (req) =>
      success(await cancelOrder(ctx, customerOf(req).id, req.body.id), 'cancel_success'),
  );
  r.post('/trade/sell', { schema: contractSchema(tags, contracts['trade/sell']) }, async (req) => {
    const result = await requestClose(ctx, customerOf(req).id, req.body.id);
    // 2: closed now; 1: the market is shut, the position closes at the next open.
    return success(result, result.status === 2 ? 'position_closed' : 'close_requested');
  });
  r.post(
    '/trade/setexit',
    { schema: contractSchema(tags, contracts['trade/setexit']) },
    async (req) =>
      success(await setExits(ctx, customerOf(req).id, req.body, languageOf(req)), 'exit_set'),
  );
  r.post(
    '/trade/position',
    { schema: contractSchema(tags, contracts['trade/position']) },
    async (req) =>
      success(await positionDetail(ctx, customerOf(req).id, req.body.id, languageOf(req))),
  );
}
