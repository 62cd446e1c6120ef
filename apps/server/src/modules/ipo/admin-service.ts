/** The back office's IPO commands: each writes its audit entry in its own transaction. */
import type { AppContext, SessionStaff } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { OfferingInput } from './service.ts';
import { createOffering, lotteryRecord, offering, offeringAnswer, runDraws } from './service.ts';

/** The latest offerings, newest first, in the back office's language. */
export async function staffOfferings(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('ipo_offerings')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return Promise.all(rows.map((o) => offeringAnswer(ctx, o, 'us')));
}

/** Creates an offering; its lottery seed is generated and only its hash shown until the draw. */
export async function addOffering(ctx: AppContext, staff: SessionStaff, input: OfferingInput) {
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await createOffering(ctx, tx, input, actorOf(staff));
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'ipo.create',
      target: `ipo:${created.id}`,
      after: { code: created.code, mode: created.mode, seed_hash: created.seed_hash },
    });
    return created;
  });
  return offeringAnswer(ctx, row, 'us');
}

/** Moves the draw to now (once the subscription window has closed) and runs it. */
export async function drawNow(ctx: AppContext, staff: SessionStaff, id: number) {
  await inTransaction(ctx.db, async (tx) => {
    // Staff name offerings by id: one that does not exist is `not_found`.
    const o = await offering(ctx, tx, id, 'not_found');
    const now = ctx.clock.now().toISOString();
    if (now < o.subscribe_end) refuse('not_subscription_time');
    if (o.drawn_at) refuse('already_decided');
    await tx.updateTable('ipo_offerings').set({ draw_at: now }).where('id', '=', o.id).execute();
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'ipo.draw',
      target: `ipo:${o.id}`,
      before: { draw_at: o.draw_at },
      after: { draw_at: now },
    });
  });
  await runDraws(ctx);
  return lotteryRecord(ctx, id);
}
