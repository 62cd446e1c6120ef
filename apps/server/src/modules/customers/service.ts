import type { UserInfo } from '@kabuto/shared/contracts/customers';
import type { Language } from '@kabuto/shared/catalogue';
import { isLanguage } from '@kabuto/shared/catalogue';
import { isTimeZone, timeZoneOf } from '@kabuto/shared/time-zones';
import type { TimeZone } from '@kabuto/shared/time-zones';
import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import { MARKET_CURRENCIES } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import type { Customer } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { Refusal, refuse } from '../../lib/refusal.ts';
import { newInviteCode } from '../../lib/tokens.ts';
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
import { sessionsChanged } from './sessions.ts';
import { totpEnabled } from './security-repository.ts';

export { authenticate, endSessions, logout, openSession, sessionsChanged } from './sessions.ts';
export { endIdleSessions } from './devices.ts';
export {
  claimLoginPasswordAttempt,
  clearLoginPasswordAttempts,
  pruneSignInFailures,
} from './sign-in-throttle.ts';
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

export async function userInfo(ctx: AppContext, customerId: number): Promise<UserInfo> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) throw new Error(`customer ${customerId} not found`);
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
    two_factor: await totpEnabled(ctx.db, customerId),
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

/** The id of the customer with this account, if there is one. */
export async function findCustomerIdByAccount(
  db: Db | Tx,
  account: string,
): Promise<number | undefined> {
  return (await findCustomerByAccount(db, account))?.id;
}

/** The id of the customer with this account (staff name customers by account). */
export async function customerIdByAccount(db: Db | Tx, account: string): Promise<number> {
  const id = await findCustomerIdByAccount(db, account);
  if (id === undefined) refuse('account_not_found');
  return id;
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

/** Every customer signed up before an instant, with language and zone (statements are issued to them). */
export { customersBefore } from './repository.ts';
