import type { LoginResult, UserInfo } from '@kabuto/shared/contracts/customers';
import type { Language } from '@kabuto/shared/catalogue';
import { isLanguage } from '@kabuto/shared/catalogue';
import { isTimeZone, timeZoneOf } from '@kabuto/shared/time-zones';
import type { TimeZone } from '@kabuto/shared/time-zones';
import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import { MARKET_CURRENCIES } from '@kabuto/shared/markets';
import type { AppContext, SessionCustomer } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import type { Customer } from '../../db/schema.ts';
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
  updateTimeZone,
} from './repository.ts';
import { standingOf } from './standing.ts';

/** The fund password's check with its guessing guard, for every command that asks for it. */
export {
  FUND_PASSWORD_LOCK_MS,
  FUND_PASSWORD_MAX_FAILURES,
  verifyFundPassword,
} from './fund-password.ts';

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

/**
 * A hash of a secret nobody knows, made with the configured cost, per cost: a sign-in to an
 * unknown account is checked against it, so that it takes as long as one to a known account.
 */
const dummyHashes = new Map<string, Promise<string>>();
function dummyPasswordHash(ctx: AppContext): Promise<string> {
  const cost = ctx.config.passwordHashing;
  const key = `${cost.memoryCost_kib}:${cost.timeCost}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(newToken(), cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/**
 * Counts a sign-in attempt for the account number BEFORE the password is compared, in one
 * statement (so a burst from many addresses cannot read a stale count), and answers how many
 * attempts the current window holds. The window starts at its first attempt and is not extended
 * by later ones, so an attacker cannot keep a customer locked out past it; a successful sign-in
 * clears the count. Unknown account numbers are counted alike, so the answer tells nothing about
 * which accounts exist.
 */
async function countSignInAttempt(ctx: AppContext, account: string): Promise<number> {
  const now = ctx.clock.now();
  const nowText = now.toISOString();
  const windowOpenedBefore = new Date(
    now.getTime() - ctx.config.signInAccountLimit.window_ms,
  ).toISOString();
  const stale = sql<boolean>`sign_in_failures.window_started_at <= ${windowOpenedBefore}`;
  const row = await ctx.db
    .insertInto('sign_in_failures')
    .values({ account, failures: 1, window_started_at: nowText })
    .onConflict((oc) =>
      oc.column('account').doUpdateSet({
        failures: sql<number>`case when ${stale} then 1 else sign_in_failures.failures + 1 end`,
        window_started_at: sql<string>`case when ${stale} then ${nowText} else sign_in_failures.window_started_at end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/**
 * Counts an attempt at the login password of `account` (sign-in, or the original password when
 * changing it) before it is compared; refuses once the window holds more than the limit.
 */
export async function claimLoginPasswordAttempt(ctx: AppContext, account: string): Promise<void> {
  if ((await countSignInAttempt(ctx, account)) > ctx.config.signInAccountLimit.max) {
    refuse('sign_in_attempts_exceeded');
  }
}

/** Forgets the counts whose window has run out (a job), so unknown account numbers leave no rows. */
export async function pruneSignInFailures(ctx: AppContext): Promise<number> {
  const windowOpenedBefore = new Date(
    ctx.clock.now().getTime() - ctx.config.signInAccountLimit.window_ms,
  ).toISOString();
  const result = await ctx.db
    .deleteFrom('sign_in_failures')
    .where('window_started_at', '<=', windowOpenedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The login password was right: the account's count starts over. */
export async function clearLoginPasswordAttempts(ctx: AppContext, account: string): Promise<void> {
  await ctx.db.deleteFrom('sign_in_failures').where('account', '=', account).execute();
}

export async function login(
  ctx: AppContext,
  input: { account?: string | undefined; password?: string | undefined },
): Promise<LoginResult> {
  const account = (input.account ?? '').trim();
  if (!ACCOUNT_PATTERN.test(account)) refuse('account_format');
  if (!input.password) refuse('password_required');
  await claimLoginPasswordAttempt(ctx, account);
  const customer = await findCustomerByAccount(ctx.db, account);
  // The same work whether or not the account exists: an unknown one is checked against a hash.
  const valid = await verifyPassword(
    customer?.password_hash ?? (await dummyPasswordHash(ctx)),
    input.password,
  );
  if (!customer || !valid) refuse('wrong_account_or_password');
  await clearLoginPasswordAttempts(ctx, account);
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

/**
 * Ends the customer's sessions, all of them or all but the one whose token hash is kept (the
 * session that asked), and forgets the cached ones at once.
 */
export async function endSessions(
  db: Db | Tx,
  customerId: number,
  keepTokenHash?: string,
): Promise<void> {
  let query = db.deleteFrom('customer_sessions').where('customer_id', '=', customerId);
  if (keepTokenHash !== undefined) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
  sessionsChanged(db);
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
    time_zone: timeZoneOf(
      customer.time_zone,
      isLanguage(customer.language) ? customer.language : 'jp',
    ),
    time_zone_chosen: isTimeZone(customer.time_zone),
  };
}

/** Chooses the zone dates and times are shown in; empty text goes back to the default. */
export async function chooseTimeZone(
  ctx: AppContext,
  customerId: number,
  input: { time_zone?: string | undefined },
): Promise<{ time_zone: TimeZone }> {
  const text = (input.time_zone ?? '').trim();
  if (text !== '' && !isTimeZone(text)) refuse('invalid_parameter');
  await updateTimeZone(ctx.db, customerId, text === '' ? null : text);
  const customer = await findCustomerById(ctx.db, customerId);
  const language = customer && isLanguage(customer.language) ? customer.language : 'jp';
  return { time_zone: timeZoneOf(customer?.time_zone, language) };
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

/**
 * The customer's row, read without a lock: a command checks standing on it before its transaction.
 */
export function customerRow(db: Db | Tx, customerId: number): Promise<Customer | undefined> {
  return findCustomerById(db, customerId);
}

/** What other modules read of a customer: since when it exists and its identity verification. */
export async function customerFacts(db: Db | Tx, customerId: number) {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new Error(`customer ${customerId} not found`);
  return { createdAt: customer.created_at, kycStatus: customer.kyc_status };
}

/** The customer's identity-verification status (none, pending, passed, rejected). */
export async function kycStatusOf(db: Db | Tx, customerId: number): Promise<string> {
  return (await customerFacts(db, customerId)).kycStatus;
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

export { createProductAccount, ensureVerifiedCustomer } from './house-accounts.ts';
