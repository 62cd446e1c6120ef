/** Row types: Customers, their sessions, devices and two-factor secrets; staff, audit, reviews, identity checks and four-eyes proposals. */
import type { ColumnType, Generated } from 'kysely';
import type { Id, Flag } from './columns.ts';

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
