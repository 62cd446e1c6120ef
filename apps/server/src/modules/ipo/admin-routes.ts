import { MARKET_CODES } from '@kabuto/shared/markets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@kabuto/shared/contract';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, requireStaff, staffWithRole } from '../../plugins/staff-auth.ts';
import { success } from '../../plugins/envelope.ts';
import { recordAudit } from '../audit/service.ts';
import { createOffering, lotteryRecord, offering, offeringAnswer, runDraws } from './service.ts';

const offeringBody = z.object({
  code: z.string(),
  name: z.object({ jp: z.string().min(1), cn: z.string().min(1), us: z.string().min(1) }),
  market: z.enum(MARKET_CODES),
  mode: z.enum(['prepaid', 'postpaid']),
  price: z.number().positive(),
  provisional_price: z.number().positive(),
  per: z.string().optional(),
  quantity: z.number().int().positive(),
  lot: z.number().int().positive(),
  max_lots: z.number().int().positive(),
  sponsor: z.string().min(1),
  subscribe_start: z.string(),
  subscribe_end: z.string(),
  draw_at: z.string(),
  pay_deadline: z.string(),
  listing_at: z.string(),
  distribution_at: z.string(),
});

export async function ipoAdminRoutes(app: FastifyInstance): Promise<void> {
  requireStaff(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['admin'];
  r.get('/ipo', { schema: { tags, summary: 'IPO offerings' } }, async (req) => {
    staffWithRole(req, 'operator', 'auditor');
    const rows = await ctx.db
      .selectFrom('ipo_offerings')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return success(await Promise.all(rows.map((o) => offeringAnswer(ctx, o, 'us'))));
  });
  r.post(
    '/ipo',
    {
      schema: {
        tags,
        summary: 'Create an offering; its lottery seed is generated and its hash published',
        body: offeringBody,
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      const row = await inTransaction(ctx.db, async (tx) => {
        const created = await createOffering(ctx, tx, req.body, actorOf(staff));
        await recordAudit(tx, ctx.clock, {
          actor: actorOf(staff),
          action: 'ipo.create',
          target: `ipo:${created.id}`,
          after: { code: created.code, mode: created.mode, seed_hash: created.seed_hash },
        });
        return created;
      });
      return success(await offeringAnswer(ctx, row, 'us'), 'add_success');
    },
  );
  r.post(
    '/ipo/:id/draw',
    {
      schema: {
        tags,
        summary: 'Run the draw now (only once the subscription window has closed)',
        params: z.object({ id: id() }),
      },
    },
    async (req) => {
      const staff = staffWithRole(req, 'operator');
      const o = await offering(ctx, ctx.db, req.params.id);
      const now = ctx.clock.now().toISOString();
      if (now < o.subscribe_end) refuse('not_subscription_time');
      if (o.drawn_at) refuse('already_decided');
      await inTransaction(ctx.db, async (tx) => {
        await tx
          .updateTable('ipo_offerings')
          .set({ draw_at: now })
          .where('id', '=', o.id)
          .execute();
        await recordAudit(tx, ctx.clock, {
          actor: actorOf(staff),
          action: 'ipo.draw',
          target: `ipo:${o.id}`,
          before: { draw_at: o.draw_at },
          after: { draw_at: now },
        });
      });
      await runDraws(ctx);
      return success(await lotteryRecord(ctx, o.id), 'submit_success');
    },
  );
}
