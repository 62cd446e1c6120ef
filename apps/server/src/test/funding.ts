import { randomBytes } from 'node:crypto';
import type { Currency } from '@kabuto/shared/money';
import { inTransaction } from '../db/transaction.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { TestKabuto } from './kabuto.ts';
import { TEST_FUND_PASSWORD } from './kabuto.ts';
import { sessionsChanged } from '../modules/customers/service.ts';

/** A 1×1 PNG, a real image. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A bank card form the withdrawal tests bind (`/user/bankadd`). */
export const TEST_CARD = {
  name: 'YAMADA TARO',
  card: '7654321',
  card_type: 'ordinary',
  bank: 'Kabuto Bank',
  branch: 'Shibuya',
  branch_code: '123',
} as const;

export async function customerIdOf(k: TestKabuto, account: string): Promise<number> {
  const row = await k.ctx.db
    .selectFrom('customers')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Credits simulated money to a customer's cash through the ledger, as the demo seed does. */
export async function fund(
  k: TestKabuto,
  customerId: number,
  currency: Currency,
  amount: number,
): Promise<void> {
  await inTransaction(k.ctx.db, (tx) =>
    k.ctx.ledger.transfer(tx, {
      idempotencyKey: `test-fund:${randomBytes(8).toString('hex')}`,
      code: 'demo_funding',
      actor: 'test',
      customerId,
      postings: [
        { account: { house: 'simulation', currency }, amount: -amount },
        { account: { customerId, purpose: 'cash', currency }, amount },
      ],
    }),
  );
}

/**
 * Identity verified and fund password 123456 (TEST_FUND_PASSWORD) set, as the verification
 * feature leaves them. `k.post` unlocks the session with it when a confirmation asks.
 */
export async function makeReady(k: TestKabuto, customerId: number): Promise<void> {
  await k.ctx.db
    .updateTable('customers')
    .set({
      kyc_status: 'passed',
      fund_password_hash: await hashPassword(TEST_FUND_PASSWORD, k.ctx.config.passwordHashing),
    })
    .where('id', '=', customerId)
    .execute();
  sessionsChanged(k.ctx.db);
}

/**
 * Unlocks the session (`headers`) for money-committing confirmations through the real route,
 * with the fund password makeReady sets, as the customer app does on the first confirmation.
 */
export async function unlockFunds(k: TestKabuto, headers: Record<string, string>): Promise<void> {
  const res = await k.postAsIs('/user/unlock', { fund_password: TEST_FUND_PASSWORD }, headers);
  if (res.body.msg !== 'funds_unlocked') throw new Error(`unlock refused: ${res.body.msg}`);
}

/** A multipart body for `inject`. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; bytes: Buffer; type?: string }[],
) {
  const boundary = `----kabuto${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function staffToken(
  k: TestKabuto,
  username = 'boss',
  roles: ('admin' | 'reviewer' | 'operator' | 'auditor')[] = ['admin'],
) {
  const { createStaff } = await import('../modules/staff/service.ts');
  const { TEST_STAFF_PASSWORD, signInStaff } = await import('./staff-auth.ts');
  await createStaff(k.ctx.db, k.ctx.clock, k.ctx.config.passwordHashing, {
    username,
    password: TEST_STAFF_PASSWORD,
    roles,
  });
  return signInStaff(k, username);
}

export async function staffCall(
  k: TestKabuto,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
) {
  const res = await k.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: never } };
}
