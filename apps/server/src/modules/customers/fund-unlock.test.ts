/**
 * Goal (issue 14, item 10): every money-committing confirmation asks for the fund password, with
 * an unlock that lasts `fund_unlock_minutes` (15) minutes per session. Refused confirmations write
 * nothing; wrong passwords count toward the fund-password lock; the unlock ends when it runs out,
 * when the customer locks, signs out or changes a password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUND_UNLOCK_ROUTES } from '@kabuto/shared/fund-unlock';
import type { FundUnlock } from '@kabuto/shared/contracts/customers';
import { TEST_FUND_PASSWORD, checkLedgerAfterEach, tableCounts } from '../../test/kabuto.ts';
import { staffCall, staffToken, unlockFunds } from '../../test/funding.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

const MINUTE = 60_000;
const ORDER = { code: '7203', num: '1', leverage: '1', price_type: 'market' };
const TABLES = [
  'customers',
  'customer_sessions',
  'ledger_transfers',
  'ledger_postings',
  'audit_log',
  'review_items',
  'orders',
  'positions',
  'idempotency_keys',
] as const;

let s: TradingSetup;
beforeAll(async () => {
  s = await startTradingKabuto();
  s.market.set('7203', 2500);
});
afterAll(() => s?.k.close());
checkLedgerAfterEach(() => s?.k);

const buy = (headers: Record<string, string>) => s.k.postAsIs('/trade/buy', ORDER, headers);
const status = async (headers: Record<string, string>) =>
  (await s.k.postAsIs<FundUnlock>('/user/unlockstatus', {}, headers)).body.data;

describe('a money-committing confirmation without the unlock', () => {
  const routes = Object.entries(FUND_UNLOCK_ROUTES);

  it.each(routes)('%s is refused before anything is written', async (route) => {
    const t = await trader(s.k, 'JPY', 1_000_000);
    const before = await tableCounts(s.k, TABLES);
    const res = await s.k.postAsIs(`/${route}`, { id: 1, num: '1', money: '1000' }, t.headers);
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ status: 0, msg: 'fund_password_unlock_required' });
    expect(await tableCounts(s.k, TABLES)).toEqual(before);
  });

  it.each(routes)('%s asks to set a fund password when there is none', async (route) => {
    const { headers } = await s.k.signUp();
    const before = await tableCounts(s.k, TABLES);
    const res = await s.k.postAsIs(`/${route}`, {}, headers);
    // Identity first where the command asks for it (the standing order), then the password.
    const standing = FUND_UNLOCK_ROUTES[route as keyof typeof FUND_UNLOCK_ROUTES];
    const expected = standing === 'trade' || standing === 'draw' ? 'kyc_required' : null;
    expect(res.body.msg).toBe(expected ?? 'fund_password_not_set');
    expect(await tableCounts(s.k, TABLES)).toEqual(before);
  });

  it('is documented on every one of the routes, and only on them', async () => {
    const doc = (await s.k.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post?: { description?: string } }>;
    };
    const marked = Object.entries(doc.paths)
      .filter(([, op]) => op.post?.description?.includes('fund_password_unlock_required'))
      .map(([path]) => path.replace('/api/vue/', ''))
      .sort();
    expect(marked).toEqual(Object.keys(FUND_UNLOCK_ROUTES).sort());
  });

  it('tells a restricted account why before asking for the password', async () => {
    const t = await trader(s.k, 'JPY', 1_000_000);
    const staff = await staffToken(s.k, 'unlock-operator', ['admin']);
    await staffCall(s.k, staff, 'POST', `/customers/${t.account}/status`, {
      login_banned: false,
      funds_frozen: true,
      trade_barred: false,
      reason: 'test',
    });
    expect((await buy(t.headers)).body.msg).toBe('account_frozen');
    expect((await s.k.postAsIs('/trade/sell', { id: 1 }, t.headers)).body.msg).toBe(
      'fund_password_unlock_required',
    );
  });
});

describe('the unlock', () => {
  it('lets the session confirm for 15 minutes, then asks again', async () => {
    const t = await trader(s.k, 'JPY', 1_000_000);
    expect(await status(t.headers)).toEqual({
      unlocked_until: null,
      minutes: 15,
      has_fund_password: true,
    });
    const start = s.clock.now().getTime();
    const unlock = await s.k.postAsIs<FundUnlock>(
      '/user/unlock',
      { fund_password: TEST_FUND_PASSWORD },
      t.headers,
    );
    expect(unlock.body).toMatchObject({ status: 1, msg: 'funds_unlocked' });
    expect(unlock.body.data.unlocked_until).toBe(new Date(start + 15 * MINUTE).toISOString());
    expect((await buy(t.headers)).body.status).toBe(1);
    s.clock.advance(15 * MINUTE - 1);
    expect((await buy(t.headers)).body.status).toBe(1);
    s.clock.advance(1);
    expect((await buy(t.headers)).body.msg).toBe('fund_password_unlock_required');
    expect((await status(t.headers)).unlocked_until).toBeNull();
  });

  it('counts wrong passwords toward the fund-password lock', async () => {
    const t = await trader(s.k, 'JPY', 1_000_000);
    const unlock = (fund_password: string) =>
      s.k.postAsIs('/user/unlock', { fund_password }, t.headers);
    expect((await unlock('')).body.msg).toBe('fund_password_required');
    for (let i = 0; i < 4; i += 1) {
      expect((await unlock('000000')).body.msg).toBe('fund_password_wrong');
    }
    expect((await unlock('000000')).body.msg).toBe('fund_password_locked');
    // Locked: even the right password unlocks nothing, and withdrawals are locked alike.
    expect((await unlock(TEST_FUND_PASSWORD)).body.msg).toBe('fund_password_locked');
    expect((await buy(t.headers)).body.msg).toBe('fund_password_unlock_required');
    s.clock.advance(15 * MINUTE);
    expect((await unlock(TEST_FUND_PASSWORD)).body.msg).toBe('funds_unlocked');
    expect((await buy(t.headers)).body.status).toBe(1);
  });

  it('is refused without a fund password, and says so in the status', async () => {
    const { headers } = await s.k.signUp();
    const res = await s.k.postAsIs('/user/unlock', { fund_password: '123456' }, headers);
    expect(res.body.msg).toBe('fund_password_not_set');
    expect((await status(headers)).has_fund_password).toBe(false);
  });

  it('belongs to one session: locking it or signing out ends it there only', async () => {
    const t = await trader(s.k, 'JPY', 1_000_000);
    const login = await s.k.postAsIs<{ token: string }>('/user/login', {
      account: t.account,
      password: 'secret12',
    });
    const other = { token: login.body.data.token, account: t.account };
    await unlockFunds(s.k, t.headers);
    await unlockFunds(s.k, other);
    const lock = await s.k.postAsIs<FundUnlock>('/user/lock', {}, t.headers);
    expect(lock.body).toMatchObject({ status: 1, msg: 'funds_locked' });
    expect(lock.body.data.unlocked_until).toBeNull();
    expect((await buy(t.headers)).body.msg).toBe('fund_password_unlock_required');
    expect((await buy(other)).body.status).toBe(1);
    expect((await s.k.postAsIs('/user/logout', {}, other)).body.status).toBe(1);
    const again = await s.k.postAsIs<{ token: string }>('/user/login', {
      account: t.account,
      password: 'secret12',
    });
    const fresh = { token: again.body.data.token, account: t.account };
    expect((await buy(fresh)).body.msg).toBe('fund_password_unlock_required');
  });

  it('ends when the login password or the fund password changes', async () => {
    const t = await trader(s.k, 'JPY', 1_000_000);
    await unlockFunds(s.k, t.headers);
    const changed = await s.k.postAsIs(
      '/user/loginpassword',
      { oldpassword: 'secret12', password: 'secret34', repassword: 'secret34' },
      t.headers,
    );
    expect(changed.body.status).toBe(1);
    expect((await buy(t.headers)).body.msg).toBe('fund_password_unlock_required');
    await unlockFunds(s.k, t.headers);
    const fund = await s.k.postAsIs(
      '/user/fundpassword',
      { oldpassword: TEST_FUND_PASSWORD, password: '654321', repassword: '654321' },
      t.headers,
    );
    expect(fund.body.status).toBe(1);
    expect((await buy(t.headers)).body.msg).toBe('fund_password_unlock_required');
    const old = await s.k.postAsIs(
      '/user/unlock',
      { fund_password: TEST_FUND_PASSWORD },
      t.headers,
    );
    expect(old.body.msg).toBe('fund_password_wrong');
    const unlocked = await s.k.postAsIs('/user/unlock', { fund_password: '654321' }, t.headers);
    expect(unlocked.body.msg).toBe('funds_unlocked');
    expect((await buy(t.headers)).body.status).toBe(1);
  });

  it('holds under parallel requests: no order slips through, wrong tries all count', async () => {
    const t = await trader(s.k, 'JPY', 1_000_000);
    const before = await tableCounts(s.k, TABLES);
    const refused = await Promise.all(Array.from({ length: 8 }, () => buy(t.headers)));
    expect(new Set(refused.map((r) => r.body.msg))).toEqual(
      new Set(['fund_password_unlock_required']),
    );
    expect(await tableCounts(s.k, TABLES)).toEqual(before);
    const wrong = await Promise.all(
      Array.from({ length: 8 }, () =>
        s.k.postAsIs('/user/unlock', { fund_password: '000000' }, t.headers),
      ),
    );
    const msgs = wrong.map((r) => r.body.msg).sort();
    expect(msgs.filter((m) => m === 'fund_password_wrong')).toHaveLength(4);
    expect(msgs.filter((m) => m === 'fund_password_locked')).toHaveLength(4);
    s.clock.advance(15 * MINUTE);
    // Unlocks and orders side by side: every order is either refused or placed, never an error.
    const mixed = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        s.k.postAsIs('/user/unlock', { fund_password: TEST_FUND_PASSWORD }, t.headers),
      ),
      ...Array.from({ length: 4 }, () => buy(t.headers)),
    ]);
    for (const r of mixed) expect(r.http).toBe(200);
    for (const r of mixed.slice(0, 4)) expect(r.body.msg).toBe('funds_unlocked');
    for (const r of mixed.slice(4)) {
      expect(['purchase_success', 'fund_password_unlock_required']).toContain(r.body.msg);
    }
    expect((await buy(t.headers)).body.status).toBe(1);
  });
});
