/**
 * Goal (issue 16, customer side): two-factor sign-in with an authenticator app (a code from the
 * secret signs in, a reused or wrong one is refused, a recovery code works once, codes are
 * rate-limited), the customer's sessions (listed, one or all others ended; a password or 2FA
 * change ends the others; idle ones end), and a site message on a sign-in from a new device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionList, TotpSetupData, UserInfo } from '@kabuto/shared/contracts/customers';
import { ManualClock } from '../../lib/clock.ts';
import { totpCodeAt } from '../../lib/totp.ts';
import { endIdleSessions } from './service.ts';
import { configureSetting, setting } from '../site/service.ts';
import { makeReady, customerIdOf } from '../../test/funding.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import {
  TEST_FUND_PASSWORD,
  checkLedgerAfterEach,
  nextAccount,
  startTestKabuto,
} from '../../test/kabuto.ts';

const PASSWORD = 'secret12';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36';
const MINUTE = 60_000;

let k: TestKabuto;
const clock = new ManualClock('2026-03-10T01:30:10Z');
beforeAll(async () => {
  k = await startTestKabuto({}, { clock });
});
afterAll(() => k?.close());
checkLedgerAfterEach(() => k);

type Headers = Record<string, string>;

async function login(account: string, extra: Record<string, string> = {}, ua = PHONE) {
  return k.postAsIs<{ token: string; offer_two_factor: boolean }>(
    '/user/login',
    { account, password: PASSWORD, ...extra },
    { 'user-agent': ua },
  );
}

async function signedIn(account: string, extra: Record<string, string> = {}, ua = PHONE) {
  const res = await login(account, extra, ua);
  expect(res.body).toMatchObject({ status: 1 });
  return { token: res.body.data.token, account } as Headers;
}

async function newCustomer(): Promise<{ account: string; headers: Headers }> {
  const account = nextAccount();
  const reg = await k.postAsIs('/user/register', {
    account,
    password: PASSWORD,
    repassword: PASSWORD,
    agree: 1,
  });
  expect(reg.body.status).toBe(1);
  return { account, headers: await signedIn(account) };
}

/** Turns two-factor on; answers the secret and the recovery codes. */
async function withTwoFactor(headers: Headers) {
  const setup = await k.postAsIs<TotpSetupData>('/user/totpsetup', {}, headers);
  expect(setup.body.status).toBe(1);
  const { secret } = setup.body.data;
  const code = await totpCodeAt(secret, clock.now());
  const enabled = await k.postAsIs<{ recovery_codes: string[] }>(
    '/user/totpenable',
    { code },
    headers,
  );
  expect(enabled.body).toMatchObject({ status: 1, msg: 'totp_enabled' });
  return { secret, recovery: enabled.body.data.recovery_codes };
}

const info = async (headers: Headers) =>
  (await k.postAsIs<UserInfo>('/user/getUserinfo', {}, headers)).body;
const sessions = async (headers: Headers) =>
  (await k.postAsIs<SessionList>('/user/sessions', {}, headers)).body.data.sessions;

