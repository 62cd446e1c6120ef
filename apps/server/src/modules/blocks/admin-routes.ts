import { marketOfCode } from '@kabuto/shared/markets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@kabuto/shared/contract';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, requireStaff, staffWithRole } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { recordAudit } from '../audit/service.ts';
import { findCustomerByAccount } from '../customers/repository.ts';
import { deliverKey, newAccessKey, offerAnswer } from './service.ts';

export async function blockAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['admin'];
  r.get('/blocks', { schema: { tags, summary: 'Block offers' } }, async (req) => {
    staffWithRole(req, 'operator', 'auditor');
    const rows = await ctx.db
      .selectFrom('block_offers')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return success(
      await Promise.all(
        rows.map(async (o) => ({
          ...(await offerAnswer(ctx, o, 'us')),
          has_key: o.access_key !== null,
        })),
      ),
    );
  });
  r.post(
    '/blocks',
    {
      schema: {
        tags,
        summary:
          'Create a block offer (with_key: an access key is generated, delivered by in-app message)',
        body: z.object({
          code: z.string(),
          price: z.number().positive(),
          min_lots: z.number().int().positive(),
          total_lots: z.number().int().positive(),
          deadline: z.string(),
          lock_days: z.number().int().min(0).max(3650),
          with_key: z.boolean().default(false),
        }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      const inst = ctx.market.instrument(req.body.code);
      if (!inst || Number.isNaN(Date.parse(req.body.deadline))) refuse('invalid_parameter');
      const row = await inTransaction(ctx.db, async (tx) => {
        const created = await tx
          .insertInto('block_offers')
          .values({
            code: inst.code,
            market: inst.market,
            currency: marketOfCode(inst.market).currency,
            price_e4: Math.round(req.body.price * 10_000),
            min_lots: req.body.min_lots,
            total_lots: req.body.total_lots,
            deadline: new Date(req.body.deadline).toISOString(),
            access_key: req.body.with_key ? newAccessKey() : null,
            lock_days: req.body.lock_days,
            allocated_at: null,
            created_by: actorOf(staff),
            created_at: ctx.clock.now().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(tx, ctx.clock, {
          actor: actorOf(staff),
          action: 'block.create',
          target: `block:${created.id}`,
          after: { code: created.code, price_e4: created.price_e4, with_key: req.body.with_key },
        });
        return created;
      });
      return success(await offerAnswer(ctx, row, 'us'), 'add_success');
    },
  );
  r.post(
    '/blocks/:id/key',
    {
      schema: {
        tags,
        summary: 'Deliver the access key to a customer as an in-app message',
        params: z.object({ id: id() }),
        body: z.object({ account: z.string() }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      await inTransaction(ctx.db, async (tx) => {
        const customer = await findCustomerByAccount(tx, req.body.account);
        if (!customer) refuse('account_not_found');
        await deliverKey(ctx, tx, req.params.id, customer.id);
        await recordAudit(tx, ctx.clock, {
          actor: actorOf(staff),
          action: 'block.key',
          target: `block:${req.params.id}`,
          after: { delivered_to: req.body.account },
        });
      });
      return success(null, 'submit_success');
    },
  );
  r.post(
    '/blocks/:id/close',
    {
      schema: {
        tags,
        summary: 'Close an offer to new purchases',
        params: z.object({ id: id() }),
        body: z.object({ reason: z.string().optional() }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      await inTransaction(ctx.db, async (tx) => {
        await tx
          .updateTable('block_offers')
          .set({ closed: 1 })
          .where('id', '=', req.params.id)
          .execute();
        await recordAudit(tx, ctx.clock, {
          actor: actorOf(staff),
          action: 'block.close',
          target: `block:${req.params.id}`,
          reason: req.body.reason ?? null,
        });
      });
      return success(null, 'modify_success');
    },
  );
}
