import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { copyContracts } from '@kabuto/shared/contracts/copy';
import { contractSchema } from '../../lib/contract-route.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { languageOf } from '../../lib/language.ts';
import { follow, listProducts, myFollows, productInfo, redeem } from './service.ts';

export async function copyRoutes(app: FastifyInstance): Promise<void> {
  requireCustomer(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['copy'];
  r.post(
    '/trade/productlist',
    { schema: contractSchema(tags, copyContracts['trade/productlist']) },
    async (req) => success(await listProducts(ctx, req.body.type, languageOf(req))),
  );
  r.post(
    '/trade/productinfo',
    { schema: contractSchema(tags, copyContracts['trade/productinfo']) },
    async (req) => success(await productInfo(ctx, req.body.id, languageOf(req))),
  );
  r.post(
    '/trade/productbuy',
    { schema: contractSchema(tags, copyContracts['trade/productbuy']) },
    async (req) => success(await follow(ctx, customerOf(req).id, req.body), 'copy_order_success'),
  );
  r.post(
    '/trade/productredeem',
    { schema: contractSchema(tags, copyContracts['trade/productredeem']) },
    async (req) => success(await redeem(ctx, customerOf(req).id, req.body.id), 'received_success'),
  );
  r.post(
    '/trade/followorders',
    { schema: contractSchema(tags, copyContracts['trade/followorders']) },
    async (req) =>
      success(await myFollows(ctx, customerOf(req).id, req.body.type, languageOf(req))),
  );
}
