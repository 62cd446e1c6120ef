import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAllJobs } from '../../jobs.ts';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto, tableCounts } from '../../test/kabuto.ts';
import { customerIdOf, fund, makeReady, staffCall, staffToken } from '../../test/funding.ts';

const card = {
  name: 'YAMADA TARO',
  card: '7654321',
  card_type: 'ordinary',
  bank: 'Kabuto Bank',
  branch: 'Shibuya',
  branch_code: '123',
};

describe('sign-in and secrets hardening', () => {
  const clock = new ManualClock('2026-03-10T03:00:00Z');
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto({}, { clock });
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  /** Signs in from one address, as a browser on that address would. */
  async function loginFrom(address: string, account: string, password: string) {
    const res = await k.app.inject({
      method: 'POST',
      url: '/api/vue/user/login',
      remoteAddress: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account, password }).toString(),
    });
    return { http: res.statusCode, body: res.json<{ status: number; msg: string }>() };
  }

  it('compares the fund password five times in a burst of sixty wrong withdrawals, and then refuses even the right one', async () => {
    const signed = await k.signUp();
    const id = await customerIdOf(k, signed.account);
    await makeReady(k, id);
    await fund(k, id, 'JPY', 100_000);
    const cardId = (await k.post<{ id: number }>('/user/bankadd', card, signed.headers)).body.data
      .id;
    const attempt = (fundPassword: string) =>
      k.post(
        '/user/withdraw',
        { type: 'jpy', money: '5000', bank_id: String(cardId), fund_password: fundPassword },
        signed.headers,
      );
    const wrong = Array.from({ length: 60 }, (_, i) => String(100_000 + i));
    const msgs = (await Promise.all(wrong.map(attempt))).map((a) => a.body.msg);
    // Four wrong answers, then the fifth failure locks, and every attempt after it is refused.
    expect(msgs.filter((m) => m === 'fund_password_wrong')).toHaveLength(4);
    expect(msgs.filter((m) => m === 'fund_password_locked')).toHaveLength(56);
    const before = await tableCounts(k, ['withdrawals', 'customers']);
    expect((await attempt('123456')).body.msg).toBe('fund_password_locked');
    expect(await tableCounts(k, ['withdrawals', 'customers'])).toEqual(before);
    const withdrawals = await k.ctx.db
      .selectFrom('withdrawals')
      .select('id')
      .where('customer_id', '=', id)
      .execute();
    expect(withdrawals).toEqual([]);
  });

  it('lets the right fund password through again once the lock has run out, and counts afresh', async () => {
    const signed = await k.signUp();
    const id = await customerIdOf(k, signed.account);
    await makeReady(k, id);
    const change = (old: string) =>
      k.post(
        '/user/fundpassword',
        { oldpassword: old, password: '123456', repassword: '123456' },
        signed.headers,
      );
    const burst = await Promise.all(Array.from({ length: 10 }, () => change('000000')));
    expect(burst.filter((r) => r.body.msg === 'original_password_wrong')).toHaveLength(4);
    clock.advance(15 * 60_000 + 1_000);
    // After the lock, four more wrong tries are allowed before the fifth locks again.
    const after = [];
    for (let i = 0; i < 5; i += 1) after.push((await change('000000')).body.msg);
    expect(after).toEqual([
      'original_password_wrong',
      'original_password_wrong',
      'original_password_wrong',
      'original_password_wrong',
      'fund_password_locked',
    ]);
    clock.advance(15 * 60_000 + 1_000);
    expect((await change('123456')).body.msg).toBe('modify_success');
  });

  it('ends the other sessions of a customer who changes the login password, and keeps the current one', async () => {
    const first = await k.signUp();
    const second = await k.post<{ token: string }>('/user/login', {
      account: first.account,
      password: 'secret12',
    });
    const other = { token: second.body.data.token, account: first.account };
    expect((await k.post('/user/getUserinfo', {}, other)).body.status).toBe(1);
    const changed = await k.post(
      '/user/loginpassword',
      { oldpassword: 'secret12', password: 'newpass1', repassword: 'newpass1' },
      first.headers,
    );
    expect(changed.body.msg).toBe('modify_success');
    const ended = await k.post('/user/getUserinfo', {}, other);
    expect(ended).toMatchObject({ http: 401, body: { status: 0, msg: 'login_again' } });
    expect((await k.post('/user/getUserinfo', {}, first.headers)).body.status).toBe(1);
  });

  it('ends every session of a customer whom staff ban from signing in', async () => {
    const first = await k.signUp();
    const staff = await staffToken(k, 'auth-ban');
    const banned = await staffCall(k, staff, 'POST', `/customers/${first.account}/status`, {
      login_banned: true,
      funds_frozen: false,
      trade_barred: false,
      reason: 'test',
    });
    expect(banned.body.status).toBe(1);
    expect(await k.post('/user/getUserinfo', {}, first.headers)).toMatchObject({
      http: 401,
      body: { msg: 'login_again' },
    });
    const sessions = await k.ctx.db
      .selectFrom('customer_sessions')
      .select('token_hash')
      .where('customer_id', '=', await customerIdOf(k, first.account))
      .execute();
    expect(sessions).toEqual([]);
  });

  it('refuses sign-in to one account after ten failures from several addresses, even with the right password, until the window passes', async () => {
    const { account } = await k.signUp();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await loginFrom(`10.0.0.${i + 1}`, account, `wrong-${i}`);
      expect(wrong.body.msg).toBe('wrong_account_or_password');
    }
    const before = await tableCounts(k);
    const locked = await loginFrom('10.0.1.1', account, 'secret12');
    expect(locked.body).toMatchObject({ status: 0, msg: 'sign_in_attempts_exceeded' });
    expect(await tableCounts(k)).toEqual(before);
    // Another account is not affected.
    const neighbour = await k.signUp();
    expect((await loginFrom('10.0.1.1', neighbour.account, 'secret12')).body.status).toBe(1);
    clock.advance(15 * 60_000 + 1_000);
    expect((await loginFrom('10.0.1.2', account, 'secret12')).body.status).toBe(1);
  });

  it('answers an unknown account exactly as a known one once its attempts are used up', async () => {
    const unknown = '0799999999';
    for (let i = 0; i < 10; i += 1) {
      expect((await loginFrom(`10.0.2.${i + 1}`, unknown, 'whatever1')).body.msg).toBe(
        'wrong_account_or_password',
      );
    }
    expect((await loginFrom('10.0.3.1', unknown, 'whatever1')).body.msg).toBe(
      'sign_in_attempts_exceeded',
    );
    const rows = () =>
      k.ctx.db
        .selectFrom('sign_in_failures')
        .select('account')
        .where('account', '=', unknown)
        .execute();
    expect(await rows()).toHaveLength(1);
    clock.advance(15 * 60_000 + 1_000);
    // Once its window has run out, the job forgets the count.
    expect((await runAllJobs(k.ctx))['sign-in-failures']).toBeGreaterThanOrEqual(1);
    expect(await rows()).toEqual([]);
  });

  it('starts counting again after a successful sign-in', async () => {
    const { account } = await k.signUp();
    for (let i = 0; i < 9; i += 1) await loginFrom('10.0.4.1', account, 'wrong-pass');
    expect((await loginFrom('10.0.4.2', account, 'secret12')).body.status).toBe(1);
    for (let i = 0; i < 9; i += 1) {
      expect((await loginFrom('10.0.4.3', account, 'wrong-pass')).body.msg).toBe(
        'wrong_account_or_password',
      );
    }
    expect((await loginFrom('10.0.4.4', account, 'secret12')).body.status).toBe(1);
  });

  it('counts wrong original passwords on the change-password screen with the sign-in failures of the account', async () => {
    const { account, headers } = await k.signUp();
    const change = (old: string) =>
      k.post(
        '/user/loginpassword',
        { oldpassword: old, password: 'newpass1', repassword: 'newpass1' },
        headers,
      );
    for (let i = 0; i < 5; i += 1) {
      expect((await change('wrong-old')).body.msg).toBe('original_password_wrong');
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await loginFrom(`10.0.5.${i + 1}`, account, 'wrong-pass')).body.msg).toBe(
        'wrong_account_or_password',
      );
    }
    expect((await change('secret12')).body.msg).toBe('sign_in_attempts_exceeded');
    expect((await loginFrom('10.0.5.9', account, 'secret12')).body.msg).toBe(
      'sign_in_attempts_exceeded',
    );
    clock.advance(15 * 60_000 + 1_000);
    expect((await change('secret12')).body.msg).toBe('modify_success');
  });

  it('keeps copy-trading issuer accounts out of the numbers customers register', async () => {
    // Before the fix, issuers were numbered 8000000001, 8000000002… in the customers' space.
    for (const account of ['8000000001', '8000000002']) await k.signUp(account);
    const staff = await staffToken(k, 'auth-desk');
    for (let i = 0; i < 3; i += 1) {
      const created = await staffCall(k, staff, 'POST', '/products', {
        name: { jp: `商品${i}`, cn: `产品${i}`, us: `Product ${i}` },
        issuer_name: 'Kabuto Quant Desk',
        type: 'jpy',
        target_daily_bps: 10,
        min_investment: '10000',
        deadline: new Date(clock.now().getTime() + 30 * 86_400_000).toISOString(),
        lock_days: 7,
      });
      expect(created.body).toMatchObject({ status: 1, msg: 'add_success' });
    }
    const issuers = await k.ctx.db
      .selectFrom('products')
      .innerJoin('customers', 'customers.id', 'products.issuer_customer_id')
      .select('customers.account')
      .execute();
    expect(issuers).toHaveLength(3);
    for (const { account } of issuers) {
      expect(account).not.toMatch(/^\d{10}$/);
      // An issuer account cannot be registered.
      const reg = await k.post('/user/register', {
        account,
        password: 'secret12',
        repassword: 'secret12',
        agree: 1,
      });
      expect(reg.body.msg).toBe('account_format');
    }
  });
});

describe('sign-in work for unknown accounts', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    // Production's hashing cost, so that the hash dominates the time of a sign-in.
    k = await startTestKabuto({ passwordHashing: { memoryCost_kib: 19_456, timeCost: 2 } });
  });
  afterAll(() => k?.close());

  it('takes about as long to refuse an unknown account as a known one with a wrong password', async () => {
    const { account } = await k.signUp();
    // The work a refusal costs, as CPU time of this process (the hash runs on its thread pool):
    // wall time would also count whatever else the machine runs meanwhile.
    const time = async (who: string) => {
      const start = process.cpuUsage();
      const res = await k.post('/user/login', { account: who, password: 'wrong-pass' });
      expect(res.body.msg).toBe('wrong_account_or_password');
      const used = process.cpuUsage(start);
      return used.user + used.system;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, a few per account so the per-account throttle is not reached; medians.
    for (let i = 0; i < 8; i += 1) {
      known.push(await time(account));
      unknown.push(await time(`07${String(i).padStart(8, '0')}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Loose on purpose: before the fix the unknown account took a seventh of the time.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
  });
});
