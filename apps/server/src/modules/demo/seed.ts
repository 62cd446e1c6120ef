import type { Currency } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newInviteCode } from '../../lib/tokens.ts';
import { findCustomerByAccount } from '../customers/repository.ts';
import { createStaff } from '../staff/service.ts';
import { seedDemoNews } from './news.ts';

export const DEMO_CUSTOMER = {
  account: '0900000001',
  password: 'demo1234',
  fundPassword: '123456',
} as const;

export const DEMO_STAFF = { username: 'admin', password: 'admin1234' } as const;

/** Simulated opening balances of the demo customer, in minor units. */
export const DEMO_FUNDING: readonly { currency: Currency; amount: number }[] = [
  { currency: 'JPY', amount: 10_000_000 },
  { currency: 'USD', amount: 100_000_00 },
  { currency: 'CNY', amount: 500_000_00 },
];

/** True when the database has no customers and no staff yet. */
export async function isEmpty(ctx: Pick<AppContext, 'db'>): Promise<boolean> {
  const c = await ctx.db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  const s = await ctx.db.selectFrom('staff').select('id').limit(1).executeTakeFirst();
  return !c && !s;
}

/**
 * Seeds the demo customer (verified, fund password set, funded with simulated money through
 * ledger postings) and the demo staff user. Safe to run again: it adds only what is missing.
 */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const cost = ctx.config.passwordHashing;
  if (!(await findCustomerByAccount(ctx.db, DEMO_CUSTOMER.account))) {
    const passwordHash = await hashPassword(DEMO_CUSTOMER.password, cost);
    const fundHash = await hashPassword(DEMO_CUSTOMER.fundPassword, cost);
    await ctx.db
      .insertInto('customers')
      .values({
        account: DEMO_CUSTOMER.account,
        password_hash: passwordHash,
        fund_password_hash: fundHash,
        invite_code: newInviteCode(),
        inviter_id: null,
        kyc_status: 'passed',
        language: 'jp',
        status_reason: null,
        created_at: ctx.clock.now().toISOString(),
      })
      .execute();
  }
  const customer = await findCustomerByAccount(ctx.db, DEMO_CUSTOMER.account);
  if (!customer) throw new Error('demo customer missing after seeding');
  for (const { currency, amount } of DEMO_FUNDING) {
    await inTransaction(ctx.db, (tx) =>
      ctx.ledger.transfer(tx, {
        idempotencyKey: `demo_funding:${customer.id}:${currency}`,
        code: 'demo_funding',
        actor: 'system:demo',
        customerId: customer.id,
        memo: 'Simulated opening balance of the demo account',
        postings: [
          { account: { house: 'simulation', currency }, amount: -amount },
          { account: { customerId: customer.id, purpose: 'cash', currency }, amount },
        ],
      }),
    );
  }
  const staff = await ctx.db
    .selectFrom('staff')
    .select('id')
    .where('username', '=', DEMO_STAFF.username)
    .executeTakeFirst();
  if (!staff) {
    await createStaff(ctx.db, ctx.clock, cost, { ...DEMO_STAFF, roles: ['admin'] });
  }
  await seedDemoNews(ctx);
}
