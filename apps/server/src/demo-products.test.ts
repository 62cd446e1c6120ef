import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProducts } from './demo-products.ts';
import { seedDemo } from './modules/demo/service.ts';
import { checkLedgerAfterEach, tableCounts } from './test/kabuto.ts';
import type { TestKabuto } from './test/kabuto.ts';
import { startTestKabuto } from './test/kabuto.ts';

const SEEDED = [
  'customers',
  'staff',
  'ledger_transfers',
  'ipo_offerings',
  'ipo_subscriptions',
  'block_offers',
  'price_approvals',
  'products',
  'product_navs',
  'messages',
  'news',
  'positions',
] as const;

/** A fresh demo start: every product screen has products, seeded once. */
describe('the demo first run', () => {
  let k: TestKabuto;
  let headers: Record<string, string>;
  beforeAll(async () => {
    k = await startTestKabuto({ demo: 'on' });
    const login = await k.post<{ token: string }>('/user/login', {
      account: '0900000001',
      password: 'demo1234',
    });
    headers = { token: login.body.data.token, account: '0900000001' };
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('offers IPOs in every phase, the drawn one with a verifiable lottery', async () => {
    const list = await k.post<{ id: number; phase: string; seed: string | null }[]>(
      '/trade/newstocklist',
      {},
      headers,
    );
    const phases = list.body.data.map((o) => o.phase).sort();
    expect(phases).toEqual(['closed', 'drawn', 'listed', 'open', 'upcoming']);
    const drawn = list.body.data.find((o) => o.phase === 'drawn')!;
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
    const mine = await k.post<{ result: string }[]>('/trade/newstockorders', {}, headers);
    // The demo customer waits for one draw and has the result of another (won or lost); the
    // listed offering's allotments went to the other demo entrants.
    const results = mine.body.data.map((s) => s.result);
    expect(results).toHaveLength(2);
    expect(results).toContain('waiting_draw');
    const drawnResults = ['won', 'awaiting_payment', 'subscription_required', 'lost'];
    expect(results.some((r) => drawnResults.includes(r))).toBe(true);
  });

  it('offers block trades with and without a key, the key in a site message', async () => {
    const offers = await k.post<unknown[]>('/trade/dzlist', {}, headers);
    expect(offers.body.status).toBe(1);
    expect(offers.body.data.length).toBeGreaterThanOrEqual(2);
    const messages = await k.post<{ list?: unknown[] } | unknown[]>('/user/messages', {}, headers);
    expect(JSON.stringify(messages.body.data)).toMatch(/[A-Z2-9]{8}/);
  });

  it('shows three copy-trading products with 90 days of realised history', async () => {
    const products = await k.post<{ history: { nav: string }[] }[]>(
      '/trade/productlist',
      {},
      headers,
    );
    expect(products.body.data).toHaveLength(3);
    for (const p of products.body.data) {
      expect(p.history.length).toBeGreaterThanOrEqual(60);
      expect(new Set(p.history.map((h) => h.nav)).size).toBeGreaterThan(10);
    }
  });

  it('publishes market reports written from the simulated market, with their charts', async () => {
    const list = await k.post<{ id: number; title: string; image: string }[]>(
      '/common/news',
      { type: 'jpy' },
      { lang: 'us' },
    );
    const report = list.body.data.find((a) => a.title.startsWith('Toyota'));
    expect(report).toBeDefined();
    const bars = k.ctx.market.bars('7203', 'day', 'forward', 90);
    const change = ((bars.at(-1)!.close_e4 - bars[0]!.close_e4) / bars[0]!.close_e4) * 100;
    // The last bar is the live one: the market has moved a little since the report was written.
    const written = Number(/([+-][\d.]+)%/.exec(report!.title)![1]);
    expect(Math.abs(written - change)).toBeLessThan(1);
    for (const lang of ['jp', 'cn', 'us']) {
      const article = await k.post<{ body: string }>(
        '/common/newsinfo',
        { id: report!.id },
        { lang },
      );
      const paragraphs = article.body.data.body.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      // A word names the direction, so the figure has no sign of its own ("下跌6.87%").
      expect(paragraphs[0]).not.toMatch(/(上昇|下落|上涨|下跌)[+-]|[+-][\d.]+%(上昇|下落)/);
      expect(paragraphs).toContain('[chart:7203]');
    }
    const image = await k.app.inject({ method: 'GET', url: report!.image });
    expect(image.headers['content-type']).toBe('image/png');
    writeFileSync(`${tmpdir()}/kabuto-news-chart.png`, image.rawPayload);
  });

  it('seeds nothing twice on a second start', async () => {
    const before = await tableCounts(k, SEEDED);
    // What a second start with demo data on runs.
    await seedDemo(k.ctx);
    await seedDemoProducts(k.ctx);
    expect(await tableCounts(k, SEEDED)).toEqual(before);
  });
});
