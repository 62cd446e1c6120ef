/**
 * Row types of every table, as Kysely sees them. Booleans are stored as 0/1 integers and times as
 * ISO 8601 UTC text, so that one schema serves SQLite and PostgreSQL alike.
 */
import type { Insertable, Selectable } from 'kysely';
import type {
  AuditLogTable,
  CustomerDevicesTable,
  CustomerSessionsTable,
  CustomerTotpTable,
  CustomersTable,
  KycApplicationsTable,
  ReviewItemsTable,
  SignInFailuresTable,
  StaffProposalsTable,
  StaffSessionsTable,
  StaffTable,
} from './schema/people.ts';
import type {
  BankCardsTable,
  ExchangesTable,
  IdempotencyKeysTable,
  LedgerAccountsTable,
  LedgerBalancePartsTable,
  LedgerBalancesTable,
  LedgerPostingsTable,
  LedgerTransfersTable,
  LoansTable,
  RechargesTable,
  UploadsTable,
  WithdrawalsTable,
} from './schema/money.ts';
import type {
  AccountValuesTable,
  IntradayApplicationsTable,
  MarginWarningsTable,
  MarketSwitchesTable,
  OrdersTable,
  PositionsTable,
  PriceAlertsTable,
  ShareLoansTable,
  StatementsTable,
  TradeConfirmationsTable,
  WatchlistTable,
} from './schema/trading.ts';
import type {
  BlockOffersTable,
  BlockPurchasesTable,
  IpoOfferingsTable,
  IpoSubscriptionsTable,
  PriceApprovalsTable,
  ProductFollowsTable,
  ProductNavsTable,
  ProductsTable,
} from './schema/products.ts';
import type {
  MessageReadsTable,
  MessagesTable,
  NewsTable,
  PagesTable,
  SettingsTable,
} from './schema/content.ts';

export type * from './schema/people.ts';
export type * from './schema/money.ts';
export type * from './schema/trading.ts';
export type * from './schema/products.ts';
export type * from './schema/content.ts';

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
  margin_warnings: MarginWarningsTable;
  market_switches: MarketSwitchesTable;
}

export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type Staff = Selectable<StaffTable>;
