/** Shapes of the trading API's answers (apps/server/src/modules/trading). */
import type { Market } from '@/lib/market-format';

export type Direction = 'long' | 'short';
export type PriceType = 'market' | 'limit';

/** What order entry needs to know of the instrument (a market/quote answer has all of it). */
export interface OrderInstrument {
  code: string;
  name: string;
  market: Market;
  currency: string;
  price: string;
  change: string;
  tick_size: string;
  limit_up: string | null;
  limit_down: string | null;
  session: 'open' | 'lunch' | 'closed';
  next_open: string | null;
}

export interface OrderRequest {
  code: string;
  num: string;
  direction: Direction;
  leverage: number;
  price_type: PriceType;
  price?: string | undefined;
  /** '1': funded by the approved day-trading amount; closed automatically at the session end. */
  intraday?: '1' | undefined;
}

export interface OrderPreview {
  code: string;
  direction: Direction;
  price_type: PriceType;
  price: string;
  num: number;
  leverage: number;
  currency: string;
  cost: string;
  margin: string;
  purchase_fee: string;
  selling_fee: string;
  stamp_duty: string;
  total: string;
  liquidation_price: string;
  warning_pct: number;
  liquidation_pct: number;
  leverages: number[];
}

export interface PlacedOrder {
  id: number;
  order_no: string;
  code: string;
  currency: string;
  direction: Direction;
  price_type: PriceType;
  price: string | null;
  num: number;
  leverage: number;
  status: 'pending' | 'filled' | 'cancelled' | 'rejected';
  fill_price: string | null;
  position_id: number | null;
}
