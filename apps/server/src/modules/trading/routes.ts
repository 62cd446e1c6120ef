import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { form, id, nonce, text, wholeNumber } from '@kabuto/shared/contract';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { languageOf } from '../market/routes.ts';
import { positionDetail } from '../positions/service.ts';
import { cancelOrder, listOrders, placeOrder, previewOrder, requestClose } from './service.ts';

const tags = ['trade'];
const orderBody = () =>
  form({
    code: text(),
    num: text(),
    direction: z.enum(['long', 'short']).default('long'),
    leverage: text(),
    price_type: z.enum(['market', 'limit']).default('market'),
    price: text(),
    nonce: nonce(),
    intraday: text(),
  });

export async function tradingRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  r.post(
    '/trade/preview',
    {
      schema: {
        tags,
        summary: 'Cost, margin, fees, stamp duty and liquidation price before ordering',
        body: orderBody(),
      },
    },
    async (req) => success(await previewOrder(ctx, customerOf(req).id, req.body)),
  );
  r.post(
    '/trade/buy',
    {
      schema: {
        tags,
        summary: 'Place an order (long or short; market or limit); `nonce` makes it idempotent',
        body: orderBody(),
      },
    },
    async (req) => {
      const customer = customerOf(req);
      return success(await placeOrder(ctx, customer.id, req.body, customer), 'purchase_success');
    },
  );
  r.post(
    '/trade/orders',
    {
      schema: {
        tags,
        summary: 'Orders, by status',
        body: form({ status: z.enum(['pending', 'filled', 'cancelled', 'rejected']).optional() }),
      },
    },
    async (req) => success(await listOrders(ctx, customerOf(req).id, req.body.status)),
  );
  r.post(
    '/trade/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending order',
        body: form({ id: id().optional() }),
      },
    },
    async (req) =>
      success(await cancelOrder(ctx, customerOf(req).id, req.body.id), 'cancel_success'),
  );
  r.post(
    '/trade/sell',
    {
      schema: {
        tags,
        summary: 'Close a position (waits for the open when the market is closed)',
        body: form({ id: id().optional() }),
      },
    },
    async (req) =>
      success(await requestClose(ctx, customerOf(req).id, req.body.id), 'submit_success'),
  );
  r.post(
    '/trade/position',
    {
      schema: {
        tags,
        summary: 'One position with every figure of the detail screen',
        body: form({ id: wholeNumber().default(0) }),
      },
    },
    async (req) =>
      success(await positionDetail(ctx, customerOf(req).id, req.body.id, languageOf(req))),
  );
}
