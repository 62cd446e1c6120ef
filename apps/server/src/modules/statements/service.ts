import type { Tx } from '../../db/transaction.ts';
import { insertConfirmation } from './repository.ts';

/**
 * Trade confirmations and statements: the public surface other modules call. A fill records its
 * confirmation here, in the fill's own transaction (one prepared insert, nothing rendered); the
 * documents (PDF, CSV) are made when downloaded (documents.ts), and the month-end and year-end
 * statements are issued by a job (issue.ts).
 */

export interface Fill {
  customerId: number;
  orderId: number | null;
  positionId: number;
  code: string;
  market: string;
  currency: string;
  /** Opening a long or closing a short is a buy; opening a short or closing a long a sell. */
  direction: 'long' | 'short';
  action: 'open' | 'close';
  /** Why a close happened (customer, liquidation, session_end); null for an open. */
  reason: string | null;
  quantity: number;
  price_e4: number;
  leverage: number;
  /** Price × quantity, in minor units. */
  gross: number;
  fee: number;
  stampDuty: number;
  /** The margin put up (open) or returned (close). */
  margin: number;
  /** What the trade moved on the customer's cash, signed: negative paid, positive received. */
  settlement: number;
  executedAt: string;
}

export function sideOf(direction: 'long' | 'short', action: 'open' | 'close'): 'buy' | 'sell' {
  return (direction === 'long') === (action === 'open') ? 'buy' : 'sell';
}

/** How shares come to a customer without an order: an IPO's listing, a block's allocation. */
export const ALLOTMENT_SOURCES = ['ipo_listing', 'block_allocation'] as const;
export type AllotmentSource = (typeof ALLOTMENT_SOURCES)[number];

/**
 * Records the confirmation of shares allotted without an order (issue 17): an IPO allotment
 * becoming a position on its listing day, a block purchase on its allocation. No fee; the price
 * is the offer's, the money paid (already frozen or paid) becomes the position's margin, and the
 * settlement is that amount paid.
 */
export async function recordAllotment(
  tx: Tx,
  source: AllotmentSource,
  p: {
    id: number;
    customer_id: number;
    code: string;
    market: string | null;
    currency: string;
    quantity: number;
    buy_price_e4: number;
    margin: number;
    opened_at: string;
  },
): Promise<void> {
  await recordConfirmation(tx, {
    customerId: p.customer_id,
    orderId: null,
    positionId: p.id,
    code: p.code,
    market: p.market ?? 'JP',
    currency: p.currency,
    direction: 'long',
    action: 'open',
    reason: source,
    quantity: p.quantity,
    price_e4: p.buy_price_e4,
    leverage: 1,
    gross: p.margin,
    fee: 0,
    stampDuty: 0,
    margin: p.margin,
    settlement: -p.margin,
    executedAt: p.opened_at,
  });
}

/** Records the confirmation of a fill in the fill's transaction. */
export async function recordConfirmation(tx: Tx, fill: Fill): Promise<void> {
  await insertConfirmation(tx, {
    customer_id: fill.customerId,
    order_id: fill.orderId,
    position_id: fill.positionId,
    code: fill.code,
    market: fill.market,
    currency: fill.currency,
    side: sideOf(fill.direction, fill.action),
    action: fill.action,
    reason: fill.reason,
    quantity: fill.quantity,
    price_e4: fill.price_e4,
    leverage: fill.leverage,
    gross: fill.gross,
    fee: fill.fee,
    stamp_duty: fill.stampDuty,
    margin: fill.margin,
    settlement: fill.settlement,
    executed_at: fill.executedAt,
  });
}
