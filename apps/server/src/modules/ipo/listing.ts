import type { Currency } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { openPosition } from '../positions/service.ts';
import { recordAllotment } from '../statements/service.ts';
import type { Offering } from './repository.ts';
import {
  applicationsWithResult,
  claimOffering,
  moveResult,
  offeringsDueForListing,
  unpaidPastDeadline,
  updateSubscription,
} from './repository.ts';
import { SUB_STATUS } from './offerings.ts';

/** Unpaid pay-after-win allotments past their deadline are abstained. */
export async function runAbstentions(ctx: AppContext): Promise<number> {
  const ids = await unpaidPastDeadline(ctx.db, ctx.clock.now().toISOString());
  for (const id of ids) {
    await moveResult(ctx.db, id, 'awaiting_payment', {
      result: 'abstained',
      status: SUB_STATUS.ended,
    });
  }
  return ids.length;
}

async function listOne(ctx: AppContext, o: Offering, now: string): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    if (!(await claimOffering(tx, o.id, 'listed_at', now))) return false;
    // Prepaid winners paid at the draw, pay-after-win winners when they paid.
    for (const w of await applicationsWithResult(tx, o.id, ['won', 'paid'])) {
      const position = await openPosition(ctx, tx, {
        customerId: w.customer_id,
        currency: o.currency as Currency,
        code: o.code,
        direction: 'long',
        quantity: (w.won_lots ?? 0) * o.lot,
        price_e4: o.price_e4,
        leverage: 1,
        margin: w.frozen_amount,
        buyFee: 0,
        openedAt: now,
        market: o.market,
      });
      await recordAllotment(tx, 'ipo_listing', position);
      await updateSubscription(tx, w.id, {
        result: 'listed',
        status: SUB_STATUS.ended,
        frozen_amount: 0,
        position_id: position.id,
      });
    }
    return true;
  });
}

/** On listing day the paid allotments become positions (their money already sits as margin). */
export async function runListings(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now().toISOString();
  let listed = 0;
  for (const o of await offeringsDueForListing(ctx.db, now)) {
    await runAbstentions(ctx);
    if (await listOne(ctx, o, now)) listed += 1;
  }
  return listed;
}
