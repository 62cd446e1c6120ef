import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto } from '../../test/kabuto.ts';

// Tuesday 2026-03-10 10:30 JST: Tokyo open, Shanghai open (09:30 CST), New York closed.
const clock = new ManualClock('2026-03-10T01:30:00Z');

describe('the market API', () => {
  let k: TestKabuto;
  let headers: Record<string, string>;
  beforeAll(async () => {
    k = await startTestKabuto({}, { clock });
    headers = (await k.signUp()).headers;
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('searches by code and by name in all three languages', async () => {
    const byCode = await k.post<{ code: string }[]>('/market/search', { keyword: '7203' });
    expect(byCode.body.data[0]!.code).toBe('7203');
    const jp = await k.post<{ code: string; name: string }[]>(
      '/market/search',
      { keyword: 'トヨタ' },
      { lang: 'jp' },
    );
    expect(jp.body.data.map((r) => r.code)).toContain('7203');
    const cn = await k.post<{ code: string; name: string }[]>(
      '/market/search',
      { keyword: '茅台' },
      { lang: 'cn' },
    );
    expect(cn.body.data.map((r) => r.code)).toContain('600519');
    expect(cn.body.data[0]!.name).toContain('茅台');
    const us = await k.post<{ code: string }[]>(
      '/market/search',
      { keyword: 'apple' },
      { lang: 'us' },
    );
    expect(us.body.data.map((r) => r.code)).toContain('AAPL');
    const filtered = await k.post<{ code: string }[]>('/market/search', {
      keyword: 'a',
      type: 'usd',
    });
    expect(filtered.body.data.every((r) => /^[A-Z.]+$/.test(r.code))).toBe(true);
    expect((await k.post('/market/search', { keyword: '' })).body.data).toEqual([]);
  });

  it('quotes a stock with limits, session, key figures and the data source', async () => {
    const res = await k.post<Record<string, unknown>>(
      '/market/quote',
      { code: '7203' },
      { lang: 'jp' },
    );
    expect(res.body.status).toBe(1);
    const q = res.body.data;
    expect(q).toMatchObject({
      code: '7203',
      market: 'JP',
      currency: 'JPY',
      session: 'open',
      source: 'simulation',
      simulated: true,
    });
    for (const key of [
      'price',
      'change',
      'change_pct',
      'open',
      'prev_close',
      'high',
      'low',
      'limit_up',
      'limit_down',
      'high_52w',
      'low_52w',
      'market_value',
      'per',
      'foreign_ownership',
      'short_ratio',
    ]) {
      expect(q[key], key).not.toBeUndefined();
    }
    expect(Number(q.limit_up)).toBeGreaterThan(Number(q.price));
    const us = await k.post<Record<string, unknown>>('/market/quote', { code: 'AAPL' });
    expect(us.body.data).toMatchObject({ session: 'closed', limit_up: null, limit_down: null });
    expect((await k.post('/market/quote', { code: 'NOPE' })).body.msg).toBe('price_unavailable');
  });

  it('serves bars for every period and adjustment, newest last, at most `size`', async () => {
    for (const period of ['time', '5m', '15m', '30m', 'day', 'week', 'month', 'year']) {
      for (const adjust of ['none', 'forward', 'backward']) {
        const res = await k.post<{ time: string }[]>('/market/kline', {
          code: '7203',
          period,
          adjust,
          size: 120,
        });
        expect(res.body.status, `${period}/${adjust}`).toBe(1);
        const bars = res.body.data;
        expect(bars.length, `${period}/${adjust}`).toBeGreaterThan(0);
        expect(bars.length).toBeLessThanOrEqual(period === 'time' ? 330 : 120);
        expect(bars.map((b) => b.time)).toEqual([...bars.map((b) => b.time)].sort());
      }
    }
    const time = await k.post<{ price: string; avg_price: string }[]>('/market/kline', {
      code: '7203',
      period: 'time',
    });
    expect(time.body.data.length).toBe(90); // 9:00 to 10:30
    expect(time.body.data[0]).toHaveProperty('avg_price');
    expect((await k.post('/market/kline', { code: '7203', size: 6000 })).body.msg).toBe(
      'invalid_parameter',
    );
  });

  it('adjusts every bar alike, the live one included, forward by default', async () => {
    type Bar = { time: string; close: string; factor: number };
    const quote = await k.post<{ price: string }>('/market/quote', { code: '7203' });
    const price = Number(quote.body.data.price);
    for (const adjust of ['none', 'forward', 'backward']) {
      const res = await k.post<Bar[]>('/market/kline', { code: '7203', adjust, size: 5000 });
      const bars = res.body.data;
      const last = bars.at(-1)!;
      // Toyota's 5-for-1 split of 2021 makes backward prices five times today's raw price.
      expect(Number(last.close), adjust).toBeCloseTo(price * last.factor, 1);
      for (let i = 1; i < bars.length; i += 1) {
        const move = Math.log(Number(bars[i]!.close) / Number(bars[i - 1]!.close));
        if (adjust !== 'none')
          expect(Math.abs(move), `${adjust} ${bars[i]!.time}`).toBeLessThan(0.3);
      }
    }
    const backward = await k.post<Bar[]>('/market/kline', { code: '7203', adjust: 'backward' });
    expect(backward.body.data.at(-1)!.factor).toBeGreaterThan(4);
    const plain = await k.post<Bar[]>('/market/kline', { code: '7203' });
    const forward = await k.post<Bar[]>('/market/kline', { code: '7203', adjust: 'forward' });
    expect(plain.body.data).toEqual(forward.body.data);
  });

  it('ends the time-sharing chart at the price the quote shows', async () => {
    for (const code of ['7203', 'N225', 'AAPL']) {
      const time = await k.post<{ price: string }[]>('/market/kline', { code, period: 'time' });
      const quote =
        code === 'N225'
          ? (await k.post<{ code: string; price: string }[]>('/market/indices')).body.data.find(
              (i) => i.code === code,
            )!
          : (await k.post<{ price: string }>('/market/quote', { code })).body.data;
      expect(time.body.data.at(-1)!.price, code).toBe(quote.price);
    }
  });

  it('lists indices, rankings, a summary with net buying, and paged stocks', async () => {
    const indices = await k.post<{ code: string }[]>('/market/indices');
    expect(indices.body.data.map((i) => i.code)).toEqual(
      expect.arrayContaining(['SPX', 'N225', 'KOSPI', 'TASI']),
    );
    for (const sort of ['active', 'gainers', 'losers']) {
      const res = await k.post<{ change_pct: string }[]>('/market/ranking', { type: 'jpy', sort });
      expect(res.body.data).toHaveLength(20);
      const pcts = res.body.data.map((r) => Number(r.change_pct));
      if (sort === 'gainers') expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
      if (sort === 'losers') expect(pcts).toEqual([...pcts].sort((a, b) => a - b));
    }
    const summary = await k.post<{
      net_buying: Record<string, string>;
      advancers: number;
      decliners: number;
      unchanged: number;
    }>('/market/summary', { type: 'cny' });
    const nb = summary.body.data.net_buying;
    expect(Number(nb.individuals) + Number(nb.foreigners) + Number(nb.institutions)).toBe(0);
    expect(
      summary.body.data.advancers + summary.body.data.decliners + summary.body.data.unchanged,
    ).toBe(60);
    const page2 = await k.post<{ items: unknown[]; total: number }>('/market/stocks', {
      type: 'usd',
      page: 2,
      size: 25,
    });
    expect(page2.body.data.items).toHaveLength(25);
    expect(page2.body.data.total).toBe(60);
  });

  it('keeps a watchlist per customer', async () => {
    expect((await k.post('/market/self', {})).http).toBe(401);
    expect((await k.post('/market/selfadd', { code: '7203' }, headers)).body.msg).toBe(
      'add_success',
    );
    expect((await k.post('/market/selfadd', { code: '7203' }, headers)).body.msg).toBe(
      'add_success',
    );
    expect((await k.post('/market/selfadd', { code: 'AAPL' }, headers)).body.msg).toBe(
      'add_success',
    );
    expect((await k.post('/market/selfadd', { code: 'NOPE' }, headers)).body.msg).toBe(
      'price_unavailable',
    );
    const list = await k.post<{ code: string }[]>('/market/self', {}, headers);
    expect(list.body.data.map((r) => r.code).sort()).toEqual(['7203', 'AAPL']);
    const jpOnly = await k.post<{ code: string }[]>('/market/self', { type: 'jpy' }, headers);
    expect(jpOnly.body.data.map((r) => r.code)).toEqual(['7203']);
    const other = await k.signUp();
    expect((await k.post('/market/self', {}, other.headers)).body.data).toEqual([]);
    expect((await k.post('/market/selfdel', { code: '7203' }, headers)).body.msg).toBe(
      'delete_success',
    );
    expect(
      (await k.post<{ code: string }[]>('/market/self', {}, headers)).body.data.map((r) => r.code),
    ).toEqual(['AAPL']);
  });
});

describe('live quotes over WebSocket', () => {
  let k: TestKabuto;
  let url: string;
  beforeAll(async () => {
    k = await startTestKabuto({ marketPractice: true });
    await k.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(k.app.server.address() as AddressInfo).port}/api/ws/quotes`;
  });
  afterAll(() => k?.close());

  function nextMessage(
    ws: WebSocket,
    type: string,
  ): Promise<{ type: string; data?: { code: string; price: string }[] }> {
    return new Promise((resolve) => {
      const listener = (raw: Buffer) => {
        const message = JSON.parse(raw.toString()) as { type: string };
        if (message.type === type) {
          ws.off('message', listener);
          resolve(message);
        }
      };
      ws.on('message', listener);
    });
  }

  it('sends a snapshot on subscribe, then ticks for the subscribed codes only, and answers pings', async () => {
    const ws = new WebSocket(url);
    await new Promise((resolve) => ws.once('open', resolve));
    const snapshot = nextMessage(ws, 'ticks');
    ws.send(JSON.stringify({ op: 'subscribe', codes: ['7203', 'AAPL', 'NOPE'] }));
    expect((await snapshot).data!.map((t) => t.code).sort()).toEqual(['7203', 'AAPL']);
    const tick = await nextMessage(ws, 'ticks');
    expect(tick.data!.map((t) => t.code).sort()).toEqual(['7203', 'AAPL']);
    const pong = nextMessage(ws, 'pong');
    ws.send(JSON.stringify({ op: 'ping' }));
    expect((await pong).type).toBe('pong');
    ws.send(JSON.stringify({ op: 'unsubscribe', codes: ['AAPL'] }));
    await nextMessage(ws, 'ticks'); // may still carry both if sent before the unsubscribe landed
    const after = await nextMessage(ws, 'ticks');
    expect(after.data!.map((t) => t.code)).toEqual(['7203']);
    const error = nextMessage(ws, 'error');
    ws.send('not json');
    expect((await error).type).toBe('error');
    ws.close();
  });
});
