import type { LoginResult, UserInfo } from '@kabuto/shared/contracts/customers';
import type { Language } from '@kabuto/shared/catalogue';
import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import { MARKET_CURRENCIES } from '@kabuto/shared/markets';
import type { AppContext, SessionCustomer } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { freshCache } from '../../db/fresh-cache.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { Refusal, Unauthenticated, refuse } from '../../lib/refusal.ts';
import { prepared } from '../../db/prepared.ts';
import { sql } from 'kysely';
import { hashToken, newInviteCode, newToken } from '../../lib/tokens.ts';
import { customerBalanceKey } from '../ledger/ledger.ts';
import {
  countInvited,
  findCustomerByAccount,
  findCustomerByInviteCode,
  insertCustomer,
  accountsByIds,
  hasAnyCustomer,
  findCustomerById,
  lockCustomerRow,
  updateKycStatus,
} from './repository.ts';
import { standingOf } from './standing.ts';

export const ACCOUNT_PATTERN = /^\d{10}$/;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;

export interface Registration {
  account?: string | undefined;
  password?: string | undefined;
  repassword?: string | undefined;
  invite?: string | undefined;
  agree?: string | undefined;
  language?: Language | undefined;
}

export function checkPassword(password: string | undefined): string {
  if (!password) refuse('password_required');
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    refuse('password_format');
  }
  return password;
}

/** The rules of SPEC §5/§6 that need no database, in the order the customer meets them. */
export function checkRegistration(input: Registration): { account: string; password: string } {
  const account = (input.account ?? '').trim();
  if (!ACCOUNT_PATTERN.test(account)) refuse('account_format');
  const password = checkPassword(input.password);
  if (password !== input.repassword) refuse('passwords_mismatch');
  if (input.agree !== '1' && input.agree !== 'true') refuse('agreement_required');
  return { account, password };
}

const INVITE_CODE_ATTEMPTS = 8;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
}

export async function register(ctx: AppContext, input: Registration): Promise<void> {
  const { account, password } = checkRegistration(input);
  const inviteText = (input.invite ?? '').trim();
  const passwordHash = await hashPassword(password, ctx.config.passwordHashing);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await inTransaction(ctx.db, async (tx) => {
        let inviterId: number | null = null;
        if (inviteText) {
          const inviter = await findCustomerByInviteCode(tx, inviteText);
          if (!inviter) refuse('inviter_not_found');
          inviterId = inviter.id;
        }
        if (await findCustomerByAccount(tx, account)) refuse('account_exists');
        await insertCustomer(tx, {
          account,
          password_hash: passwordHash,
          fund_password_hash: null,
          invite_code: newInviteCode(),
          inviter_id: inviterId,
          language: input.language ?? 'jp',
          status_reason: null,
          created_at: ctx.clock.now().toISOString(),
        });
      });
      return;
    } catch (error) {
      if (error instanceof Refusal || !isUniqueViolation(error)) throw error;
      // Either the account was taken by a parallel registration, or the invite code collided.
      if (await findCustomerByAccount(ctx.db, account)) refuse('account_exists');
      if (attempt >= INVITE_CODE_ATTEMPTS) throw error;
    }
  }
}

export async function login(
  ctx: AppContext,
  input: { account?: string | undefined; password?: string | undefined },
): Promise<LoginResult> {
  const account = (input.account ?? '').trim();
  if (!ACCOUNT_PATTERN.test(account)) refuse('account_format');
  if (!input.password) refuse('password_required');
  const customer = await findCustomerByAccount(ctx.db, account);
  const valid = customer ? await verifyPassword(customer.password_hash, input.password) : false;
  if (!customer || !valid) refuse('wrong_account_or_password');
  if (customer.login_banned) refuse('account_banned');
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('customer_sessions')
    .values({
      token_hash: hashToken(token),
      customer_id: customer.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ctx.config.sessionTtl_ms).toISOString(),
    })
    .execute();
  return {
    token,
    account: customer.account,
    notice: customer.funds_frozen ? 'account_frozen' : null,
  };
}

export async function logout(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.deleteFrom('customer_sessions').where('token_hash', '=', hashToken(token)).execute();
  sessionsChanged(ctx.db);
}

const sessionCustomer = prepared((db, v: { tokenHash: string }) =>
  db
    .selectFrom('customer_sessions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select([
      'c.id',
      'c.account',
      'c.login_banned',
      'c.funds_frozen',
      'c.trade_barred',
      'c.kyc_status',
      sql<number>`case when c.fund_password_hash is null then 0 else 1 end`.as('has_fund_password'),
      's.expires_at',
    ])
    .where('s.token_hash', '=', v.tokenHash),
);

/**
 * Who a session token belongs to, and the customer's standing, are read on every request and
 * change rarely: they are kept for a second (see `freshCache`). Unknown tokens are not kept.
 */
