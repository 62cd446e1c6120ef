/**
 * Staff sign-in (issue 16): two-factor is mandatory for staff, so a staff user without it gets a
 * session that can only set it up; a code is accepted once, a recovery code once, five wrong
 * codes lock the codes; passwords are at least 12 characters and not common; sessions last 12 h
 * and end on a role change; sign-ins and failed attempts are in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import { TEST_STAFF_PASSWORD, signInStaff } from '../../test/staff-auth.ts';
import { startTradingKabuto } from '../../test/trading.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { totpCodeAt } from '../../lib/totp.ts';
import { createStaff, setStaffRoles, staffPasswordProblem } from './service.ts';

const STEP = 30_000;

describe('staff two-factor sign-in and hygiene', () => {
  let k: TestKabuto;
  let clock: ManualClock;
  beforeAll(async () => {
    ({ k, clock } = await startTradingKabuto());
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  const post = async (url: string, body: object, token?: string) => {
    const res = await k.app.inject({
      method: 'POST',
      url: `/api/admin${url}`,
      payload: body,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    return {
      http: res.statusCode,
      body: res.json() as { status: number; msg: string; data: never },
    };
  };
  const me = async (token: string) =>
    (
      await k.app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  const newStaff = (username: string) =>
    createStaff(k.ctx.db, k.ctx.clock, k.ctx.config.passwordHashing, {
      username,
      password: TEST_STAFF_PASSWORD,
      roles: ['operator'],
    });
  const login = (username: string, otp?: string) =>
    post('/login', { username, password: TEST_STAFF_PASSWORD, ...(otp ? { otp } : {}) });
  const auditActions = async (username: string) =>
    (
      await k.ctx.db
        .selectFrom('audit_log')
        .select('action')
        .where('target', '=', `staff:${username}`)
        .orderBy('id')
        .execute()
    ).map((r) => r.action);

  it('gives a staff user without two-factor a session that can only set it up', async () => {
    await newStaff('tf-new');
    const first = await login('tf-new');
    expect(first.body).toMatchObject({
      status: 1,
      msg: 'otp_setup_required',
      data: { setup_only: true },
    });
    const token = (first.body.data as { token: string }).token;
    const meAnswer = await k.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(meAnswer.statusCode).toBe(403);
    expect(meAnswer.json()).toMatchObject({ status: 0, msg: 'otp_setup_required' });
    expect((await post('/totp/enable', { code: '123456' }, token)).body.msg).toBe(
      'staff_totp_not_started',
    );
    const setup = await post('/totp/setup', {}, token);
    const { secret, otpauth_uri, qr_svg } = setup.body.data as Record<string, string>;
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(qr_svg).toContain('<svg');
    const wrong = await totpCodeAt(secret!, new Date(clock.now().getTime() + 10 * STEP));
    expect((await post('/totp/enable', { code: wrong }, token)).body.msg).toBe('staff_otp_wrong');
    const code = await totpCodeAt(secret!, clock.now());
    const enabled = await post('/totp/enable', { code }, token);
    const codes = (enabled.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The setup-only session is now a full one.
    expect(await me(token)).toBe(200);
    expect((await post('/totp/setup', {}, token)).body.msg).toBe('staff_totp_already_on');
    // The secret and recovery codes are stored, the codes only as hashes.
    const row = await k.ctx.db
      .selectFrom('staff')
      .select(['totp_secret', 'totp_recovery_json'])
      .where('username', '=', 'tf-new')
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBe(secret);
    for (const c of codes) expect(row.totp_recovery_json).not.toContain(c);
  });

  it('asks for the code, accepts it once and refuses a used or old one, audited', async () => {
    await newStaff('tf-user');
    await signInStaff(k, 'tf-user');
    const secret = (
      await k.ctx.db
        .selectFrom('staff')
        .select('totp_secret')
        .where('username', '=', 'tf-user')
        .executeTakeFirstOrThrow()
    ).totp_secret!;
    clock.advance(STEP);
    expect((await login('tf-user')).body).toMatchObject({ status: 0, msg: 'otp_required' });
    const wrongPassword = await post('/login', { username: 'tf-user', password: 'x', otp: '1' });
    expect(wrongPassword.body.msg).toBe('wrong_account_or_password');
    const code = await totpCodeAt(secret, clock.now());
    const ok = await login('tf-user', code);
    expect(ok.body).toMatchObject({ status: 1, msg: 'login_success', data: { setup_only: false } });
    expect(await me((ok.body.data as { token: string }).token)).toBe(200);
    expect((await login('tf-user', code)).body.msg).toBe('staff_otp_wrong');
    const old = await totpCodeAt(secret, new Date(clock.now().getTime() - 5 * STEP));
    expect((await login('tf-user', old)).body.msg).toBe('staff_otp_wrong');
    expect(await auditActions('tf-user')).toEqual([
      'staff.sign_in_setup_only',
      'staff.totp_enable',
      'staff.sign_in_failed', // the wrong password
      'staff.sign_in',
      'staff.sign_in_failed', // the code used again
      'staff.sign_in_failed', // an old code
    ]);
  });

  it('takes each recovery code once', async () => {
    await newStaff('tf-recovery');
    const token = (await login('tf-recovery')).body.data as { token: string };
    const { secret } = (await post('/totp/setup', {}, token.token)).body.data as {
      secret: string;
    };
    const enabled = await post(
      '/totp/enable',
      { code: await totpCodeAt(secret, clock.now()) },
      token.token,
    );
    const [first] = (enabled.body.data as { recovery_codes: string[] }).recovery_codes;
    expect((await login('tf-recovery', first!.toLowerCase())).body.status).toBe(1);
    expect((await login('tf-recovery', first)).body.msg).toBe('staff_otp_wrong');
  });

  it('locks the codes after five wrong ones, even the right one, for fifteen minutes', async () => {
    await newStaff('tf-lock');
    await signInStaff(k, 'tf-lock');
    const secret = (
      await k.ctx.db
        .selectFrom('staff')
        .select('totp_secret')
        .where('username', '=', 'tf-lock')
        .executeTakeFirstOrThrow()
    ).totp_secret!;
    clock.advance(STEP);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await login('tf-lock', '000000')).body.msg);
    expect(answers).toEqual([...Array<string>(4).fill('staff_otp_wrong'), 'staff_otp_locked']);
    expect((await login('tf-lock', await totpCodeAt(secret, clock.now()))).body.msg).toBe(
      'staff_otp_locked',
    );
    clock.advance(15 * 60_000);
    expect((await login('tf-lock', await totpCodeAt(secret, clock.now()))).body.status).toBe(1);
  });

  it('ends a staff session after 12 hours and on a role change', async () => {
    await newStaff('tf-session');
    const token = await signInStaff(k, 'tf-session');
    expect(await me(token)).toBe(200);
    clock.advance(12 * 3_600_000);
    expect(await me(token)).toBe(401);
    const again = await signInStaff(k, 'tf-session');
    expect(await me(again)).toBe(200);
    await setStaffRoles(k.ctx.db, k.ctx.clock, {
      username: 'tf-session',
      roles: ['auditor'],
      actor: 'cli',
    });
    expect(await me(again)).toBe(401);
    expect((await auditActions('tf-session')).at(-1)).toBe('staff.roles');
  });

  it('refuses short and common staff passwords', async () => {
    expect(staffPasswordProblem('short-pass1')).toMatch(/12 characters/);
    expect(staffPasswordProblem('Password1234')).toMatch(/common/);
    expect(staffPasswordProblem('qwertyuiop123')).toMatch(/common/);
    expect(staffPasswordProblem('administrator!!')).toMatch(/common/);
    expect(staffPasswordProblem('cobalt-harbor-lantern')).toBeNull();
    await expect(
      createStaff(k.ctx.db, k.ctx.clock, k.ctx.config.passwordHashing, {
        username: 'tf-weak',
        password: 'password1234',
        roles: ['operator'],
      }),
    ).rejects.toThrow(/common/);
  });
});
