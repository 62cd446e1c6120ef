/** Row types: IPOs, copy-trading products, block offers and the staff prices waiting for approval. */
import type { ColumnType } from 'kysely';
import type { Id, Flag } from './columns.ts';

export interface IpoSubscriptionsTable {
  id: Id;
  customer_id: number;
  currency: string;
  status: number;
  frozen_amount: number;
  created_at: string;
  offering_id: ColumnType<number | null, number | null | undefined, number | null>;
  lots: ColumnType<number | null, number | null | undefined, number | null>;
  won_lots: ColumnType<number | null, number | null | undefined, number | null>;
  result: ColumnType<string | null, string | null | undefined, string | null>;
  position_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface IpoOfferingsTable {
  id: Id;
  code: string;
  name_json: string;
  market: string;
  currency: string;
  mode: string;
  price_e4: number;
  provisional_price_e4: number;
  market_price_e4: number | null;
  per: string | null;
  quantity: number;
  lot: number;
  max_lots: number;
  sponsor: string;
  subscribe_start: string;
  subscribe_end: string;
  draw_at: string;
  pay_deadline: string;
  listing_at: string;
  distribution_at: string;
  seed_hash: string;
  seed: string;
  status: string;
  drawn_at: string | null;
  listed_at: string | null;
  created_by: string;
  created_at: string;
  /** When a second staff member approved its price (migration 015); offered only from then. */
  approved_at: string | null;
}

export interface ProductFollowsTable {
  id: Id;
  customer_id: number;
  currency: string;
  status: number;
  amount: number;
  created_at: string;
  product_id: ColumnType<number | null, number | null | undefined, number | null>;
  units: ColumnType<number | null, number | null | undefined, number | null>;
  entry_nav_e6: ColumnType<number | null, number | null | undefined, number | null>;
  locked_until: ColumnType<string | null, string | null | undefined, string | null>;
  redeemed_amount: ColumnType<number | null, number | null | undefined, number | null>;
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProductsTable {
  id: Id;
  name_json: string;
  issuer_name: string;
  issuer_customer_id: number;
  currency: string;
  target_daily_bps: number;
  min_investment: number;
  deadline: string;
  lock_days: number;
  on_shelf: Flag;
  created_by: string;
  created_at: string;
}

export interface ProductNavsTable {
  product_id: number;
  date: string;
  nav_e6: number;
}

export interface BlockPurchasesTable {
  id: Id;
  customer_id: number;
  currency: string;
  status: number;
  credit: number;
  created_at: string;
  offer_id: ColumnType<number | null, number | null | undefined, number | null>;
  quantity: ColumnType<number | null, number | null | undefined, number | null>;
  position_id: ColumnType<number | null, number | null | undefined, number | null>;
  nonce: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BlockOffersTable {
  id: Id;
  code: string;
  market: string;
  currency: string;
  price_e4: number;
  min_lots: number;
  total_lots: number;
  deadline: string;
  access_key: string | null;
  lock_days: number;
  allocated_at: string | null;
  closed: Flag;
  created_by: string;
  created_at: string;
  /** When a second staff member approved its price (migration 015); offered only from then. */
  approved_at: string | null;
}

/** A staff-set price waiting for, or decided by, a second staff member (migration 015). */
export interface PriceApprovalsTable {
  id: Id;
  /** `block` (a block offer) or `ipo` (an IPO offering). */
  kind: string;
  target_id: number;
  code: string;
  currency: string;
  price_e4: number;
  /** IPO offerings: the provisional price proposed with the price. */
  provisional_price_e4: number | null;
  /** The provider's price when proposed; null for a code not yet listed. */
  reference_price_e4: number | null;
  /** `pending`, `approved` or `rejected`. */
  status: string;
  proposed_by: string;
  proposed_at: string;
  decided_by: string | null;
  decided_at: string | null;
  reason: string | null;
}
