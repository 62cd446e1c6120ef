import { LANGUAGES } from '@kabuto/shared/catalogue';
import { GTC_DAYS } from '@kabuto/shared/order-kinds';
import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { priceText, valueMinor } from '../market/price-rules.ts';
import { sendSystemMessage } from '../messages/service.ts';
import type { OrderRow } from './repository.ts';

/**
 * The site messages of resting orders and exits (issue 14): a stop that triggers, a day or gtc
 * order that expires unfilled, a stop-loss or take-profit that closes a position. Each is sent in
 * the event's own transaction; amounts are decimal text the reader's app writes with their
 * currency, and the stock's name is given in every language.
 */

/** The stock's name as `name` (English) and `name_jp`, `name_cn`, `name_us`. */
function namesOf(ctx: AppContext, code: string): Record<string, string> {
  const inst = ctx.market.instrument(code);
  const names: Record<string, string> = { name: inst?.name.us ?? '' };
  for (const language of LANGUAGES) names[`name_${language}`] = inst?.name[language] ?? '';
  return names;
}

function orderParams(ctx: AppContext, order: OrderRow, price_e4: number) {
  const currency = order.currency as Currency;
  return {
    code: order.code,
    ...namesOf(ctx, order.code),
    quantity: String(order.quantity),
    price: priceText(price_e4),
    amount: formatMoney(valueMinor(price_e4, order.quantity, currency), currency),
    currency,
  };
}

/** A stop filled at `price_e4`, or a stop-limit now resting at its limit. */
export async function tellStopTriggered(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  price_e4: number,
): Promise<void> {
  await sendSystemMessage(tx, ctx.clock, {
    customerId: order.customer_id,
    kind: order.price_type === 'stop_limit' ? 'stop_limit_triggered' : 'stop_triggered',
    params: {
      ...orderParams(ctx, order, price_e4),
      trigger: priceText(order.trigger_price_e4 ?? price_e4),
    },
  });
}

/** A day or gtc order that reached its end unfilled (what it held is already released). */
export async function tellOrderExpired(ctx: AppContext, tx: Tx, order: OrderRow): Promise<void> {
  const price_e4 = order.limit_price_e4 ?? order.trigger_price_e4 ?? 0;
  await sendSystemMessage(tx, ctx.clock, {
    customerId: order.customer_id,
    kind: order.tif === 'gtc' ? 'order_expired_gtc' : 'order_expired_day',
    params: { ...orderParams(ctx, order, price_e4), days: String(GTC_DAYS) },
  });
}

/** An exit that closed `quantity` shares at `price_e4` with the realised result `realised`. */
export async function tellExitFired(
  ctx: AppContext,
  tx: Tx,
  exit: {
    customerId: number;
    code: string;
    currency: Currency;
    which: 'stop_loss' | 'take_profit';
    exit_e4: number;
  },
  closed: { quantity: number; price_e4: number; realised: number },
): Promise<void> {
  await sendSystemMessage(tx, ctx.clock, {
    customerId: exit.customerId,
    kind: exit.which === 'stop_loss' ? 'exit_stop_loss' : 'exit_take_profit',
    params: {
      code: exit.code,
      ...namesOf(ctx, exit.code),
      quantity: String(closed.quantity),
      exit: priceText(exit.exit_e4),
      price: priceText(closed.price_e4),
      pnl: formatMoney(closed.realised, exit.currency),
      currency: exit.currency,
    },
  });
}
