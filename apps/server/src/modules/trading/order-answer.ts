import type { Order, OrderConditions } from '@kabuto/shared/contracts/trading';
import type { AppContext } from '../../context.ts';
import { priceText } from '../market/price-rules.ts';
import type { OrderRow } from './repository.ts';
import { ORDER } from './repository.ts';
import type { Conditions, Trailing } from './stops.ts';

/** An order as the API answers it (API.md, /trade/orders). */
export function orderAnswer(ctx: AppContext, r: OrderRow): Order {
  const inst = ctx.market.instrument(r.code);
  return {
    id: r.id,
    order_no: `O${String(r.id).padStart(8, '0')}`,
    code: r.code,
    names: inst?.name ?? null,
    currency: r.currency,
    direction: r.direction as Order['direction'],
    price_type: r.price_type as Order['price_type'],
    price: r.limit_price_e4 === null ? null : priceText(r.limit_price_e4),
    num: r.quantity,
    leverage: r.leverage,
    status: r.status as Order['status'],
    fill_price: r.fill_price_e4 === null ? null : priceText(r.fill_price_e4),
    position_id: r.position_id,
    reason: r.reason,
    created_at: r.created_at,
    decided_at: r.decided_at,
    ...conditionsAnswer(
      {
        trigger_e4: r.trigger_price_e4,
        trailing:
          r.trailing_e4 === null && r.trailing_bps === null
            ? null
            : { e4: r.trailing_e4, bps: r.trailing_bps },
        tif: r.tif === 'gtc' ? 'gtc' : 'day',
        stopLoss_e4: r.stop_loss_e4,
        takeProfit_e4: r.take_profit_e4,
      },
      r.status === ORDER.pending ? r.expires_at : null,
    ),
    queued_for: r.queued_for,
  };
}

const price = (e4: number | null) => (e4 === null ? null : priceText(e4));

/** An order's conditions as the API writes them (order and preview alike). */
export function conditionsAnswer(
  c: Pick<Conditions, 'trigger_e4' | 'trailing' | 'tif' | 'stopLoss_e4' | 'takeProfit_e4'>,
  expiresAt: string | null,
): OrderConditions {
  return {
    trigger_price: price(c.trigger_e4),
    trailing: c.trailing && trailingText(c.trailing),
    tif: c.tif,
    expires_at: expiresAt,
    stop_loss: price(c.stopLoss_e4),
    take_profit: price(c.takeProfit_e4),
  };
}

/** A trailing stop's distance as the customer gave it: "50" or "2%". */
function trailingText(t: Trailing): string {
  return t.bps !== null ? `${t.bps / 100}%` : priceText(t.e4 ?? 0);
}
