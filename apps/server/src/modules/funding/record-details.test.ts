import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_GROUPS, RECORD_GROUP_NAMES } from '@kabuto/shared/funding-kinds';
import type { FundRecord } from '@kabuto/shared/contracts/funding';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';
import { TRANSFER_CODES } from '../ledger/accounts.ts';
import { recordDetails } from './record-details.ts';

describe('fund record labels, details and groups', () => {
  let s: TradingSetup;
  let t: Awaited<ReturnType<typeof trader>>;
  beforeAll(async () => {
    s = await startTradingKabuto();
    s.market.set('4592', 300);
    t = await trader(s.k, 'JPY', 10_000_000);
    const buy = await s.k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '4592', num: '100', leverage: '1' },
      t.headers,
    );
    expect(buy.body.status).toBe(1);
    const close = await s.k.post('/trade/sell', { id: buy.body.data.position_id }, t.headers);
    expect(close.body.msg).toBe('position_closed');
    const ex = await s.k.post(
      '/user/exchange',
      { from: 'JPY', to: 'USD', money: '10000' },
      t.headers,
    );
    expect(ex.body.status).toBe(1);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const records = async (body: Record<string, string>, lang = 'us') =>
    (
      await s.k.post<{ items: FundRecord[] }>('/user/fundlist', body, {
        ...t.headers,
        lang,
      })
    ).body;

  it('puts every ledger transfer code in exactly one group, so every record has a label', () => {
    const grouped = RECORD_GROUP_NAMES.flatMap((g) => [...RECORD_GROUPS[g]]);
    expect([...grouped].sort()).toEqual([...TRANSFER_CODES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('names the stock and quantity of trade records, in the reader’s language', async () => {
    const us = (await records({ kind: 'trade', group: 'trading' })).data;
    expect(us.items.map((i) => i.type)).toEqual(['trade_close', 'trade_open']);
    for (const item of us.items) {
      expect(item.group).toBe('trading');
      expect(item.detail).toMatchObject({ code: '4592', quantity: 100, unit: 'shares' });
      expect(item.detail.name).toBeTruthy();
    }
    const jp = (await records({ kind: 'trade', group: 'trading' }, 'jp')).data;
    expect(jp.items[0]!.detail.name).not.toBe(us.items[0]!.detail.name);
  });

  it('gives an exchange its currencies and rate, and filters by group', async () => {
    const ex = (await records({ kind: 'trade', group: 'exchange' })).data;
    expect(ex.items.length).toBeGreaterThan(0);
    for (const item of ex.items) {
      expect(item.type).toBe('exchange');
      expect(item.detail).toMatchObject({ from_currency: 'JPY', to_currency: 'USD' });
      expect(Number(item.detail.rate)).toBeGreaterThan(0);
    }
    const all = (await records({ kind: 'trade' })).data;
    expect(all.items.map((i) => i.group).sort()).toEqual([
      'exchange',
      'exchange',
      'trading',
      'trading',
    ]);
  });

  it('numbers withdrawal and day-trading records with their request', async () => {
    const app = await s.k.post<{ id: number }>(
      '/trade/rnjyapply',
      { type: 'jpy', money: '100000' },
      t.headers,
    );
    expect(app.body.status).toBe(1);
    const day = (await records({ kind: 'trade', group: 'intraday' })).data.items;
    expect(day.map((i) => i.detail.request_no)).toEqual([
      `D${String(app.body.data.id).padStart(8, '0')}`,
    ]);
    const [paid, returned] = await recordDetails(
      s.k.ctx,
      t.id,
      [
        { code: 'withdrawal_paid', memo: 'Withdrawal paid out', key: 'withdrawal_paid:12' },
        { code: 'withdrawal_returned', memo: null, key: 'withdrawal_returned:3' },
      ],
      'us',
    );
    expect([paid!.request_no, returned!.request_no]).toEqual(['W00000012', 'W00000003']);
  });

  it('refuses an unknown group and writes nothing', async () => {
    const bad = await records({ kind: 'trade', group: 'casino' });
    expect(bad).toMatchObject({ status: 0, msg: 'invalid_parameter' });
  });
});
