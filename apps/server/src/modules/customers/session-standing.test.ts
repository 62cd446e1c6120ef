import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCache } from '../../db/fresh-cache.ts';
import { staffCall, staffToken } from '../../test/funding.ts';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';
import { sessionsChanged } from './service.ts';

/**
 * A session and the customer's standing are kept in memory for a moment (every request reads
 * them); a change made through the app must count from the very next request.
 */
describe('a signed-in customer whose standing changes', () => {
  let s: TradingSetup;
  let staff: string;
  beforeAll(async () => {
    s = await startTradingKabuto();
    staff = await staffToken(s.k, 'operator', ['admin']);
    s.market.set('7203', 2500);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const order = { code: '7203', num: '1', leverage: '1', price_type: 'market' };
  const status = (account: string, flags: Partial<Record<string, boolean>>) =>
    staffCall(s.k, staff, 'POST', `/customers/${account}/status`, {
      login_banned: false,
      funds_frozen: false,
      trade_barred: false,
      reason: 'test',
      ...flags,
    });

  it('is barred from trading, and let back, by staff from the next order on', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    expect((await k.post('/trade/buy', order, t.headers)).body.status).toBe(1);
    expect((await status(t.account, { trade_barred: true })).body.status).toBe(1);
    expect((await k.post('/trade/buy', order, t.headers)).body.msg).toBe('trade_barred');
    expect((await status(t.account, { trade_barred: false })).body.status).toBe(1);
    expect((await k.post('/trade/buy', order, t.headers)).body.status).toBe(1);
  });

  it('is signed out by a ban at once', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 0);
    expect((await k.post('/user/getUserinfo', {}, t.headers)).http).toBe(200);
    expect((await status(t.account, { login_banned: true })).body.status).toBe(1);
    expect((await k.post('/user/getUserinfo', {}, t.headers)).http).toBe(401);
  });

  it('trades as soon as the fund password is set', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 1_000_000);
    // Traders are made ready with a fund password; this one starts without.
    await k.ctx.db
      .updateTable('customers')
      .set({ fund_password_hash: null })
      .where('id', '=', t.id)
      .execute();
    sessionsChanged(k.ctx.db);
    expect((await k.post('/trade/buy', order, t.headers)).body.msg).toBe('fund_password_not_set');
    const set = await k.post(
      '/user/fundpassword',
      { password: '654321', repassword: '654321' },
      t.headers,
    );
    expect(set.body.status).toBe(1);
    // The first confirmation asks for the new fund password once (the session's unlock).
    expect((await k.postAsIs('/trade/buy', order, t.headers)).body.msg).toBe(
      'fund_password_unlock_required',
    );
    const unlock = await k.post('/user/unlock', { fund_password: '654321' }, t.headers);
    expect(unlock.body.msg).toBe('funds_unlocked');
    expect((await k.post('/trade/buy', order, t.headers)).body.status).toBe(1);
  });
});

describe('freshCache', () => {
  it('does not keep a read that a change overlapped', async () => {
    const s = await startTradingKabuto();
    try {
      const db = s.k.ctx.db;
      const cache = freshCache<string, number>('test', 60_000, 10);
      let loads = 0;
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const slow = cache.read(db, 'x', async () => {
        loads += 1;
        await gate;
        return 1;
      });
      cache.changed(db); // the change lands while the first read is under way
      release();
      expect(await slow).toBe(1);
      expect(await cache.read(db, 'x', async () => ((loads += 1), 2))).toBe(2);
      expect(await cache.read(db, 'x', async () => ((loads += 1), 3))).toBe(2);
      expect(loads).toBe(2);
    } finally {
      await s.k.close();
    }
  });
});
