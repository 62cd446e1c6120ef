import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../../test/kabuto.ts';
import {
  checkLedgerAfterEach,
  nextAccount,
  startTestKabuto,
  tableCounts,
} from '../../test/kabuto.ts';
import { sessionsChanged } from './service.ts';

describe('registration (SPEC §5, §6)', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto();
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  const valid = () => ({
    account: nextAccount(),
    password: 'secret12',
    repassword: 'secret12',
    agree: '1',
  });

  it('registers a ten-digit mobile number and stores only an argon2id hash', async () => {
    const form = valid();
    const res = await k.post('/user/register', form);
    expect(res.body).toEqual({ status: 1, msg: 'register_success', data: null });
    const row = await k.ctx.db
      .selectFrom('customers')
      .selectAll()
      .where('account', '=', form.account)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('secret12');
    expect(row.invite_code).toMatch(/^[A-Z2-9]{6}$/);
    expect(row.kyc_status).toBe('none');
  });

  const refusals: [string, Record<string, string>, string][] = [
    ['an account that is not ten digits', { account: '090123456' }, 'account_format'],
    ['an account with letters', { account: '09012345a7' }, 'account_format'],
    ['an eleven-digit account', { account: '09012345678' }, 'account_format'],
    ['a missing account', { account: '' }, 'account_format'],
    ['a missing password', { password: '', repassword: '' }, 'password_required'],
    ['a short password', { password: 'abc', repassword: 'abc' }, 'password_format'],
    ['passwords that differ', { repassword: 'secret13' }, 'passwords_mismatch'],
    ['an unticked agreement', { agree: '0' }, 'agreement_required'],
    ['a missing agreement', { agree: '' }, 'agreement_required'],
    ['an invitation code nobody has', { invite: 'ZZZZZZ' }, 'inviter_not_found'],
  ];
  for (const [what, change, msg] of refusals) {
    it(`refuses ${what} with ${msg} and writes nothing`, async () => {
      const before = await tableCounts(k);
      const res = await k.post('/user/register', { ...valid(), ...change }, { lang: 'cn' });
      expect(res.http).toBe(200);
      expect(res.body).toEqual({ status: 0, msg, data: null });
      expect(await tableCounts(k)).toEqual(before);
    });
  }

  it('refuses an account that exists, and writes nothing', async () => {
    const form = valid();
    await k.post('/user/register', form);
    const before = await tableCounts(k);
    const res = await k.post('/user/register', form);
    expect(res.body.msg).toBe('account_exists');
    expect(await tableCounts(k)).toEqual(before);
  });

  it('records the inviter when the invitation code exists (any case)', async () => {
    const inviter = await k.signUp();
    const info = await k.post<{ invite_code: string }>('/user/getUserinfo', {}, inviter.headers);
    const form = { ...valid(), invite: info.body.data.invite_code.toLowerCase() };
    expect((await k.post('/user/register', form)).body.status).toBe(1);
    const row = await k.ctx.db
      .selectFrom('customers as c')
      .innerJoin('customers as i', 'i.id', 'c.inviter_id')
      .select('i.account')
      .where('c.account', '=', form.account)
      .executeTakeFirstOrThrow();
    expect(row.account).toBe(inviter.account);
  });

  it('creates exactly one customer when the same account registers ten times at once', async () => {
    const form = valid();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => k.post('/user/register', form)),
    );
    expect(results.filter((r) => r.body.status === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.msg === 'account_exists')).toHaveLength(9);
  });
});

