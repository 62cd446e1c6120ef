/**
 * Row types of every table, as Kysely sees them. Booleans are stored as 0/1 integers and times as
 * ISO 8601 UTC text, so that one schema serves SQLite and PostgreSQL alike.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Id = Generated<number>;
type Flag = ColumnType<number, number | undefined, number>;
type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

export interface CustomersTable {
  id: Id;
  account: string;
  password_hash: string;
  fund_password_hash: string | null;
  invite_code: string;
  inviter_id: number | null;
  kyc_status: ColumnType<string, string | undefined, string>;
  login_banned: Flag;
  funds_frozen: Flag;
  trade_barred: Flag;
  status_reason: string | null;
  language: string;
  created_at: string;
  fund_password_failures: ColumnType<number, number | undefined, number>;
  fund_password_locked_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** The zone chosen on My Page (migration 019); null: the default of the customer's language. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CustomerSessionsTable {
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  /** Until when the session may commit money without the fund password (migration 024). */
  funds_unlocked_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the session signed in from (migration 027): device from the user agent, address. */
  device: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  /** The session's last request, to the minute (idle expiry); null: none since sign-in. */
  last_seen_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The devices (a hash of the user agent) a customer has signed in from (migration 027). */
export interface CustomerDevicesTable {
  customer_id: number;
  device_key: string;
  first_seen_at: string;
}

/** A customer's two-factor secret, pending until `enabled_at` (migration 027). */
export interface CustomerTotpTable {
  customer_id: number;
  secret: string;
  enabled_at: string | null;
  last_time_step: ColumnType<number | null, number | null | undefined, number | null>;
  failures: ColumnType<number, number | undefined, number>;
  locked_until: string | null;
  recovery_hashes: ColumnType<string, string | undefined, string>;
  created_at: string;
}

/** Failed sign-ins per account number in the current window (migration 014). */
export interface SignInFailuresTable {
  account: string;
  failures: number;
  window_started_at: string;
}

export interface StaffTable {
  id: Id;
  username: string;
  password_hash: string;
  roles: string;
  disabled: Flag;
  created_at: string;
  /** Two-factor sign-in (migration 028): the TOTP secret, null before setup. */
  totp_secret: string | null;
  /** When two-factor sign-in was confirmed by a first code; null: not on yet. */
  totp_enabled_at: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  /** JSON array of the unused recovery codes' hashes. */
  totp_recovery_json: string | null;
  /** Wrong codes in a row, and until when codes are refused unchecked (`lib/totp.ts`). */
  totp_failures: Generated<number>;
  totp_locked_until: string | null;
}

export interface StaffSessionsTable {
  token_hash: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
  /** 1: the session may only set up two-factor sign-in (migration 028). */
  setup_only: Flag;
}

export interface LedgerAccountsTable {
  id: Id;
  code: string;
  owner_kind: string;
  customer_id: number | null;
  currency: string;
  purpose: string;
  created_at: string;
}

export interface LedgerBalancesTable {
  account_id: number;
  balance: number;
}

/** Parts of a house account's balance (see migration 011); the balance adds them up. */
export interface LedgerBalancePartsTable {
  account_id: number;
  part: number;
  amount: number;
}

export interface LedgerTransfersTable {
  id: Id;
  idempotency_key: string;
  code: string;
  customer_id: number | null;
  actor: string;
  memo: string | null;
  reverses_transfer_id: number | null;
  created_at: string;
}

export interface LedgerPostingsTable {
  id: Id;
  transfer_id: number;
  account_id: number;
  currency: string;
  amount: number;
}

export interface AuditLogTable {
  id: Id;
  at: string;
  actor: string;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
}

export interface ReviewItemsTable {
  id: Id;
  kind: string;
  subject_id: number;
  customer_id: number;
  status: string;
  summary_json: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  reason: string | null;
}

export interface SettingsTable {
  name: string;
  value: string;
  is_public: Flag;
  updated_at: string;
}

export interface PagesTable {
  name: string;
  language: string;
  title: string;
  body: string;
  updated_at: string;
}

