/** The back office: sign-in, the review queue, customers, the audit log and the ledger check. */
import { z } from 'zod';
import { endpoint, instant, pageNumber, pageSize, rowId } from '../contract.ts';
import { STAFF_ROLES, json, nothing, reason } from './admin.ts';

const paging = { page: pageNumber(), size: pageSize(20, 300) };

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const KYC_STATUSES = ['none', 'pending', 'passed', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

const me = z.strictObject({ username: z.string(), roles: z.array(z.enum(STAFF_ROLES)) });
export type Me = z.output<typeof me>;

export const reviewItem = z.strictObject({
  kind: z.string(),
  id: rowId(),
  account: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** What the reviewer needs to see, by field name; each review kind decides its fields. */
  summary: z.record(z.string(), z.string()),
  created_at: instant(),
  decided_at: instant().nullable(),
  /** The deciding staff member (`staff:<username>`). */
  decided_by: z.string().nullable(),
  /** A rejection's reason, as the customer sees it. */
  reason: z.string().nullable(),
});
export type ReviewItem = z.output<typeof reviewItem>;

const reviewList = z.strictObject({
  /** The review kinds registered on the server. */
  kinds: z.array(z.string()),
  items: z.array(reviewItem),
});
export type ReviewList = z.output<typeof reviewList>;

export const adminCustomer = z.strictObject({
  account: z.string(),
  created_at: instant(),
  kyc_status: z.enum(KYC_STATUSES),
  login_banned: z.boolean(),
  funds_frozen: z.boolean(),
  trade_barred: z.boolean(),
  /** Why the restrictions were last set. */
  status_reason: z.string().nullable(),
  invite_code: z.string(),
  /** The inviting customer's account. */
  inviter: z.string().nullable(),
});
export type AdminCustomer = z.output<typeof adminCustomer>;

const customerPage = z.strictObject({ items: z.array(adminCustomer), total: z.int() });
export type CustomerPage = z.output<typeof customerPage>;

export const auditEntry = z.strictObject({
  id: rowId(),
  at: instant(),
  /** Who acted: `staff:<username>` or `system:<job>`. */
  actor: z.string(),
  action: z.string(),
  /** What was acted on: `customer:<account>`, `product:<id>`, … */
  target: z.string(),
  /** The state before and after, as the command recorded it. */
  before: z.json().nullable(),
  after: z.json().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.output<typeof auditEntry>;
/** A value of an audit entry's `before` or `after`. */
export type JsonValue = AuditEntry['before'];

const auditPage = z.strictObject({ items: z.array(auditEntry), total: z.int() });
export type AuditPage = z.output<typeof auditPage>;

const ledgerCheck = z.strictObject({
  /** No problem found. */
  ok: z.boolean(),
  problems: z.array(z.string()),
  accounts: z.int(),
  transfers: z.int(),
  /** Postings summed per currency, in minor units: 0 each when the books balance. */
  totals: z.array(z.strictObject({ currency: z.string(), sum: z.number() })),
});
export type LedgerCheck = z.output<typeof ledgerCheck>;

const staffLogin = z.strictObject({
  /** The bearer token of the new session. */
  token: z.string(),
  username: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /**
   * True when two-factor sign-in is not set up yet (msg `otp_setup_required`): this session may
   * only call totp/setup and totp/enable (issue 16).
   */
  setup_only: z.boolean(),
});
export type StaffLogin = z.output<typeof staffLogin>;

/** Two-factor setup (issue 16): the secret, its otpauth URI and the URI as a QR code (SVG). */
const staffTotpSetup = z.strictObject({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_svg: z.string(),
});
export type StaffTotpSetup = z.output<typeof staffTotpSetup>;

export const adminStaffContracts = {
  login: endpoint({
    summary:
      'Staff sign-in with the authenticator code (`otp`, or a recovery code); `otp_required` without it, a setup-only session (`otp_setup_required`) before two-factor is set up',
    body: json({
      username: z.string().max(64).optional(),
      password: z.string().max(256).optional(),
      otp: z.string().max(32).optional(),
    }),
    data: staffLogin,
  }),
  demo: endpoint({
    summary:
      'Demo mode only: the demo staff users with their passwords and two-factor secrets (empty otherwise)',
    body: nothing(),
    data: z.array(
      z.strictObject({ username: z.string(), password: z.string(), totp_secret: z.string() }),
    ),
  }),
  'totp/setup': endpoint({
    summary: 'Start two-factor setup: a new secret, its otpauth URI and QR code (SVG)',
    body: nothing(),
    data: staffTotpSetup,
  }),
  'totp/enable': endpoint({
    summary:
      'Confirm two-factor setup with a first code: answers ten recovery codes, shown this once; the setup-only session ends',
    body: json({ code: z.string().max(32).optional() }),
    data: z.strictObject({ recovery_codes: z.array(z.string()) }),
  }),
  logout: endpoint({ summary: 'End this staff session', body: nothing(), data: z.null() }),
  me: endpoint({ summary: 'The signed-in staff member', body: nothing(), data: me }),
  reviews: endpoint({
    summary: 'Review queue items by kind and status',
    body: z.object({
      kind: z.string().optional(),
      status: z.enum(REVIEW_STATUSES).default('pending'),
    }),
    data: reviewList,
  }),
  'reviews/approve': endpoint({
    summary: 'Approve a pending item',
    body: json({ reason: reason() }),
    data: reviewItem,
  }),
  'reviews/reject': endpoint({
    summary: 'Reject with a reason the customer sees',
    body: json({ reason: reason() }),
    data: reviewItem,
  }),
  customers: endpoint({
    summary: 'Customers by account prefix',
    body: z.object({ q: z.string().optional(), ...paging }),
    data: customerPage,
  }),
  'customers/status': endpoint({
    summary: 'Ban login, freeze funds or bar trading, with a reason (audited)',
    body: z.object({
      login_banned: z.boolean(),
      funds_frozen: z.boolean(),
      trade_barred: z.boolean(),
      reason: reason(),
    }),
    data: adminCustomer,
  }),
  audit: endpoint({
    summary: 'The audit log, newest first',
    body: z.object({ target: z.string().optional(), ...paging }),
    data: auditPage,
  }),
  'ledger/check': endpoint({
    summary: 'The double-entry invariant, read back',
    body: nothing(),
    data: ledgerCheck,
  }),
};