describe('sign-in and sessions', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto();
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('signs in and answers a token for the token/account headers', async () => {
    const { headers } = await k.signUp();
    const info = await k.post('/user/getUserinfo', { type: 'jpy' }, headers);
    expect(info.http).toBe(200);
    expect(info.body.data).toMatchObject({
      account: headers.account,
      jpy: '0.00',
      usd: '0.00',
      cny: '0.00',
      jpyyjed: '0.00',
      is_verified: false,
      has_fund_password: false,
      time_zone: 'Asia/Tokyo',
      time_zone_chosen: false,
    });
  });

  it('keeps the time zone chosen on My Page, refuses an unknown one, and goes back to the default', async () => {
    const { headers } = await k.signUp();
    const zone = async () =>
      (
        await k.post<{ time_zone: string; time_zone_chosen: boolean }>(
          '/user/getUserinfo',
          {},
          headers,
        )
      ).body.data;
    const chosen = await k.post('/user/timezone', { time_zone: 'America/New_York' }, headers);
    expect(chosen.body).toMatchObject({
      status: 1,
      msg: 'modify_success',
      data: { time_zone: 'America/New_York' },
    });
    expect(await zone()).toEqual(
      expect.objectContaining({ time_zone: 'America/New_York', time_zone_chosen: true }),
    );
    for (const bad of ['Mars/Olympus', 'asia/tokyo', "x'; drop table customers; --"]) {
      const refused = await k.post('/user/timezone', { time_zone: bad }, headers);
      expect(refused.body).toMatchObject({ status: 0, msg: 'invalid_parameter' });
    }
    expect((await zone()).time_zone).toBe('America/New_York');
    await k.post('/user/timezone', { time_zone: '' }, headers);
    expect(await zone()).toEqual(
      expect.objectContaining({ time_zone: 'Asia/Tokyo', time_zone_chosen: false }),
    );
  });

  it('refuses a wrong password and an unknown account alike, writing no session', async () => {
    const { account } = await k.signUp();
    const before = await tableCounts(k);
    const wrong = await k.post('/user/login', { account, password: 'nope-nope' });
    const unknown = await k.post('/user/login', { account: nextAccount(), password: 'secret12' });
    expect(wrong.body).toEqual({ status: 0, msg: 'wrong_account_or_password', data: null });
    expect(unknown.body).toEqual({ status: 0, msg: 'wrong_account_or_password', data: null });
    expect((await k.post('/user/login', { account: '123', password: 'x' })).body.msg).toBe(
      'account_format',
    );
    expect(await tableCounts(k)).toEqual(before);
  });

  it('refuses a banned account with the contact-support message', async () => {
    const { account } = await k.signUp();
    await k.ctx.db
      .updateTable('customers')
      .set({ login_banned: 1 })
      .where('account', '=', account)
      .execute();
    sessionsChanged(k.ctx.db);
    const res = await k.post('/user/login', { account, password: 'secret12' });
    expect(res.body).toEqual({ status: 0, msg: 'account_banned', data: null });
  });

  it('lets a frozen account in with the frozen notice', async () => {
    const { account } = await k.signUp();
    await k.ctx.db
      .updateTable('customers')
      .set({ funds_frozen: 1 })
      .where('account', '=', account)
      .execute();
    sessionsChanged(k.ctx.db);
    const res = await k.post<{ notice: string }>('/user/login', { account, password: 'secret12' });
    expect(res.body.status).toBe(1);
    expect(res.body.data.notice).toBe('account_frozen');
  });

  it('answers HTTP 401 for a missing, unknown, mismatched or expired token', async () => {
    const { headers } = await k.signUp();
    const other = await k.signUp();
    const cases: Record<string, string>[] = [
      {},
      { token: 'not-a-token' },
      { token: headers.token!, account: other.account },
    ];
    for (const h of cases) {
      const res = await k.post('/user/getUserinfo', {}, h);
      expect(res.http).toBe(401);
      expect(res.body).toEqual({ status: 0, msg: 'login_again', data: null });
    }
    await k.ctx.db
      .updateTable('customer_sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    sessionsChanged(k.ctx.db);
    expect((await k.post('/user/getUserinfo', {}, headers)).http).toBe(401);
  });

  it('ends the session on logout', async () => {
    const { headers } = await k.signUp();
    expect((await k.post('/user/logout', {}, headers)).body.msg).toBe('logout_success');
    expect((await k.post('/user/getUserinfo', {}, headers)).http).toBe(401);
  });
});

describe('rate limits on sign-up and sign-in', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto({ authRateLimit: { max: 3, window_ms: 60_000 } });
  });
  afterAll(() => k?.close());

  it('answers "submitted too frequently" past the limit, and writes nothing', async () => {
    const attempts = [];
    for (let i = 0; i < 5; i += 1)
      attempts.push(await k.post('/user/login', { account: '0900000009', password: 'x12345' }));
    expect(attempts.slice(0, 3).every((a) => a.body.msg === 'wrong_account_or_password')).toBe(
      true,
    );
    expect(attempts[3]!.http).toBe(429);
    expect(attempts[3]!.body).toEqual({ status: 0, msg: 'submitted_too_frequently', data: null });
    const before = await tableCounts(k);
    for (let i = 0; i < 4; i += 1) {
      const form = {
        account: nextAccount(),
        password: 'secret12',
        repassword: 'secret12',
        agree: '1',
      };
      await k.post('/user/register', form);
    }
    const last = await k.post('/user/register', {
      account: nextAccount(),
      password: 'secret12',
      repassword: 'secret12',
      agree: '1',
    });
    expect(last.body.msg).toBe('submitted_too_frequently');
    expect((await tableCounts(k)).customers).toBe((before.customers ?? 0) + 3);
  });
});
