import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto } from '../../test/kabuto.ts';
import { customerIdOf, fund, makeReady } from '../../test/funding.ts';

const clock = new ManualClock('2026-03-10T03:00:00Z');

describe('fund records', () => {
  let k: TestKabuto;
  let headers: Record<string, string>;
  beforeAll(async () => {
    k = await startTestKabuto({}, { clock });
    const signed = await k.signUp();
    headers = signed.headers;
    const id = await customerIdOf(k, signed.account);
    await k.post('/user/recharge', { type: 'jpy', money: '20000' }, headers);
    clock.advance(86_400_000);
    await k.post('/user/recharge', { type: 'usd', money: '500' }, headers);
    await fund(k, id, 'JPY', 1_000);
    await makeReady(k, id); // an exchange asks for the fund-password unlock
    const exchanged = await k.post(
      '/user/exchange',
      { from: 'USD', to: 'JPY', money: '100' },
      headers,
    );
    if (exchanged.body.status !== 1) throw new Error(`exchange refused: ${exchanged.body.msg}`);
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('lists recharges from the ledger, each tracing to its postings', async () => {
    const res = await k.post<{
      items: {
        transfer_id: number;
        type: string;
        amount: string;
        currency: string;
        order_no: string;
      }[];
    }>('/user/fundlist', { kind: 'recharge' }, headers);
    const items = res.body.data.items;
    expect(items.map((i) => i.type)).toEqual(['demo_funding', 'recharge', 'recharge']);
    for (const item of items) {
      const postings = await k.ctx.db
        .selectFrom('ledger_postings')
        .select(['amount', 'currency'])
        .where('transfer_id', '=', item.transfer_id)
        .execute();
      expect(postings.reduce((t, p) => t + p.amount, 0)).toBe(0);
      expect(item.order_no).toMatch(/^F\d{8}$/);
    }
  });

  it('filters by currency and by the date range', async () => {
    const usd = await k.post<{ items: { currency: string }[] }>(
      '/user/fundlist',
      { kind: 'recharge', type: 'usd' },
      headers,
    );
    expect(usd.body.data.items.map((i) => i.currency)).toEqual(['USD']);
    const firstDay = await k.post<{ items: unknown[] }>(
      '/user/fundlist',
      { kind: 'recharge', start: '2026-03-10', end: '2026-03-10' },
      headers,
    );
    expect(firstDay.body.data.items).toHaveLength(1);
    const trades = await k.post<{ items: { type: string }[] }>(
      '/user/fundlist',
      { kind: 'trade' },
      headers,
    );
    expect(trades.body.data.items.map((i) => i.type)).toEqual(['exchange', 'exchange']);
  });

  it('refuses a range longer than the configured maximum, naming it', async () => {
    const res = await k.post(
      '/user/fundlist',
      { kind: 'recharge', start: '2025-01-01', end: '2026-03-11' },
      headers,
    );
    expect(res.body).toMatchObject({ status: 0, msg: 'date_range_too_long', params: { days: 90 } });
    expect(
      (
        await k.post(
          '/user/fundlist',
          { kind: 'recharge', start: '2026-03-11', end: '2026-03-01' },
          headers,
        )
      ).body.msg,
    ).toBe('invalid_parameter');
  });

  it('pages', async () => {
    const page = await k.post<{ items: unknown[]; total: number }>(
      '/user/fundlist',
      { kind: 'recharge', size: 2, page: 2 },
      headers,
    );
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.items).toHaveLength(1);
  });

  it('gives account figures that agree with the ledger', async () => {
    const res = await k.post<Record<string, string>>('/user/assets', { type: 'jpy' }, headers);
    const info = await k.post<{ jpy: string }>('/user/getUserinfo', {}, headers);
    expect(res.body.data).toMatchObject({
      available: info.body.data.jpy,
      frozen: '0.00',
      total_liabilities: '0.00',
      floating_pnl: '0.00',
    });
    expect(res.body.data.total_assets).toBe(info.body.data.jpy);
  });
});
