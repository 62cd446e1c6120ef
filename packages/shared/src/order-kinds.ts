/**
 * The fixed lists of stock orders: price types, time in force and statuses. Free of zod, so the
 * customer app's production bundle uses the same lists as the contracts and the server without
 * loading the contracts (zod builds its schemas when loaded: CPU on the phone, and an `eval`
 * probe the app's content security policy refuses).
 */

/**
 * How an order is priced: `stop` becomes a market order when its trigger trades, `stop_limit` a
 * limit order, `trailing` a stop whose trigger follows the price at a distance (issue 15).
 */
export const PRICE_TYPES = ['market', 'limit', 'stop', 'stop_limit', 'trailing'] as const;
/** The price types that wait for a trigger. */
export const STOP_PRICE_TYPES = ['stop', 'stop_limit', 'trailing'] as const;
/** Time in force: `day` expires at the session's end; `gtc` after 30 calendar days. */
export const TIFS = ['day', 'gtc'] as const;
/** How long a good-till-cancelled order rests at most, in calendar days. */
export const GTC_DAYS = 30;
/**
 * An order's status: `queued` for the next session, `pending` (resting: a limit order or a stop
 * waiting for its trigger), `partial` (partly filled), `filled`, `cancelled`, `rejected`, `expired`.
 */
export const ORDER_STATUSES = [
  'queued',
  'pending',
  'partial',
  'filled',
  'cancelled',
  'rejected',
  'expired',
] as const;
