/** Row types: The ledger, and money in and out: withdrawals, bank cards, uploads, recharges, exchanges, credit loans and idempotency keys. */
import type { ColumnType } from 'kysely';
import type { Id } from './columns.ts';

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
