import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAllJobs } from '../../jobs.ts';
import { checkLedgerAfterEach, tableCounts } from '../../test/kabuto.ts';
import { staffCall, staffToken } from '../../test/funding.ts';
import { approvedBlock } from '../../test/products.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

const HOUR = 3_600_000;

describe('block trades', () => {
  let s: TradingSetup;
  let staff: string;
  beforeAll(async () => {
    s = await startTradingKabuto();
    staff = await staffToken(s.k);
    s.market.set('6758', 3000);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  async function offer(withKey: boolean) {
    return approvedBlock(s.k, {
      code: '6758',
      price: 2800,
      min_lots: 100,
      total_lots: 1_000,
      deadline: new Date(s.clock.now().getTime() + 4 * HOUR).toISOString(),
      lock_days: 30,
      with_key: withKey,
    });
  }

  it('sells a block without a key: frozen as a credit row, then a locked position at the deadline', async () => {
    const { k, clock } = s;
    const o = await offer(false);
    const t = await trader(k, 'JPY', 1_000_000);
    const before = await tableCounts(k);
    expect(
      (await k.post('/trade/dzbuy', { id: o.id, num: '50', fund_password: '123456' }, t.headers))
        .body,
    ).toMatchObject({ msg: 'lots_below_minimum', params: { min: 100 } });
    expect(
      (await k.post('/trade/dzbuy', { id: o.id, num: '200', fund_password: '999999' }, t.headers))
        .body.msg,
    ).toBe('fund_password_wrong');
    expect(
      (await k.post('/trade/dzbuy', { id: o.id, num: '', fund_password: '123456' }, t.headers)).body
        .msg,
    ).toBe('lots_required');
    expect((await tableCounts(k)).ledger_transfers).toBe(before.ledger_transfers);
    const buy = await k.post(
      '/trade/dzbuy',
      { id: o.id, num: '200', fund_password: '123456' },
      t.headers,
    );
    expect(buy.body.msg).toBe('placement_requested');
    expect(await t.cash()).toBe(1_000_000 - 560_000);
    const credits = await k.post<{ status: number; credit: string }[]>(
      '/trade/ustockslist',
      { type: 'jpy' },
      t.headers,
    );
    expect(credits.body.data[0]).toMatchObject({ status: 0, credit: '560000.00' });
    clock.advance(5 * HOUR);
    expect(
      (await k.post('/trade/dzbuy', { id: o.id, num: '100', fund_password: '123456' }, t.headers))
        .body.msg,
    ).toBe('block_trade_closed');
    expect((await runAllJobs(k.ctx))['block-allocation']).toBe(1);
    expect((await runAllJobs(k.ctx))['block-allocation']).toBe(0);
    const held = await k.post<{ id: number; code: string; stock_num: number; buy_price: string }[]>(
      '/trade/userstocklist',
      { type: 'jpy' },
      t.headers,
    );
    expect(held.body.data[0]).toMatchObject({ code: '6758', stock_num: 200, buy_price: '2800.00' });
    expect(
      (await k.post<{ status: number }[]>('/trade/ustockslist', { type: 'jpy' }, t.headers)).body
        .data[0]!.status,
    ).toBe(1);
    // The allocation is confirmed as a trade: the offer's price, no fee, the credit paid.
    const confirmations = await k.post<Record<string, unknown>[]>(
      '/trade/confirmations',
      {},
      t.headers,
    );
    expect(confirmations.body.data).toHaveLength(1);
    const confirmed = confirmations.body.data[0]!;
    expect(confirmed).toMatchObject({
      code: '6758',
      side: 'buy',
      action: 'open',
      reason: 'block_allocation',
      quantity: 200,
      price: '2800.00',
      gross: '560000.00',
      fee: '0.00',
      margin: '560000.00',
      settlement: '-560000.00',
    });
    for (const [lang, source] of [
      ['us', 'Block trade allocation'],
      ['jp', 'ブロック取引の割当'],
      ['cn', '大宗交易配售'],
    ] as const) {
      const csv = await k.app.inject({
        method: 'POST',
        url: '/api/vue/user/statement',
        headers: { ...t.headers, lang },
        payload: { id: String(confirmed.id), kind: 'confirmation', format: 'csv' },
      });
      expect(csv.rawPayload.toString('utf8')).toContain(source);
    }
    const close = await k.post('/trade/sell', { id: held.body.data[0]!.id }, t.headers);
    expect(close.body.msg).toBe('position_locked');
    // The lock's end is an instant the app writes in the customer's zone, not a UTC day.
    expect(String(close.body.params?.until)).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
    );
  });

  it('refuses an offer whose lots are worth more than money can hold, and keeps listing the others', async () => {
    const { k } = s;
    const before = await tableCounts(k, ['block_offers', 'audit_log']);
    // Huge prices already fail the price rules; a huge lot count fails the money check.
    for (const [price, lots, msg] of [
      [9_999_999_999_999.99, 1_000, 'price_too_precise'],
      [1e15, 100, 'price_too_precise'],
      [2_800, 2 ** 52, 'invalid_parameter'],
    ] as const) {
      const res = await staffCall(k, staff, 'POST', '/blocks', {
        code: '6758',
        price,
        min_lots: 100,
        total_lots: lots,
        deadline: new Date(s.clock.now().getTime() + 4 * HOUR).toISOString(),
        lock_days: 30,
      });
      expect(res).toMatchObject({ http: 200, body: { status: 0, msg } });
    }
    expect(await tableCounts(k, ['block_offers', 'audit_log'])).toEqual(before);
    expect((await staffCall(k, staff, 'GET', '/blocks')).body.status).toBe(1);
    const t = await trader(k, 'JPY', 0);
    expect((await k.post('/trade/dzlist', { type: 'jpy' }, t.headers)).body.status).toBe(1);
  });

  it('asks for the key delivered in the app, and refuses a wrong one', async () => {
    const { k } = s;
    const o = await offer(true);
    expect(o.needs_key).toBe(true);
    const t = await trader(k, 'JPY', 1_000_000);
    expect(
      (await k.post('/trade/dzbuy', { id: o.id, num: '100', fund_password: '123456' }, t.headers))
        .body.msg,
    ).toBe('channel_password_required');
    expect(
      (
        await k.post(
          '/trade/dzbuy',
          { id: o.id, num: '100', key: 'WRONGKEY', fund_password: '123456' },
          t.headers,
        )
      ).body.msg,
    ).toBe('key_mismatch');
    await staffCall(k, staff, 'POST', `/blocks/${o.id}/key`, { account: t.account });
    const messages = await k.post<{ kind: string; body: string; params: Record<string, string> }[]>(
      '/user/messages',
      {},
      { ...t.headers, lang: 'us' },
    );
    // The deadline is the offer's instant, shown by the app in the reader's time zone.
    expect(messages.body.data[0]!.body).toContain('(deadline {{deadline}})');
    expect(messages.body.data[0]!.params.deadline).toBe(
      (
        await k.post<{ id: number; deadline: string }[]>(
          '/trade/dzlist',
          { type: 'jpy' },
          t.headers,
        )
      ).body.data.find((x) => x.id === o.id)!.deadline,
    );
    const key = /access key for the 6758 block trade is (\w+)/.exec(
      messages.body.data[0]!.body,
    )![1]!;
    const ok = await k.post(
      '/trade/dzbuy',
      { id: o.id, num: '100', key: key.toLowerCase(), fund_password: '123456' },
      t.headers,
    );
    expect(ok.body.msg).toBe('placement_requested');
    const rest = await k.post(
      '/trade/dzbuy',
      { id: o.id, num: '901', key, fund_password: '123456' },
      t.headers,
    );
    expect(rest.body.msg).toBe('fundraising_insufficient');
  });
});

describe('share lending', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
    s.market.set('4592', 300);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  it('lends shares for a daily fee, lets short sellers borrow them, and recalls them', async () => {
    const { k, clock, market } = s;
    const pool = await (
      await import('../lending/service.ts')
    ).lendableShares(k.ctx, k.ctx.db, '4592');
    const lender = await trader(k, 'JPY', 10_000_000);
    const buy = await k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '4592', num: '10000', leverage: '1' },
      lender.headers,
    );
    const loan = await k.post<{ id: number; quantity: number }>(
      '/trade/lend',
      { id: buy.body.data.position_id, num: '10000' },
      lender.headers,
    );
    expect(loan.body.data.quantity).toBe(10_000);
    expect(
      (await k.post('/trade/lend', { id: buy.body.data.position_id, num: '1' }, lender.headers))
        .body.msg,
    ).toBe('lending_over_holding');

    const shorter = await trader(k, 'JPY', 100_000_000);
    const tooMany = await k.post(
      '/trade/buy',
      { code: '4592', num: String(pool + 10_001), direction: 'short', leverage: '1' },
      shorter.headers,
    );
    expect(tooMany.body.msg).toBe('short_unavailable');
    const ok = await k.post(
      '/trade/buy',
      { code: '4592', num: String(pool + 10_000), direction: 'short', leverage: '1' },
      shorter.headers,
    );
    expect(ok.body.status).toBe(1);
    expect(
      (
        await k.post(
          '/trade/buy',
          { code: '4592', num: '1', direction: 'short', leverage: '1' },
          shorter.headers,
        )
      ).body.msg,
    ).toBe('short_unavailable');

    clock.advance(2 * 86_400_000);
    market.set('4592', 300);
    const cashBefore = await lender.cash();
    expect((await runAllJobs(k.ctx))['lending-fees']).toBe(2);
    expect((await runAllJobs(k.ctx))['lending-fees']).toBe(0);
    // 10,000 × ¥300 × 0.02% a day, two days.
    expect((await lender.cash()) - cashBefore).toBe(2 * 600);
    const list = await k.post<{ status: string; fees_earned: string }[]>(
      '/trade/lendlist',
      { type: 'jpy' },
      lender.headers,
    );
    expect(list.body.data[0]).toMatchObject({ status: 'lent', fees_earned: '1200.00' });
    expect(
      (await k.post('/trade/recall', { id: loan.body.data.id }, lender.headers)).body.msg,
    ).toBe('lending_recalled');
    expect(
      (await k.post('/trade/recall', { id: loan.body.data.id }, lender.headers)).body.msg,
    ).toBe('not_found');
  });
});
