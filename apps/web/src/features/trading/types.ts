/** What order entry works with; the answers' shapes are the contracts' (packages/shared). */
import type { Quote } from '@kabuto/shared/contracts/market';
import type { FormOf, RequestOf } from '@kabuto/shared/contract';
import type { tradingContracts } from '@kabuto/shared/contracts/trading';

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
/** What the order sheet sends to trade/preview and trade/buy (the nonce is added on buying). */
export type OrderRequest = FormOf<
  (typeof tradingContracts)['trade/buy'],
  'code' | 'num' | 'direction' | 'price_type'
> &
  Pick<
    RequestOf<(typeof tradingContracts)['trade/buy']>,
    'price' | 'intraday' | 'trigger_price' | 'trailing' | 'tif' | 'stop_loss' | 'take_profit'
  > & {
    /** The chosen leverage; sent as text like every form field. */
    leverage: number;
  };
