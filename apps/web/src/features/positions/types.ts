/** Shapes of the position answers (apps/server/src/modules/account and trading). */
import type { HeldStockRow, ClosedStockRow } from '@kabuto/shared/contracts/account';

export type HeldPosition = HeldStockRow & { direction: 'long' | 'short'; opened_at: string };
export type ClosedPosition = ClosedStockRow & { direction: 'long' | 'short' };

export type CloseReason = 'customer' | 'liquidation' | 'session_end';

export interface PositionDetail {
  id: number;
  order_no: string | null;
  code: string;
  name: string;
  currency: string;
  direction: 'long' | 'short';
  /** 0 holding, 1 preparing to close, 2 closed (SPEC §4). */
  status: number;
  stock_num: number;
  buy_price: string;
  nowprice: string;
  sell_price: string | null;
  cost: string;
  market_value: string;
  leverage: number;
  margin: string;
  buy_fee: string;
  sell_fee: string | null;
  stamp_duty: string | null;
  yingkui: string;
  buy_time: string;
  sell_time: string | null;
  lock_until: string | null;
  close_reason: CloseReason | null;
}

export interface PendingOrder {
  id: number;
  order_no: string;
  code: string;
  names: { cn: string; us: string; jp: string } | null;
  currency: string;
  direction: 'long' | 'short';
  price_type: 'market' | 'limit';
  price: string | null;
  num: number;
  leverage: number;
  status: string;
  created_at: string;
}

export const POSITION_STATUS = { holding: 0, closing: 1, closed: 2 } as const;
