/** The back office's IPO commands: each writes its audit entry in its own transaction. */
import type { Language } from '@kabuto/shared/catalogue';
import type { PriceApproval } from '@kabuto/shared/contracts/admin-approvals';
import type { AppContext, SessionStaff } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import type { CheckedPrice } from '../approvals/service.ts';
import { approvalAnswer, checkStaffPrice, proposePrice } from '../approvals/service.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { OfferingInput } from './service.ts';
import {
  allOfferings,
  createOffering,
  moveDrawTo,
  hasSubscriptions,
  lotteryRecord,
  offering,
  offeringAnswer,
  runDraws,
} from './service.ts';

/** The latest offerings, newest first, in the back office's language. */
export async function staffOfferings(ctx: AppContext, language: Language) {
  return allOfferings(ctx, language);
}

/**
 * The price rule for an offering: positive and on the tick grid; for a code the market-data
 * provider already quotes, also within the configured band of its price. A new listing, which the
 * provider does not quote yet, has no band.
 */
async function checkOfferingPrice(
  ctx: AppContext,
  code: string,
  market: OfferingInput['market'],
  price: number,
): Promise<CheckedPrice> {
  return checkStaffPrice(ctx, ctx.db, { code, market, price, needsReference: false });
}

/**
 * Creates an offering with its price as a proposal: offered to customers once another staff
 * member approves it. Its lottery seed is generated and only its hash shown until the draw.
 */
export async function addOffering(
  ctx: AppContext,
  staff: SessionStaff,
  input: OfferingInput,
  language: Language,
) {
  const price = await checkOfferingPrice(ctx, input.code, input.market, input.price);
  const provisional = await checkOfferingPrice(
    ctx,
    input.code,
    input.market,
    input.provisional_price,
  );
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await createOffering(ctx, tx, input, actorOf(staff));
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'ipo.create',
      target: `ipo:${created.id}`,
      after: { code: created.code, mode: created.mode, seed_hash: created.seed_hash },
    });
    await proposePrice(ctx, tx, staff, {
      kind: 'ipo',
      targetId: created.id,
      code: created.code,
      market: input.market,
      currency: created.currency,
      price_e4: price.price_e4,
      provisional_price_e4: provisional.price_e4,
      reference_e4: price.reference_e4,
    });
    return created;
  });
  return offeringAnswer(ctx, row, language);
}

/** Proposes a new price for an offering nobody has applied for; it takes effect once approved. */
export async function proposeOfferingPrice(
  ctx: AppContext,
  staff: SessionStaff,
  id: number,
  price: number,
): Promise<PriceApproval> {
  const o = await offering(ctx, ctx.db, id, 'not_found');
  const market = o.market as OfferingInput['market'];
  const checked = await checkOfferingPrice(ctx, o.code, market, price);
  const proposal = await inTransaction(ctx.db, async (tx) => {
    if (o.drawn_at !== null || (await hasSubscriptions(tx, o.id)))
      refuse('price_change_after_sales');
    return proposePrice(ctx, tx, staff, {
      kind: 'ipo',
      targetId: o.id,
      code: o.code,
      market,
      currency: o.currency,
      price_e4: checked.price_e4,
      reference_e4: checked.reference_e4,
    });
  });
  return approvalAnswer(proposal);
}

/** Moves the draw to now (once the subscription window has closed) and runs it. */
export async function drawNow(ctx: AppContext, staff: SessionStaff, id: number) {
  await inTransaction(ctx.db, async (tx) => {
    // Staff name offerings by id: one that does not exist is `not_found`.
    const o = await offering(ctx, tx, id, 'not_found');
    if (o.approved_at === null) refuse('product_unavailable');
    const now = ctx.clock.now().toISOString();
    if (now < o.subscribe_end) refuse('not_subscription_time');
    if (o.drawn_at) refuse('already_decided');
    await moveDrawTo(tx, o.id, now);
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
