import type { Order } from '@kabuto/shared/contracts/trading';
import type { AppContext } from '../../context.ts';
import { priceText } from '../market/price-rules.ts';
import type { OrderRow } from './repository.ts';

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
    trigger_price: r.trigger_price_e4 === null ? null : priceText(r.trigger_price_e4),
    trailing: trailingText(r),
    tif: r.tif === 'gtc' ? 'gtc' : 'day',
    expires_at: r.expires_at,
    stop_loss: r.stop_loss_e4 === null ? null : priceText(r.stop_loss_e4),
    take_profit: r.take_profit_e4 === null ? null : priceText(r.take_profit_e4),
    queued_for: r.queued_for,
  };
}

/** A trailing stop's distance as the customer gave it: "50" or "2%". */
function trailingText(r: OrderRow): string | null {
  if (r.trailing_bps !== null) return `${r.trailing_bps / 100}%`;
  return r.trailing_e4 === null ? null : priceText(r.trailing_e4);
}
