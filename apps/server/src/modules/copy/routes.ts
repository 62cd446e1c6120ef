import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MARKET_TYPES } from '@kabuto/shared/money';
import { form, id, text, wholeNumber } from '@kabuto/shared/contract';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { languageOf } from '../market/routes.ts';
import { follow, listProducts, myFollows, productInfo, redeem } from './service.ts';

export async function copyRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['copy'];
  r.post(
    '/trade/productlist',
    {
      schema: {
        tags,
        summary: 'Copy-trading products on offer',
        body: form({ type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) => success(await listProducts(ctx, req.body.type, languageOf(req))),
  );
  r.post(
    '/trade/productinfo',
    {
      schema: {
        tags,
        summary: 'A product: NAV history, drawdown, target, terms',
        body: form({ id: wholeNumber().default(0) }),
      },
    },
    async (req) => success(await productInfo(ctx, req.body.id, languageOf(req))),
  );
  r.post(
    '/trade/productbuy',
    {
      schema: {
        tags,
        summary: 'Follow a product: buy units at NAV',
        body: form({ id: id().optional(), money: text() }),
      },
    },
    async (req) => success(await follow(ctx, customerOf(req).id, req.body), 'copy_order_success'),
  );
  r.post(
    '/trade/productredeem',
    {
      schema: {
        tags,
        summary: 'Redeem units at NAV after the lock-up',
        body: form({ id: id().optional() }),
      },
    },
    async (req) => success(await redeem(ctx, customerOf(req).id, req.body.id), 'received_success'),
  );
  r.post(
    '/trade/followorders',
    {
      schema: {
        tags,
        summary: 'Your follows with value, daily and total profit',
        body: form({ type: z.enum(MARKET_TYPES).optional() }),
      },
    },
    async (req) =>
      success(await myFollows(ctx, customerOf(req).id, req.body.type, languageOf(req))),
  );
}
