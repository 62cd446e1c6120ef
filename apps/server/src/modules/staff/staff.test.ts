import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto } from '../../test/kabuto.ts';
import { inTransaction } from '../../db/transaction.ts';
import { afterCommit } from '../../db/command-hooks.ts';
import { submitForReview } from '../reviews/service.ts';
import { createStaff } from './service.ts';
import { TEST_STAFF_PASSWORD, signInStaff } from '../../test/staff-auth.ts';

describe('the back office', () => {
  let k: TestKabuto;
  const tokens: Record<string, string> = {};
  const approved: number[] = [];
  const rejected: { id: number; reason: string | null }[] = [];

  async function staffRequest(method: 'GET' | 'POST', url: string, who: string, body?: object) {
    const res = await k.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(body ? { payload: body } : {}),
    });
    return { http: res.statusCode, body: res.json() };
  }

  beforeAll(async () => {
    k = await startTestKabuto();
    // A review kind as a feature would register it: the queue mechanism is what is under test.
    // What it does outside the database follows the commit (a command may run more than once
    // before it commits: group commit runs a group again when one of its commands fails).
    k.ctx.reviews.register({
      kind: 'sample',
      approve: async (tx, item) => void afterCommit(tx, () => approved.push(item.subjectId)),
      reject: async (tx, item, decision) =>
        void afterCommit(tx, () => rejected.push({ id: item.subjectId, reason: decision.reason })),
    });
    for (const [username, roles] of [
      ['boss', ['admin']],
      ['rita', ['reviewer']],
      ['otto', ['operator']],
      ['alma', ['auditor']],
    ] as const) {
      await createStaff(k.ctx.db, k.ctx.clock, k.ctx.config.passwordHashing, {
        username,
        password: TEST_STAFF_PASSWORD,
        roles: [...roles],
      });
      tokens[username] = await signInStaff(k, username);
    }
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('signs staff in separately from customers', async () => {
    expect(
      (await staffRequest('POST', '/login', '', { username: 'boss', password: 'wrong' })).body.msg,
    ).toBe('wrong_account_or_password');
    const me = await staffRequest('GET', '/me', 'boss');
    expect(me.body.data).toEqual({ username: 'boss', roles: ['admin'] });
    expect((await staffRequest('GET', '/me', 'nobody')).http).toBe(401);
    // A staff token is no customer token.
    expect((await k.post('/user/getUserinfo', {}, { token: tokens.boss! })).http).toBe(401);
  });

  it('lets each role do its own work only', async () => {
    expect((await staffRequest('GET', '/audit', 'rita')).http).toBe(403);
    expect((await staffRequest('GET', '/audit', 'alma')).http).toBe(200);
    expect((await staffRequest('GET', '/ledger/check', 'otto')).http).toBe(403);
    const status = { login_banned: false, funds_frozen: false, trade_barred: false, reason: 'x' };
    expect((await staffRequest('POST', '/customers/0900000000/status', 'rita', status)).http).toBe(
      403,
    );
    expect((await staffRequest('POST', '/reviews/sample/1/approve', 'otto', {})).http).toBe(403);
  });

  it('changes a customer status with a reason, writes the audit log, and the customer feels it', async () => {
    const customer = await k.signUp();
    const noReason = await staffRequest('POST', `/customers/${customer.account}/status`, 'otto', {
      login_banned: true,
      funds_frozen: false,
      trade_barred: false,
    });
    expect(noReason.body.msg).toBe('reason_required');
    const res = await staffRequest('POST', `/customers/${customer.account}/status`, 'otto', {
      login_banned: true,
      funds_frozen: true,
      trade_barred: false,
      reason: 'Suspicious sign-ins',
    });
    expect(res.body).toMatchObject({
      status: 1,
      data: {
        account: customer.account,
        login_banned: true,
        funds_frozen: true,
        trade_barred: false,
      },
    });
    // The ban ends the open session and refuses new sign-ins with the support message.
    expect((await k.post('/user/getUserinfo', {}, customer.headers)).http).toBe(401);
    expect(
      (await k.post('/user/login', { account: customer.account, password: 'secret12' })).body.msg,
    ).toBe('account_banned');
    const audit = await staffRequest('GET', `/audit?target=customer:${customer.account}`, 'alma');
    expect(audit.body.data.items[0]).toMatchObject({
      actor: 'staff:otto',
      action: 'customer.status',
      target: `customer:${customer.account}`,
      before: { login_banned: false, funds_frozen: false, trade_barred: false },
      after: { login_banned: true, funds_frozen: true, trade_barred: false },
      reason: 'Suspicious sign-ins',
    });
    const unknown = await staffRequest('POST', '/customers/0999999999/status', 'otto', {
      login_banned: true,
      funds_frozen: false,
      trade_barred: false,
      reason: 'x',
    });
    expect(unknown.body.msg).toBe('account_not_found');
  });

  it('runs the review queue: list, approve, reject with a reason, never twice', async () => {
    const customer = await k.signUp();
    const id = (
      await k.ctx.db
        .selectFrom('customers')
        .select('id')
        .where('account', '=', customer.account)
        .executeTakeFirstOrThrow()
    ).id;
    const [a, b] = await inTransaction(k.ctx.db, async (tx) => [
      await submitForReview(tx, k.ctx.clock, {
        kind: 'sample',
        subjectId: 41,
        customerId: id,
        summary: { amount: '100.00' },
      }),
      await submitForReview(tx, k.ctx.clock, {
        kind: 'sample',
        subjectId: 42,
        customerId: id,
        summary: { amount: '200.00' },
      }),
    ]);
    const queue = await staffRequest('GET', '/reviews?kind=sample&status=pending', 'rita');
    expect(queue.body.data.kinds).toEqual([
      'deposit',
      'intraday',
      'kyc',
      'loan',
      'sample',
      'withdrawal',
    ]);
    expect(queue.body.data.items.map((i: { id: number }) => i.id)).toEqual([a, b]);
    expect(queue.body.data.items[0]).toMatchObject({
      account: customer.account,
      summary: { amount: '100.00' },
      status: 'pending',
    });

    expect(
      (await staffRequest('POST', `/reviews/sample/${a}/approve`, 'rita', {})).body.data.status,
    ).toBe('approved');
    expect((await staffRequest('POST', `/reviews/sample/${b}/reject`, 'rita', {})).body.msg).toBe(
      'reason_required',
    );
    const reject = await staffRequest('POST', `/reviews/sample/${b}/reject`, 'rita', {
      reason: 'Blurred photo',
    });
    expect(reject.body.data).toMatchObject({
      status: 'rejected',
      reason: 'Blurred photo',
      decided_by: 'staff:rita',
    });
    expect(
      (await staffRequest('POST', `/reviews/sample/${a}/reject`, 'rita', { reason: 'x' })).body.msg,
    ).toBe('already_decided');
    expect((await staffRequest('POST', '/reviews/nosuch/1/approve', 'rita', {})).body.msg).toBe(
      'not_found',
    );
    expect(approved).toEqual([41]);
    expect(rejected).toEqual([{ id: 42, reason: 'Blurred photo' }]);
    const audit = await staffRequest('GET', `/audit?target=sample:${b}`, 'alma');
    expect(audit.body.data.items[0]).toMatchObject({
      action: 'review.reject',
      actor: 'staff:rita',
      reason: 'Blurred photo',
    });
  });

  it('decides a review exactly once when two reviewers click at the same time', async () => {
    const customer = await k.signUp();
    const id = (
      await k.ctx.db
        .selectFrom('customers')
        .select('id')
        .where('account', '=', customer.account)
        .executeTakeFirstOrThrow()
    ).id;
    const item = await inTransaction(k.ctx.db, (tx) =>
      submitForReview(tx, k.ctx.clock, {
        kind: 'sample',
        subjectId: 77,
        customerId: id,
        summary: {},
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        staffRequest('POST', `/reviews/sample/${item}/approve`, 'boss', {}),
      ),
    );
    expect(results.filter((r) => r.body.status === 1)).toHaveLength(1);
    expect(approved.filter((s) => s === 77)).toHaveLength(1);
  });

  it('reports the ledger invariant to auditors', async () => {
    const res = await staffRequest('GET', '/ledger/check', 'alma');
    expect(res.body.data).toMatchObject({ ok: true, problems: [] });
  });
});
