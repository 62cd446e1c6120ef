import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAllJobs } from '../../jobs.ts';
import { staffCall, staffToken } from '../../test/funding.ts';
import { checkLedgerAfterEach, tableCounts } from '../../test/kabuto.ts';
import { approvedOffering, offeringDraft } from '../../test/products.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';
import { drawWinners } from './service.ts';

const HOUR = 3_600_000;

describe('IPO subscription', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto(); // clock at 2026-03-10T01:30Z
    s.market.set('186A', 850); // the offering's prices lie within the band around it
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  async function createOffering(mode: 'prepaid' | 'postpaid', quantity: number) {
    const t = (h: number) => new Date(s.clock.now().getTime() + h * HOUR).toISOString();
    const o = await approvedOffering(
      s.k,
      offeringDraft(s.clock.now(), {
        name: { jp: 'テスト新規公開', cn: '测试新股', us: 'Test IPO' },
        mode,
        per: '24.5',
        quantity,
        subscribe_start: t(1),
      }),
    );
    return o;
  }

  it('runs a prepaid offering: freeze, draw, refund the losers, list the winners', async () => {
    const { k, clock } = s;
    const o = await createOffering('prepaid', 300); // 3 winning lots
    expect(o.seed).toBeNull();
    const buyers = await Promise.all([0, 1, 2, 3].map(() => trader(k, 'JPY', 1_000_000)));
    expect(
      (await k.post('/trade/newstockbuy', { id: o.id, num: '2' }, buyers[0]!.headers)).body.msg,
    ).toBe('not_subscription_time');
    clock.advance(2 * HOUR);
    for (const b of buyers) {
      const res = await k.post('/trade/newstockbuy', { id: o.id, num: '2' }, b.headers);
      expect(res.body.msg).toBe('subscription_success');
    }
    expect(
      (await k.post('/trade/newstockbuy', { id: o.id, num: '1' }, buyers[0]!.headers)).body.msg,
    ).toBe('already_subscribed');
    expect(await buyers[0]!.cash()).toBe(1_000_000 - 170_000);
    const panel = await k.post<{ status: number; rjmoney: string }[]>(
      '/trade/usernewstocklist',
      { type: 'jpy' },
      buyers[0]!.headers,
    );
    expect(panel.body.data[0]).toMatchObject({ status: 1, rjmoney: '170000.00' });

    clock.advance(24 * HOUR); // past the draw time
    const first = await runAllJobs(k.ctx);
    expect(first['ipo-draw']).toBe(1);
    expect(await runAllJobs(k.ctx)).toMatchObject({ 'ipo-draw': 0, 'ipo-listing': 0 });
    const record = await k.post<{
      seed: string;
      seed_hash: string;
      winning_lots: number;
      applications: { application: number; lots: number; won_lots: number }[];
    }>('/trade/newstocklottery', { id: o.id });
    // Anyone can check the seed against the hash published at the start, and recompute the winners.
    expect(createHash('sha256').update(record.body.data.seed).digest('hex')).toBe(o.seed_hash);
    const recomputed = drawIndependently(
      record.body.data.seed,
      record.body.data.applications,
      record.body.data.winning_lots,
    );
    for (const a of record.body.data.applications)
      expect(a.won_lots).toBe(recomputed.get(a.application));
    expect(record.body.data.applications.reduce((t, a) => t + a.won_lots, 0)).toBe(3);

    let winnersCash = 0;
    for (const b of buyers) {
      const sub = await subOf(b.headers);
      const won = record.body.data.applications.find((a) => a.application === sub)!.won_lots;
      expect(await b.cash()).toBe(1_000_000 - won * 85_000);
      winnersCash += won;
    }
    expect(winnersCash).toBe(3);

    clock.advance(48 * HOUR); // listing day
    expect((await runAllJobs(k.ctx))['ipo-listing']).toBe(1);
    expect((await runAllJobs(k.ctx))['ipo-listing']).toBe(0);
    for (const b of buyers) {
      const held = await k.post<{ code: string; stock_num: number }[]>(
        '/trade/userstocklist',
        { type: 'jpy' },
        b.headers,
      );
      const sub = await subOf(b.headers);
      const won = record.body.data.applications.find((a) => a.application === sub)!.won_lots;
      expect(
        held.body.data.filter((p) => p.code === '186A').reduce((t, p) => t + p.stock_num, 0),
      ).toBe(won * 100);
      // A winner's listing is confirmed as a trade at the offer price, without a fee.
      const confirmations = await k.post<Record<string, unknown>[]>(
        '/trade/confirmations',
        {},
        b.headers,
      );
      const expected =
        won === 0
          ? []
          : [
              expect.objectContaining({
                code: '186A',
                side: 'buy',
                reason: 'ipo_listing',
                quantity: won * 100,
                price: '850.00',
                gross: `${won * 85_000}.00`,
                fee: '0.00',
                settlement: `-${won * 85_000}.00`,
              }),
            ];
      expect(confirmations.body.data).toEqual(expected);
      if (won === 0) continue;
      const csv = await k.app.inject({
        method: 'POST',
        url: '/api/vue/user/statement',
        headers: { ...b.headers, lang: 'us' },
        payload: {
          id: String(confirmations.body.data[0]!.id),
          kind: 'confirmation',
          format: 'csv',
        },
      });
      expect(csv.rawPayload.toString('utf8')).toContain('IPO allotment (listing day)');
    }
  });

  it('runs a pay-after-win offering: nothing frozen, winners pay, an unpaid winner abstains', async () => {
    const { k, clock } = s;
    const o = await createOffering('postpaid', 10_000); // everyone wins
    const a = await trader(k, 'JPY', 1_000_000);
    const b = await trader(k, 'JPY', 1_000_000);
    clock.advance(2 * HOUR);
    await k.post('/trade/newstockbuy', { id: o.id, num: '1' }, a.headers);
    await k.post('/trade/newstockbuy', { id: o.id, num: '1' }, b.headers);
    expect(await a.cash()).toBe(1_000_000);
    clock.advance(24 * HOUR);
    await runAllJobs(k.ctx);
    const subA = await subOf(a.headers);
    const rows = await k.post<{ id: number; result: string }[]>(
      '/trade/newstockorders',
      {},
      a.headers,
    );
    expect(rows.body.data.find((r) => r.id === subA)!.result).toBe('awaiting_payment');
    expect((await k.post('/trade/newstockpay', { id: subA }, a.headers)).body.msg).toBe('ipo_paid');
    expect(await a.cash()).toBe(1_000_000 - 85_000);
    clock.advance(24 * HOUR); // past the payment deadline
    await runAllJobs(k.ctx);
    const subB = await subOf(b.headers);
    const rowsB = await k.post<{ id: number; result: string; status: number }[]>(
      '/trade/newstockorders',
      {},
      b.headers,
    );
    expect(rowsB.body.data.find((r) => r.id === subB)).toMatchObject({
      result: 'abstained',
      status: 2,
    });
    expect((await k.post('/trade/newstockpay', { id: subB }, b.headers)).body.msg).toBe(
      'not_found',
    );
    expect(await b.cash()).toBe(1_000_000);
  });

  it('refuses an offering whose shares are worth more than money can hold, and keeps listing the others', async () => {
    const { k } = s;
    const staff = await staffToken(k, 'ops-range');
    const t = (h: number) => new Date(s.clock.now().getTime() + h * HOUR).toISOString();
    const base = offeringDraft(s.clock.now(), { subscribe_start: t(1) });
    const before = await tableCounts(k, ['ipo_offerings']);
    // Huge prices already fail the price rules; a huge quantity fails the money check.
    for (const [price, provisional, quantity, msg] of [
      [9_999_999_999_999.99, 800, 1_000, 'price_too_precise'],
      [850, 1e15, 1_000, 'price_too_precise'],
      [850, 800, 2 ** 52, 'invalid_parameter'],
    ] as const) {
      const res = await staffCall(k, staff, 'POST', '/ipo', {
        ...base,
        price,
        provisional_price: provisional,
        quantity,
      });
      expect(res.body, `${price} ${provisional} ${quantity}`).toMatchObject({ status: 0, msg });
    }
    expect(await tableCounts(k, ['ipo_offerings'])).toEqual(before);
    expect((await staffCall(k, staff, 'GET', '/ipo')).body.status).toBe(1);
    expect((await k.post('/trade/newstocklist', {})).body.status).toBe(1);
  });

  it('refuses subscriptions by the rules, writing nothing', async () => {
    const { k } = s;
    const o = await createOffering('prepaid', 100);
    const poor = await trader(k, 'JPY', 1_000);
    s.clock.advance(2 * HOUR);
    const before = await tableCounts(k);
    expect((await k.post('/trade/newstockbuy', { id: o.id, num: '' }, poor.headers)).body.msg).toBe(
      'tickets_required',
    );
    expect(
      (await k.post('/trade/newstockbuy', { id: o.id, num: '6' }, poor.headers)).body,
    ).toMatchObject({ msg: 'ipo_over_limit', params: { max: 5 } });
    expect(
      (await k.post('/trade/newstockbuy', { id: o.id, num: '1' }, poor.headers)).body.msg,
    ).toBe('available_balance_insufficient');
    expect(
      (await k.post('/trade/newstockbuy', { id: 9999, num: '1' }, poor.headers)).body.msg,
    ).toBe('product_unavailable');
    const after = await tableCounts(k);
    expect(after.ledger_transfers).toBe(before.ledger_transfers);
  });

  async function resultOf(headers: Record<string, string>) {
    const rows = await s.k.post<{ result: string; status: number; due: string | null }[]>(
      '/trade/newstockorders',
      {},
      headers,
    );
    return rows.body.data[0]!;
  }

  it('shows every result of SPEC §4: subscribed, waiting, failed, won, not won', async () => {
    const { k, clock } = s;
    const o = await createOffering('prepaid', 200); // 2 winning lots
    const [a, b, barred] = await Promise.all([0, 1, 2].map(() => trader(k, 'JPY', 1_000_000)));
    clock.advance(2 * HOUR);
    for (const t of [a!, b!, barred!])
      await k.post('/trade/newstockbuy', { id: o.id, num: '2' }, t.headers);
    expect(await resultOf(a!.headers)).toMatchObject({ result: 'subscribed', status: 1 });
    clock.advance(23 * HOUR); // the window has closed, the draw not yet come
    expect(await resultOf(a!.headers)).toMatchObject({ result: 'waiting_draw', status: 1 });
    // Barred from trading before the draw: the application fails and takes no ticket.
    const staff = await staffToken(k, 'ops-states');
    const bar = await staffCall(k, staff, 'POST', `/customers/${barred!.account}/status`, {
      login_banned: false,
      funds_frozen: false,
      trade_barred: true,
      reason: 'risk review',
    });
    expect(bar.body.status).toBe(1);
    clock.advance(2 * HOUR);
    await runAllJobs(k.ctx);
    expect(await resultOf(barred!.headers)).toMatchObject({ result: 'failed', status: 2 });
    expect(await barred!.cash()).toBe(1_000_000);
    const record = await k.post<{
      seed: string;
      winning_lots: number;
      applications: { application: number; lots: number; won_lots: number; failed: boolean }[];
    }>('/trade/newstocklottery', { id: o.id });
    const apps = record.body.data.applications;
    expect(apps.filter((x) => x.failed)).toHaveLength(1);
    // The record still recomputes: failed applications hold no ticket.
    const recomputed = drawIndependently(
      record.body.data.seed,
      apps.filter((x) => !x.failed),
      record.body.data.winning_lots,
    );
    for (const x of apps) expect(x.won_lots).toBe(recomputed.get(x.application) ?? 0);
    const results = [(await resultOf(a!.headers)).result, (await resultOf(b!.headers)).result];
    const wonLots = apps.filter((x) => !x.failed).map((x) => x.won_lots);
    expect(wonLots.reduce((t, n) => t + n, 0)).toBe(2);
    for (const r of results) expect(['won', 'lost']).toContain(r);
  });

  it('shows a pay-after-win winner what to do: pay, add funds first, or abstained', async () => {
    const { k, clock } = s;
    const o = await createOffering('postpaid', 10_000); // everyone wins
    const rich = await trader(k, 'JPY', 1_000_000);
    const short = await trader(k, 'JPY', 100_000);
    const idle = await trader(k, 'JPY', 1_000_000);
    clock.advance(2 * HOUR);
    await k.post('/trade/newstockbuy', { id: o.id, num: '1' }, rich.headers);
    await k.post('/trade/newstockbuy', { id: o.id, num: '2' }, short.headers); // 170,000 due
    await k.post('/trade/newstockbuy', { id: o.id, num: '1' }, idle.headers);
    expect(await resultOf(short.headers)).toMatchObject({ result: 'subscribed', status: 0 });
    clock.advance(24 * HOUR);
    await runAllJobs(k.ctx);
    expect(await resultOf(rich.headers)).toMatchObject({
      result: 'awaiting_payment',
      due: '85000.00',
    });
    expect(await resultOf(short.headers)).toMatchObject({
      result: 'subscription_required',
      due: '170000.00',
    });
    const subShort = await subOf(short.headers);
    expect((await k.post('/trade/newstockpay', { id: subShort }, short.headers)).body.msg).toBe(
      'available_balance_insufficient',
    );
    expect(
      (await k.post('/trade/newstockpay', { id: await subOf(rich.headers) }, rich.headers)).body
        .data,
    ).toMatchObject({ result: 'paid', status: 1, due: null });
    clock.advance(24 * HOUR); // past the deadline: abstained even before the job runs
    expect(await resultOf(idle.headers)).toMatchObject({ result: 'abstained' });
    expect(await resultOf(rich.headers)).toMatchObject({ result: 'paid' });
  });

  it('makes one lot one share unless the offering says otherwise', async () => {
    const { k } = s;
    const staff = await staffToken(k, 'ops-lot');
    const t = (h: number) => new Date(s.clock.now().getTime() + h * HOUR).toISOString();
    const { lot: _lot, ...draft } = offeringDraft(s.clock.now(), { subscribe_start: t(1) });
    const res = await staffCall(k, staff, 'POST', '/ipo', draft);
    expect(res.body).toMatchObject({ status: 1, data: { lot: 1, min_quantity: 1 } });
    // The back office reads names in its own language, as customers do.
    const named = async (lang: string) => {
      const list = await k.app.inject({
        method: 'GET',
        url: '/api/admin/ipo',
        headers: { authorization: `Bearer ${staff}`, lang },
      });
      const rows = (list.json() as { data: { id: number; name: string }[] }).data;
      return rows.find((o) => o.id === (res.body.data as { id: number }).id)?.name;
    };
    expect(await named('jp')).toBe(draft.name.jp);
    expect(await named('cn')).toBe(draft.name.cn);
    expect(await named('us')).toBe(draft.name.us);
  });

  async function subOf(headers: Record<string, string>): Promise<number> {
    const rows = await s.k.post<{ id: number }[]>('/trade/newstockorders', {}, headers);
    return rows.body.data[0]!.id;
  }
});

/** The draw recomputed from the published record alone, without the server's code. */
function drawIndependently(
  seed: string,
  apps: { application: number; lots: number }[],
  winning: number,
) {
  const tickets = apps.flatMap((a) =>
    Array.from({ length: a.lots }, (_, i) => ({
      id: a.application,
      rank: createHash('sha256').update(`${seed}:${a.application}:${i}`).digest('hex'),
    })),
  );
  tickets.sort((x, y) => x.rank.localeCompare(y.rank));
  const won = new Map(apps.map((a) => [a.application, 0]));
  for (const t of tickets.slice(0, winning)) won.set(t.id, (won.get(t.id) ?? 0) + 1);
  return won;
}

describe('the lottery', () => {
  it('changes its result when the list of applications changes', () => {
    const seed = 'a'.repeat(64);
    const apps = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, lots: 1 }));
    const before = drawWinners(seed, apps, 5);
    const after = drawWinners(seed, [...apps, { id: 21, lots: 5 }], 5);
    expect([...before.values()].reduce((t, v) => t + v, 0)).toBe(5);
    expect([...after.entries()].filter(([, v]) => v > 0)).not.toEqual(
      [...before.entries()].filter(([, v]) => v > 0),
    );
  });
});
