/** What order entry works with; the answers' shapes are the contracts' (packages/shared). */
import type { Quote } from '@kabuto/shared/contracts/market';
import type { Direction, PriceType } from '@kabuto/shared/contracts/trading';

/** What order entry needs to know of the instrument (a market/quote answer has all of it). */
export type OrderInstrument = Pick<
  Quote,
  | 'code'
  | 'name'
  | 'market'
  | 'currency'
  | 'price'
  | 'change'
  | 'tick_size'
  | 'limit_up'
  | 'limit_down'
  | 'session'
  | 'next_open'
>;

/** What the order sheet sends to trade/preview and trade/buy. */
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