export interface WithdrawalsTable {
  id: Id;
  customer_id: number;
  currency: string;
  amount: number;
  status: number;
  created_at: string;
  decided_at: string | null;
  bank_card_id: ColumnType<number | null, number | null | undefined, number | null>;
  nonce: ColumnType<string | null, string | null | undefined, string | null>;
  freeze_transfer_id: ColumnType<number | null, number | null | undefined, number | null>;
  settle_transfer_id: ColumnType<number | null, number | null | undefined, number | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BankCardsTable {
  id: Id;
  customer_id: number;
  holder_name: string;
  card_number: string;
  card_type: string;
  bank_name: string;
  branch_name: string;
  branch_code: string;
  created_at: string;
  removed_at: string | null;
}

export interface UploadsTable {
  id: Id;
  customer_id: number;
  purpose: string;
  file_name: string;
  mime: string;
  size_bytes: number;
  created_at: string;
}

export interface RechargesTable {
  id: Id;
  customer_id: number;
  currency: string;
  amount: number;
  kind: string;
  channel: string;
  status: number;
  reference: string;
  proof_upload_id: number | null;
  nonce: string | null;
  transfer_id: number | null;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface ExchangesTable {
  id: Id;
  customer_id: number;
  from_currency: string;
  to_currency: string;
  amount_from: number;
  amount_to: number;
  rate: string;
  spread_bps: number;
  nonce: string | null;
  transfer_id: number;
  created_at: string;
}

export interface MessagesTable {
  id: Id;
  customer_id: number | null;
  kind: string;
  params_json: string;
  created_by: string;
  created_at: string;
}

export interface MessageReadsTable {
  message_id: number;
  customer_id: number;
  read_at: string;
}

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

export interface IntradayApplicationsTable {
  id: Id;
  customer_id: number;
  currency: string;
  amount: number;
  consumed: ColumnType<number, number | undefined, number>;
  status: string;
  trading_day: string | null;
  result: number | null;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  settled_at: string | null;
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

export interface ShareLoansTable {
  id: Id;
  customer_id: number;
  position_id: number;
  code: string;
  currency: string;
  quantity: number;
  fee_bps_daily: number;
  status: string;
  started_at: string;
  accrued_through: string;
  recalled_at: string | null;
}

export interface PositionsTable {
  id: Id;
  customer_id: number;
  currency: string;
  code: string;
  name: string;
  direction: string;
  status: number;
  quantity: number;
  buy_price_e4: number;
  sell_price_e4: number | null;
  leverage: number;
  margin: number;
  realised_pnl: number | null;
  opened_at: string;
  closed_at: string | null;
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  buy_fee: ColumnType<number, number | undefined, number>;
  sell_fee: ColumnType<number | null, number | null | undefined, number | null>;
  stamp_duty: ColumnType<number | null, number | null | undefined, number | null>;
  close_reason: ColumnType<string | null, string | null | undefined, string | null>;
  lock_until: ColumnType<string | null, string | null | undefined, string | null>;
  market: ColumnType<string | null, string | null | undefined, string | null>;
  intraday_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Exits (migration 026): close at market when the price reaches one; one cancels the other. */
  stop_loss_e4: NullableInt;
  take_profit_e4: NullableInt;
}

export interface OrdersTable {
  id: Id;
  customer_id: number;
  code: string;
  currency: string;
  direction: string;
  price_type: string;
  limit_price_e4: number | null;
  quantity: number;
  leverage: number;
  status: string;
  fill_price_e4: number | null;
  position_id: number | null;
  reason: string | null;
  nonce: string | null;
  created_at: string;
  decided_at: string | null;
  intraday_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Stop and stop-limit trigger; a trailing stop's current trigger (migration 026). */
  trigger_price_e4: NullableInt;
  /** A trailing stop's distance: an amount (e4) or a percentage (basis points). */
  trailing_e4: NullableInt;
  trailing_bps: NullableInt;
  /** The best price a trailing stop has seen since it was placed (high for a sell side). */
  watermark_e4: NullableInt;
  /** Time in force: `day` or `gtc`. */
  tif: ColumnType<string, string | undefined, string>;
  /** When a resting order expires (day: the session's end; gtc: 30 calendar days). */
  expires_at: NullableText;
  /** When a stop's trigger traded (a stop-limit then rests as a limit order). */
  triggered_at: NullableText;
  /** Exits to attach to the position the order opens. */
  stop_loss_e4: NullableInt;
  take_profit_e4: NullableInt;
  /** Minor units of margin and fees held in frozen while the order rests (0: none). */
  reserved: ColumnType<number, number | undefined, number>;
  /** The session open a queued order waits for (migration 025); null for other orders. */
  queued_for: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WatchlistTable {
  customer_id: number;
  code: string;
  created_at: string;
}

export interface KycApplicationsTable {
  id: Id;
  customer_id: number;
  name: string;
  id_type: string;
  id_number: string;
  front_upload_id: number;
  back_upload_id: number;
  status: string;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface NewsTable {
  id: Id;
  market: string;
  title_json: string;
  summary_json: string;
  body_json: string;
  image_file: string | null;
  status: string;
  published_at: string | null;
  created_by: string;
  created_at: string;
}

export interface LoansTable {
  id: Id;
  customer_id: number;
  currency: string;
  principal: number;
  daily_interest_bps: number;
  status: string;
  accrued_through: string | null;
  reason: string | null;
  nonce: string | null;
  created_at: string;
  approved_at: string | null;
  closed_at: string | null;
}

/**
 * Idempotency keys (migration 017), owned by modules/idempotency: one row per customer and key,
 * written in the transaction of the command it keyed, with the command's name and a hash of its
 * request, so a repeat is answered with the first result and a reuse with other parameters refused.
 */
export interface IdempotencyKeysTable {
  customer_id: number;
  key: string;
  command: string;
  request_hash: string;
  created_at: string;
}

/** A customer's account value in one currency at a trading day's close (migration 029). */
export interface AccountValuesTable {
  customer_id: number;
  currency: string;
  /** The trading day, local to the currency's market. */
  day: string;
  cash: number;
  positions: number;
  products: number;
  liabilities: number;
  value: number;
  net_flow: number;
  closed_at: string;
  /** 'close' (the job at the close), 'demo' (the demo customer's replayed history). */
  source: string;
}

/** A customer's price alert (migration 029); fired once, when `fired_at` is set. */
export interface PriceAlertsTable {
  id: Id;
  customer_id: number;
  code: string;
  kind: string;
  /** A price (above, below) or a percentage (change_pct), both scaled by 10^4. */
  value_e4: number;
  created_at: string;
  fired_at: string | null;
  fired_price_e4: number | null;
}

/** A trade confirmation, written with its fill (migration 030, modules/statements). */
export interface TradeConfirmationsTable {
  id: Id;
  customer_id: number;
  order_id: number | null;
  position_id: number;
  code: string;
  market: string;
  currency: string;
  side: string;
  action: string;
  reason: string | null;
  quantity: number;
  price_e4: number;
  leverage: number;
  gross: number;
  fee: number;
  stamp_duty: number;
  margin: number;
  settlement: number;
  executed_at: string;
}

/** A month's or a year's statement of one customer (migration 030, modules/statements). */
export interface StatementsTable {
  id: Id;
  customer_id: number;
  kind: string;
  period: string;
  period_start: string;
  period_end: string;
  time_zone: string;
  created_at: string;
}

export interface Database {
  customers: CustomersTable;
  customer_sessions: CustomerSessionsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_balances: LedgerBalancesTable;
  ledger_balance_parts: LedgerBalancePartsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_postings: LedgerPostingsTable;
  audit_log: AuditLogTable;
  review_items: ReviewItemsTable;
  settings: SettingsTable;
  pages: PagesTable;
  withdrawals: WithdrawalsTable;
  ipo_subscriptions: IpoSubscriptionsTable;
  product_follows: ProductFollowsTable;
  block_purchases: BlockPurchasesTable;
  positions: PositionsTable;
  watchlist: WatchlistTable;
  bank_cards: BankCardsTable;
  uploads: UploadsTable;
  recharges: RechargesTable;
  exchanges: ExchangesTable;
  messages: MessagesTable;
  message_reads: MessageReadsTable;
  orders: OrdersTable;
  kyc_applications: KycApplicationsTable;
  news: NewsTable;
  loans: LoansTable;
  ipo_offerings: IpoOfferingsTable;
  block_offers: BlockOffersTable;
  price_approvals: PriceApprovalsTable;
  share_loans: ShareLoansTable;
  products: ProductsTable;
  product_navs: ProductNavsTable;
  intraday_applications: IntradayApplicationsTable;
  sign_in_failures: SignInFailuresTable;
  idempotency_keys: IdempotencyKeysTable;
  customer_devices: CustomerDevicesTable;
  customer_totp: CustomerTotpTable;
  account_values: AccountValuesTable;
  price_alerts: PriceAlertsTable;
  trade_confirmations: TradeConfirmationsTable;
  statements: StatementsTable;
  staff_proposals: StaffProposalsTable;
}

/** Four-eyes proposals (migration 028), owned by the approvals module. */
export interface StaffProposalsTable {
  id: Id;
  kind: string;
  target: string;
  change_json: string;
  reason: string;
  status: string;
  proposed_by: string;
  proposed_at: string;
  expires_at: string;
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
}

export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type Staff = Selectable<StaffTable>;