const sessions = freshCache<string, Awaited<ReturnType<typeof sessionCustomer.first>>>(
  1_000,
  10_000,
);

/**
 * Call after changing what a session resolves to: ending sessions, or a customer's standing as
 * `SessionCustomer` carries it (bans, freezes, identity verification, the fund password).
 */
export function sessionsChanged(db: Db | Tx): void {
  sessions.changed(db);
}

/** Resolves the `token` and `account` headers to a customer, or answers HTTP 401. */
export async function authenticate(
  ctx: AppContext,
  token: string | undefined,
  account: string | undefined,
): Promise<SessionCustomer> {
  if (!token) throw new Unauthenticated();
  const tokenHash = hashToken(token);
  const row = await sessions.read(
    ctx.db,
    tokenHash,
    () => sessionCustomer.first(ctx.db, { tokenHash }),
    (found) => found !== undefined,
  );
  if (!row || row.expires_at <= ctx.clock.now().toISOString()) throw new Unauthenticated();
  if (account && account !== row.account) throw new Unauthenticated();
  if (row.login_banned) throw new Unauthenticated();
  return {
    id: row.id,
    account: row.account,
    ...standingOf(row),
    hasFundPassword: Number(row.has_fund_password) === 1,
  };
}

export async function userInfo(ctx: AppContext, customerId: number): Promise<UserInfo> {
  const customer = await ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const balances = await ctx.ledger.customerBalances(ctx.db, customerId);
  const amount = (purpose: 'cash' | 'credit_used', currency: Currency) =>
    formatMoney(balances.get(customerBalanceKey(purpose, currency)) ?? 0, currency);
  const [jpy, usd, cny] = MARKET_CURRENCIES.map((c) => amount('cash', c));
  const [jpyyjed, usdyjed, cnyyjed] = MARKET_CURRENCIES.map((c) => amount('credit_used', c));
  return {
    account: customer.account,
    jpy: jpy!,
    usd: usd!,
    cny: cny!,
    jpyyjed: jpyyjed!,
    usdyjed: usdyjed!,
    cnyyjed: cnyyjed!,
    is_verified: customer.kyc_status === 'passed',
    kyc_status: customer.kyc_status as UserInfo['kyc_status'],
    has_fund_password: customer.fund_password_hash !== null,
    invite_code: customer.invite_code,
    invited_count: await countInvited(ctx.db, customerId),
  };
}

/** The id of the customer with this account (staff name customers by account). */
export async function customerIdByAccount(db: Db | Tx, account: string): Promise<number> {
  const customer = await findCustomerByAccount(db, account);
  if (!customer) refuse('account_not_found');
  return customer.id;
}

/**
 * The customer row for a command that changes it: on PostgreSQL locked until the transaction
 * ends, so two commands of one customer take turns.
 */
export async function lockCustomer(ctx: AppContext, tx: Tx, customerId: number) {
  const customer = await lockCustomerRow(tx, ctx.dialect, customerId);
  if (!customer) throw new Error(`customer ${customerId} not found`);
  return customer;
}

/** The customer's identity-verification status (none, pending, passed, rejected). */
export async function kycStatusOf(db: Db | Tx, customerId: number): Promise<string> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new Error(`customer ${customerId} not found`);
  return customer.kyc_status;
}

/** Sets the identity-verification status; signed-in sessions see it at once. */
export async function setKycStatus(
  tx: Tx,
  customerId: number,
  status: 'pending' | 'passed' | 'rejected',
): Promise<void> {
  await updateKycStatus(tx, customerId, status);
  sessionsChanged(tx);
}

/** The account of each customer named, by id (staff screens name customers by account). */
export async function accountsOf(
  db: Db | Tx,
  customerIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await accountsByIds(db, [...new Set(customerIds)]);
  return new Map(rows.map((r) => [r.id, r.account]));
}

/** Whether any customer exists (a fresh install has none). */
export function hasCustomers(db: Db | Tx): Promise<boolean> {
  return hasAnyCustomer(db);
}

/**
 * The id of the customer with this account, created first when missing as an operator's own
 * account (the demo's): identity verified and fund password set, invited by no one.
 */
export async function ensureVerifiedCustomer(
  ctx: AppContext,
  input: { account: string; password: string; fundPassword: string },
): Promise<number> {
  const existing = await findCustomerByAccount(ctx.db, input.account);
  if (existing) return existing.id;
  const cost = ctx.config.passwordHashing;
  const passwordHash = await hashPassword(input.password, cost);
  const fundHash = await hashPassword(input.fundPassword, cost);
  return inTransaction(ctx.db, (tx) =>
    insertCustomer(tx, {
      account: input.account,
      password_hash: passwordHash,
      fund_password_hash: fundHash,
      invite_code: newInviteCode(),
      inviter_id: null,
      kyc_status: 'passed',
      language: 'jp',
      status_reason: null,
      created_at: ctx.clock.now().toISOString(),
    }),
  );
}
