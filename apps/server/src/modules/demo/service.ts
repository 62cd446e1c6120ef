import type { Currency } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ensureVerifiedCustomer, hasCustomers } from '../customers/service.ts';
import { createStaff, enableDemoStaffTotp, hasStaff, staffExists } from '../staff/service.ts';
import { seedDemoNews } from './news.ts';

export const DEMO_CUSTOMER = {
  account: '0900000001',
  password: 'demo1234',
  fundPassword: '123456',
} as const;

/**
 * The demo staff user. Staff must sign in with two-factor (issue 16): its TOTP secret is
 * published with its password (printed at start, shown on the back office's sign-in screen).
 */
export const DEMO_STAFF = {
  username: 'admin',
  password: 'admin-demo-2026',
  totpSecret: 'NNQWE5LUN4WWIZLNN4WWCZDNNFXC2MTG',
} as const;

/** The second demo staff member: approves what the first proposes (maker-checker, four-eyes). */
export const DEMO_CHECKER = {
  username: 'demo.checker',
  password: 'checker-demo-2026',
  totpSecret: 'NNQWE5LUN4WWIZLNN4WWG2DFMNVWK4RN',
} as const;

/**
 * What the back office's sign-in screen shows in demo mode (issue 16): the demo staff users'
 * passwords and two-factor secrets, as the customer app shows the demo customer's credentials.
 */
export function demoStaffCredentials(ctx: Pick<AppContext, 'demoMode'>) {
  if (!ctx.demoMode) return [];
  return [DEMO_STAFF, DEMO_CHECKER].map((s) => ({
    username: s.username,
    password: s.password,
    totp_secret: s.totpSecret,
  }));
}

/** Simulated opening balances of the demo customer, in minor units. */
export const DEMO_FUNDING: readonly { currency: Currency; amount: number }[] = [
  { currency: 'JPY', amount: 10_000_000 },
  { currency: 'USD', amount: 100_000_00 },
  { currency: 'CNY', amount: 500_000_00 },
];

/** True when the database has no customers and no staff yet. */
export async function isEmpty(ctx: Pick<AppContext, 'db'>): Promise<boolean> {
  return !(await hasCustomers(ctx.db)) && !(await hasStaff(ctx.db));
}

/**
 * Seeds the demo customer (verified, fund password set, funded with simulated money through
 * ledger postings) and the demo staff user. Safe to run again: it adds only what is missing.
 */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const customerId = await ensureVerifiedCustomer(ctx, DEMO_CUSTOMER);
  await fundDemoAccount(ctx, customerId, DEMO_FUNDING);
  if (!(await staffExists(ctx.db, DEMO_STAFF.username))) {
    await createStaff(ctx.db, ctx.clock, ctx.config.passwordHashing, {
      username: DEMO_STAFF.username,
      password: DEMO_STAFF.password,
      roles: ['admin'],
    });
  }
  await enableDemoStaffTotp(ctx, DEMO_STAFF.username, DEMO_STAFF.totpSecret);
  await seedDemoNews(ctx);
}

/**
 * Credits a demo account's simulated opening balances through ledger postings, once per account
 * and currency (the idempotency key makes a second call a no-op).
 */
export async function fundDemoAccount(
  ctx: AppContext,
  customerId: number,
  funding: readonly { currency: Currency; amount: number }[],
): Promise<void> {
  for (const { currency, amount } of funding) {
    await inTransaction(ctx.db, (tx) =>
      ctx.ledger.transfer(tx, {
        idempotencyKey: `demo_funding:${customerId}:${currency}`,
        code: 'demo_funding',
        actor: 'system:demo',
        customerId,
        memo: 'Simulated opening balance of the demo account',
        postings: [
          { account: { house: 'simulation', currency }, amount: -amount },
          { account: { customerId, purpose: 'cash', currency }, amount },
        ],
      }),
    );
  }
}
