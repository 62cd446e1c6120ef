import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '@kabuto/shared/money';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto, tableCounts } from '../../test/kabuto.ts';
import { customerIdOf, fund, makeReady, unlockFunds } from '../../test/funding.ts';
import { sessionsChanged } from '../customers/service.ts';

const clock = new ManualClock('2026-03-10T03:00:00Z');

describe('currency exchange', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto({}, { clock });
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('quotes every ordered pair of the nine currencies, and refuses a currency to itself', async () => {
    const { headers } = await k.signUp();
    let pairs = 0;
    for (const from of CURRENCIES) {
      for (const to of CURRENCIES) {
        const res = await k.post<{ rate: string; received: string; spread_bps: number }>(
          '/user/exchangequote',
          { from, to, money: '1000' },
          headers,
        );
        if (from === to) {
          expect(res.body.msg).toBe('same_currency');
          continue;
        }
        expect(res.body.status, `${from}->${to}`).toBe(1);
        expect(Number(res.body.data.rate)).toBeGreaterThan(0);
        expect(res.body.data.spread_bps).toBe(50);
        pairs += 1;
      }
    }
    expect(pairs).toBe(72);
    expect(
      (await k.post('/user/exchangequote', { from: 'EUR', to: 'JPY', money: '10' }, headers)).body
        .msg,
    ).toBe('invalid_parameter');
  });

  it('moves both legs in one balanced transfer through the house FX account, at the quoted rate', async () => {
    const { account, headers } = await k.signUp();
    const id = await customerIdOf(k, account);
    await makeReady(k, id); // an exchange asks for the fund-password unlock
    await fund(k, id, 'USD', 100_000); // $1,000.00
    const quote = await k.post<{ rate: string; received: string; mid_rate: string }>(
      '/user/exchangequote',
      { from: 'USD', to: 'JPY', money: '100' },
      headers,
    );
    expect(Number(quote.body.data.rate)).toBeCloseTo(Number(quote.body.data.mid_rate) * 0.995, 4);
    const done = await k.post<{ received: string; transfer_id: number }>(
      '/user/exchange',
      { from: 'USD', to: 'JPY', money: '100', nonce: 'x1' },
      headers,
    );
    expect(done.body).toMatchObject({ status: 1, msg: 'exchange_success' });
    expect(done.body.data.received).toBe(quote.body.data.received);
    const postings = await k.ctx.db
      .selectFrom('ledger_postings')
      .select(['currency', 'amount'])
      .where('transfer_id', '=', done.body.data.transfer_id)
      .execute();
    expect(postings).toHaveLength(4);
    const info = await k.post<{ usd: string; jpy: string }>('/user/getUserinfo', {}, headers);
    expect(info.body.data.usd).toBe('900.00');
    expect(info.body.data.jpy).toBe(done.body.data.received);
    const again = await k.post(
      '/user/exchange',
      { from: 'USD', to: 'JPY', money: '100', nonce: 'x1' },
      headers,
    );
    expect(again.body.data).toEqual(done.body.data);
    expect((await k.post<{ usd: string }>('/user/getUserinfo', {}, headers)).body.data.usd).toBe(
      '900.00',
    );
    const wallets = await k.post<{ currency: string }[]>('/user/wallets', {}, headers);
    expect(wallets.body.data.map((w) => w.currency)).toEqual(['JPY', 'USD']);
  });

  it('refuses what the balance does not cover, and frozen accounts, writing nothing', async () => {
    const { account, headers } = await k.signUp();
    const id = await customerIdOf(k, account);
    await makeReady(k, id); // an exchange asks for the fund-password unlock
    await fund(k, id, 'CNY', 10_000);
    const before = await tableCounts(k);
    expect(
      (await k.post('/user/exchange', { from: 'CNY', to: 'USD', money: '100.01' }, headers)).body
        .msg,
    ).toBe('balance_insufficient');
    expect(
      (await k.post('/user/exchange', { from: 'CNY', to: 'CNY', money: '1' }, headers)).body.msg,
    ).toBe('same_currency');
    expect(
      (await k.post('/user/exchange', { from: 'CNY', to: 'USD', money: '' }, headers)).body.msg,
    ).toBe('amount_required');
    await k.ctx.db.updateTable('customers').set({ funds_frozen: 1 }).where('id', '=', id).execute();
    sessionsChanged(k.ctx.db);
    expect(
      (await k.post('/user/exchange', { from: 'CNY', to: 'USD', money: '1' }, headers)).body.msg,
    ).toBe('account_frozen');
    expect(await tableCounts(k)).toEqual(before);
  });

  it('accepts at most 10 of 50 simultaneous exchanges when the balance covers 10', async () => {
    const { account, headers } = await k.signUp();
    const id = await customerIdOf(k, account);
    await makeReady(k, id); // an exchange asks for the fund-password unlock
    await fund(k, id, 'JPY', 100_000);
    await unlockFunds(k, headers);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        k.post('/user/exchange', { from: 'JPY', to: 'USD', money: '10000' }, headers),
      ),
    );
    const accepted = results.filter((r) => r.body.status === 1).length;
    expect(accepted).toBeLessThanOrEqual(10);
    expect(accepted).toBeGreaterThan(0);
    for (const r of results.filter((x) => x.body.status !== 1))
      expect(r.body.msg).toBe('balance_insufficient');
    const cash = await k.ctx.ledger.balance(k.ctx.db, {
      customerId: id,
      purpose: 'cash',
      currency: 'JPY',
    });
    expect(cash).toBe(100_000 - accepted * 10_000);
    expect(cash).toBeGreaterThanOrEqual(0);
  });

  it('refuses an amount whose proceeds are too large to count, with a message and writing nothing', async () => {
    const { account, headers } = await k.signUp();
    await makeReady(k, await customerIdOf(k, account));
    await unlockFunds(k, headers);
    const before = await tableCounts(k);
    // Above the limit of one operation, and about 26,000 dong to the dollar: the proceeds would be
    // more dong than an amount can hold exactly.
    const huge = { from: 'USD', to: 'VND', money: '999999999999.99' };
    const quote = await k.post('/user/exchangequote', huge, headers);
    expect(quote).toMatchObject({ http: 200, body: { status: 0, msg: 'amount_too_large' } });
    const res = await k.post('/user/exchange', { ...huge, nonce: 'huge1' }, headers);
    expect(res).toMatchObject({ http: 200, body: { status: 0, msg: 'amount_too_large' } });
    expect(await tableCounts(k)).toEqual(before);
  });
});
