import type { PositionDetail } from '@kabuto/shared/contracts/trading';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { afterCommit } from '../../db/command-hooks.ts';
import { refuse } from '../../lib/refusal.ts';
import { assertMayTrade, readTradingStanding } from '../customers/standing.ts';
import {
  POSITION,
  lockedPosition,
  positionDetail,
  setPositionExits,
} from '../positions/service.ts';
import { checkExits } from './stops.ts';
import { exitEntryOf } from './trigger-index.ts';

/**
 * trade/setexit: a held position's stop-loss and take-profit, set or cleared (empty text clears
 * one). Each is checked against the live price: the stop-loss on the losing side, the
 * take-profit on the winning side. Whichever trades first closes the position at market, which
 * cancels the other; the risk engine's liquidation still comes first.
 */
export async function setExits(
  ctx: AppContext,
  customerId: number,
  input: {
    id?: number | undefined;
    stop_loss?: string | undefined;
    take_profit?: string | undefined;
  },
  language: 'jp' | 'cn' | 'us',
): Promise<PositionDetail> {
  const id = input.id ?? 0;
  await inTransaction(ctx.db, async (tx) => {
    const standing = await readTradingStanding(ctx, tx, customerId, true);
    assertMayTrade(standing);
    const position = await lockedPosition(ctx, tx, id);
    if (!position || position.customer_id !== customerId) refuse('not_found');
    if (position.status !== POSITION.holding) refuse('order_not_holding');
    const inst = ctx.market.instrument(position.code);
    const quote = ctx.market.quote(position.code);
    if (!inst || !quote || quote.price_e4 <= 0) refuse('price_unavailable');
    const side = position.direction === 'short' ? 'short' : 'long';
    const exits = checkExits(inst, side, quote.price_e4, input.stop_loss, input.take_profit);
    const set = { stop_loss_e4: exits.stopLoss_e4, take_profit_e4: exits.takeProfit_e4 };
    if (!(await setPositionExits(tx, id, set))) refuse('order_not_holding');
    afterCommit(tx, () => {
      ctx.triggerIndex?.setExits(exitEntryOf({ ...position, ...set }));
      ctx.bus.publish('triggers', { position: id });
    });
  });
  return positionDetail(ctx, customerId, id, language);
}
