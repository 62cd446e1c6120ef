import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MARKET_TYPES } from '@kabuto/shared/markets';
import { inTransaction } from '../../db/transaction.ts';
import { id } from '@kabuto/shared/contract';
import { copyContracts } from '@kabuto/shared/contracts/copy';
import { contractSchema } from '../../lib/contract-route.ts';
import { customerOf, requireCustomer } from '../../plugins/customer-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { actorOf, requireStaff, staffWithRole } from '../../plugins/staff-auth.ts';
import { recordAudit } from '../audit/service.ts';
import { languageOf } from '../market/routes.ts';
import { placeOrder, requestClose } from '../trading/service.ts';
import {
  createProduct,
  follow,
  listProducts,
  myFollows,
  productAnswer,
  productInfo,
  redeem,
} from './service.ts';

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

export async function copyAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['admin'];
  r.get('/products', { schema: { tags, summary: 'Copy-trading products' } }, async (req) => {
    staffWithRole(req, 'operator', 'auditor');
    const rows = await ctx.db.selectFrom('products').selectAll().orderBy('id', 'desc').execute();
    return success(
      await Promise.all(
        rows.map(async (p) => ({
          ...(await productAnswer(ctx, p, 'us')),
          issuer_customer_id: p.issuer_customer_id,
        })),
      ),
    );
  });
  r.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Create a product with its own trading account',
        body: z.object({
          name: z.object({ jp: z.string().min(1), cn: z.string().min(1), us: z.string().min(1) }),
          issuer_name: z.string().min(1),
          type: z.enum(MARKET_TYPES),
          target_daily_bps: z.number().int().min(0).max(1000),
          min_investment: z.string(),
          deadline: z.string(),
          lock_days: z.number().int().min(0).max(3650),
        }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      const product = await inTransaction(ctx.db, async (tx) => {
        const created = await createProduct(ctx, tx, req.body, actorOf(staff));
        await recordAudit(tx, ctx.clock, {
          actor: actorOf(staff),
          action: 'product.create',
          target: `product:${created.id}`,
          after: { name: req.body.name.us, lock_days: created.lock_days },
        });
        return created;
      });
      return success(await productAnswer(ctx, product, 'us'), 'add_success');
    },
  );
  r.post(
    '/products/:id/order',
    {
      schema: {
        tags,
        summary: "The issuer's order, placed through the trading engine in the product's account",
        params: z.object({ id: id() }),
        body: z.object({
          code: z.string(),
          num: z.string(),
          direction: z.enum(['long', 'short']),
          leverage: z.string().default('1'),
          price_type: z.enum(['market', 'limit']).default('market'),
          price: z.string().optional(),
        }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      const product = await ctx.db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', req.params.id)
        .executeTakeFirstOrThrow();
      const order = await placeOrder(ctx, product.issuer_customer_id, req.body);
      await recordAudit(ctx.db, ctx.clock, {
        actor: actorOf(staff),
        action: 'product.order',
        target: `product:${product.id}`,
        after: order,
      });
      return success(order, 'purchase_success');
    },
  );
  r.post(
    '/products/:id/close',
    {
      schema: {
        tags,
        summary: "Close one of the product's positions",
        params: z.object({ id: id() }),
        body: z.object({ position_id: z.number().int() }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      const product = await ctx.db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', req.params.id)
        .executeTakeFirstOrThrow();
      const result = await requestClose(ctx, product.issuer_customer_id, req.body.position_id);
      await recordAudit(ctx.db, ctx.clock, {
        actor: actorOf(staff),
        action: 'product.close',
        target: `product:${product.id}`,
        after: result,
      });
      return success(result, 'submit_success');
    },
  );
  r.post(
    '/products/:id/shelf',
    {
      schema: {
        tags,
        summary: 'Put a product on or off the shelf',
        params: z.object({ id: id() }),
        body: z.object({ on_shelf: z.boolean(), reason: z.string().optional() }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      await inTransaction(ctx.db, async (tx) => {
        await tx
          .updateTable('products')
          .set({ on_shelf: req.body.on_shelf ? 1 : 0 })
          .where('id', '=', req.params.id)
          .execute();
        await recordAudit(tx, ctx.clock, {
          actor: actorOf(staff),
          action: 'product.shelf',
          target: `product:${req.params.id}`,
          after: { on_shelf: req.body.on_shelf },
          reason: req.body.reason ?? null,
        });
      });
      return success(null, 'modify_success');
    },
  );
}