describe('two-factor sign-in', () => {
  it('sets up with a secret, URI and QR code; a first code turns it on with ten recovery codes', async () => {
    const { account, headers } = await newCustomer();
    expect((await info(headers)).data.two_factor).toBe(false);
    const setup = await k.postAsIs<TotpSetupData>('/user/totpsetup', {}, headers);
    expect(setup.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data.otpauth_uri).toContain(`:${account}?`);
    expect(setup.body.data.qr_svg).toMatch(/^<svg/);
    // A wrong first code leaves it off.
    const right = await totpCodeAt(setup.body.data.secret, clock.now());
    const wrongCode = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await k.postAsIs('/user/totpenable', { code: wrongCode }, headers);
    expect(wrong.body.msg).toBe('otp_wrong');
    expect((await info(headers)).data.two_factor).toBe(false);
    const on = await k.postAsIs<{ recovery_codes: string[] }>(
      '/user/totpenable',
      { code: right },
      headers,
    );
    expect(on.body).toMatchObject({ status: 1, msg: 'totp_enabled' });
    expect(on.body.data.recovery_codes).toHaveLength(10);
    expect((await info(headers)).data.two_factor).toBe(true);
    // Only hashes are stored.
    const row = await k.ctx.db
      .selectFrom('customer_totp')
      .selectAll()
      .where('customer_id', '=', await customerIdOf(k, account))
      .executeTakeFirstOrThrow();
    expect(row.recovery_hashes).not.toContain(on.body.data.recovery_codes[0]!);
    expect(row.recovery_hashes.split(',')).toHaveLength(10);
    // While on, a new setup is refused.
    expect((await k.postAsIs('/user/totpsetup', {}, headers)).body.msg).toBe('totp_already_on');
  });

  it('asks for a code at sign-in; a code from the secret signs in, a reused or wrong one does not', async () => {
    const { account, headers } = await newCustomer();
    const { secret } = await withTwoFactor(headers);
    expect((await login(account)).body).toMatchObject({ status: 0, msg: 'otp_required' });
    // The code that turned it on was used in this time step: the same code is refused.
    const used = await totpCodeAt(secret, clock.now());
    expect((await login(account, { otp: used })).body.msg).toBe('otp_used');
    clock.advance(30_000);
    const code = await totpCodeAt(secret, clock.now());
    const ok = await login(account, { otp: code });
    expect(ok.body).toMatchObject({ status: 1, msg: 'login_success' });
    expect(
      (await k.postAsIs('/user/getUserinfo', {}, { token: ok.body.data.token, account })).http,
    ).toBe(200);
    // Replayed within its window: refused.
    expect((await login(account, { otp: code })).body.msg).toBe('otp_used');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    clock.advance(30_000);
    expect((await login(account, { otp: wrong })).body.msg).toBe('otp_wrong');
    // A wrong password is refused before any code is looked at.
    const bad = await k.postAsIs('/user/login', { account, password: 'nope1234', otp: code });
    expect(bad.body.msg).toBe('wrong_account_or_password');
  });

  it('takes a recovery code once', async () => {
    const { account, headers } = await newCustomer();
    const { recovery } = await withTwoFactor(headers);
    const first = await login(account, { otp: recovery[4]!.toLowerCase() });
    expect(first.body).toMatchObject({ status: 1 });
    expect((await login(account, { otp: recovery[4]! })).body.msg).toBe('otp_wrong');
    expect((await login(account, { otp: recovery[5]! })).body.status).toBe(1);
  });

  it('locks codes for fifteen minutes after five wrong ones, the right one included', async () => {
    const { account, headers } = await newCustomer();
    const { secret } = await withTwoFactor(headers);
    clock.advance(30_000);
    const right = await totpCodeAt(secret, clock.now());
    const wrong = String((Number(right) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i += 1)
      expect((await login(account, { otp: wrong })).body.msg).toBe('otp_wrong');
    expect((await login(account, { otp: wrong })).body.msg).toBe('otp_attempts_exceeded');
    expect((await login(account, { otp: right })).body.msg).toBe('otp_attempts_exceeded');
    clock.advance(15 * MINUTE);
    const later = await totpCodeAt(secret, clock.now());
    expect((await login(account, { otp: later })).body.status).toBe(1);
  });

  it('turns off with a code and the fund password; sign-in then needs no code', async () => {
    const { account, headers } = await newCustomer();
    await makeReady(k, await customerIdOf(k, account));
    const { secret } = await withTwoFactor(headers);
    clock.advance(30_000);
    const code = await totpCodeAt(secret, clock.now());
    const noPassword = await k.postAsIs(
      '/user/totpdisable',
      { code, fund_password: '999999' },
      headers,
    );
    expect(noPassword.body.msg).toBe('fund_password_wrong');
    const noCode = await k.postAsIs(
      '/user/totpdisable',
      { code: '', fund_password: TEST_FUND_PASSWORD },
      headers,
    );
    expect(noCode.body.msg).toBe('otp_required');
    const off = await k.postAsIs(
      '/user/totpdisable',
      { code, fund_password: TEST_FUND_PASSWORD },
      headers,
    );
    expect(off.body).toMatchObject({ status: 1, msg: 'totp_disabled' });
    expect((await info(headers)).data.two_factor).toBe(false);
    expect((await login(account)).body.status).toBe(1);
    expect(
      (await k.postAsIs('/user/totpdisable', { code, fund_password: TEST_FUND_PASSWORD }, headers))
        .body.msg,
    ).toBe('totp_not_on');
  });
});

describe('sessions and devices', () => {
  it('lists the sessions with device and times, and ends one or all others', async () => {
    const { account, headers: phone } = await newCustomer();
    clock.advance(2 * MINUTE);
    const laptop = await signedIn(account, {}, LAPTOP);
    const third = await signedIn(account, {}, LAPTOP);
    const list = await sessions(phone);
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const mine = list.find((s) => s.current)!;
    expect(mine.device).toBe('Safari · iPhone');
    expect(list.filter((s) => s.device === 'Chrome · Windows')).toHaveLength(2);
    expect(mine.first_seen < list.find((s) => !s.current)!.first_seen).toBe(true);
    // End the laptop's session by id: its token answers 401 at once.
    const laptopId = (await sessions(laptop)).find((s) => s.current)!.id;
    const ended = await k.postAsIs('/user/sessionend', { id: laptopId }, phone);
    expect(ended.body).toMatchObject({ status: 1, msg: 'session_ended' });
    expect((await k.postAsIs('/user/getUserinfo', {}, laptop)).http).toBe(401);
    expect((await k.postAsIs('/user/sessionend', { id: laptopId }, phone)).body.msg).toBe(
      'session_not_found',
    );
    // Another customer's session id is not found either.
    const other = await newCustomer();
    const otherId = (await sessions(other.headers))[0]!.id;
    expect((await k.postAsIs('/user/sessionend', { id: otherId }, phone)).body.msg).toBe(
      'session_not_found',
    );
    expect((await k.postAsIs('/user/getUserinfo', {}, other.headers)).http).toBe(200);
    // All others.
    expect((await k.postAsIs('/user/sessionend', { id: 'others' }, phone)).body.status).toBe(1);
    expect((await k.postAsIs('/user/getUserinfo', {}, third)).http).toBe(401);
    expect((await sessions(phone)).map((s) => s.current)).toEqual([true]);
  });

  it('ends every other session on a password change and on a two-factor change', async () => {
    const { account, headers } = await newCustomer();
    const other = await signedIn(account, {}, LAPTOP);
    const change = await k.postAsIs(
      '/user/loginpassword',
      { oldpassword: PASSWORD, password: 'newpass12', repassword: 'newpass12' },
      headers,
    );
    expect(change.body.status).toBe(1);
    expect((await k.postAsIs('/user/getUserinfo', {}, other)).http).toBe(401);
    expect((await k.postAsIs('/user/getUserinfo', {}, headers)).http).toBe(200);
    await k.postAsIs(
      '/user/loginpassword',
      { oldpassword: 'newpass12', password: PASSWORD, repassword: PASSWORD },
      headers,
    );
    const again = await signedIn(account, {}, LAPTOP);
    await withTwoFactor(headers);
    expect((await k.postAsIs('/user/getUserinfo', {}, again)).http).toBe(401);
    expect((await k.postAsIs('/user/getUserinfo', {}, headers)).http).toBe(200);
  });

  it('ends a session idle for longer than session_idle_minutes, and keeps a used one', async () => {
    const idleMinutes = async (value: string) =>
      configureSetting(k.ctx, 'session_idle_minutes', value, 'test');
    expect(await setting(k.ctx.db, 'session_idle_minutes')).toBe(14 * 24 * 60); // the default
    await idleMinutes('30');
    try {
      const { headers } = await newCustomer();
      const { account } = await newCustomer();
      const idle = await signedIn(account);
      const busy = await signedIn(account, {}, LAPTOP);
      for (let i = 0; i < 3; i += 1) {
        clock.advance(20 * MINUTE);
        expect((await k.postAsIs('/user/getUserinfo', {}, busy)).http).toBe(200);
        expect((await k.postAsIs('/user/getUserinfo', {}, headers)).http).toBe(200);
      }
      expect((await k.postAsIs('/user/getUserinfo', {}, idle)).http).toBe(401);
      expect((await k.postAsIs('/user/getUserinfo', {}, busy)).http).toBe(200);
      // The job ends the idle ones nobody asked with (the sign-up's session here).
      const rows = () => k.ctx.db.selectFrom('customer_sessions').select('token_hash').execute();
      const all = (await rows()).length;
      expect(await endIdleSessions(k.ctx, 30)).toBeGreaterThanOrEqual(1);
      expect((await rows()).length).toBeLessThan(all);
      expect(await sessions(busy)).toHaveLength(1);
      expect(await sessions(headers)).toHaveLength(1);
      // 0: sessions do not end idle.
      await idleMinutes('0');
      clock.advance(20 * 24 * 60 * MINUTE);
      expect((await k.postAsIs('/user/getUserinfo', {}, busy)).http).toBe(200);
      expect(await endIdleSessions(k.ctx, 0)).toBe(0);
    } finally {
      await idleMinutes(String(14 * 24 * 60));
    }
  });

  it('sends a site message on a sign-in from a new device, not the first nor a known one', async () => {
    const { account, headers } = await newCustomer();
    const count = async () =>
      (await k.postAsIs<{ kind: string; body: string }[]>('/user/messages', {}, headers)).body.data;
    const before = await count();
    await signedIn(account); // the same phone
    expect(await count()).toEqual(before);
    // A browser update of the same phone is the same device.
    await signedIn(account, {}, PHONE.replace(/17_4/g, '17_5').replace('17.4', '17.5'));
    expect(await count()).toEqual(before);
    await signedIn(account, {}, LAPTOP);
    const after = await count();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.kind).toBe('new_device_sign_in');
    expect(after[0]!.body).toContain('Chrome · Windows');
  });
});
