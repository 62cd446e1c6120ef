import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeConfirmation } from '@kabuto/shared/contracts/statements';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import { fund, staffCall, staffToken } from '../../test/funding.ts';
import { readPdf } from '../../test/pdf-text.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';
import { CUSTOMER_PURPOSES } from '../ledger/accounts.ts';
import { issueStatements } from './issue.ts';

/**
 * Goal: every fill leaves a trade confirmation with its exact figures; a month's statement states
 * the ledger's balances at the month's end (not later ones) and every movement between; the
 * documents are real PDFs in the reader's language (embedded CJK font) and CSVs with those rows;
 * staff can read them, and each look is audited.
 */
describe('trade confirmations and statements', () => {
  let s: TradingSetup;
  let t: Awaited<ReturnType<typeof trader>>;
  let positionId: number;
  beforeAll(async () => {
    s = await startTradingKabuto(); // 2026-03-10T01:30Z
    t = await trader(s.k, 'CNY', 20_000_000); // 200,000.00 CNY
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const file = (body: Record<string, string>, lang = 'jp') =>
    s.k.app.inject({
      method: 'POST',
      url: '/api/vue/user/statement',
      headers: { ...t.headers, lang },
      payload: body,
    });

  it('records a confirmation with each fill: the open and the close, with fees and stamp duty', async () => {
    const { k, market } = s;
    market.set('600519', 1500); // bid 1499.99, ask 1500.01 (tick 0.01)
    const order = await k.post<{ id: number; position_id: number }>(
      '/trade/buy',
      { code: '600519', num: '100', direction: 'long', leverage: '1', nonce: 'c1' },
      t.headers,
    );
    positionId = order.body.data.position_id;
    market.set('600519', 1600); // bid 1599.99
    await k.post('/trade/sell', { id: positionId }, t.headers);

    const list = await k.post<TradeConfirmation[]>(
      '/trade/confirmations',
      { type: 'cny' },
      t.headers,
    );
    expect(list.body.data).toHaveLength(2);
    const [close, open] = list.body.data;
    // Cost 1500.01 × 100 = 150,001.00; fee ⌈150,001.00 × 0.03%⌉ = 45.01 (above the 5.00 minimum).
    expect(open).toMatchObject({
      order_no: `O${String(order.body.data.id).padStart(8, '0')}`,
      code: '600519',
      market: 'CN',
      currency: 'CNY',
      side: 'buy',
      action: 'open',
      quantity: 100,
      price: '1500.01',
      gross: '150001.00',
      fee: '45.01',
      stamp_duty: '0.00',
      margin: '150001.00',
      settlement: '-150046.01',
      executed_at: '2026-03-10T01:30:00.000Z',
      time_zone: 'Asia/Shanghai',
    });
    // Proceeds 1599.99 × 100 = 159,999.00; fee ⌈× 0.03%⌉ = 48.00; stamp duty ⌈× 0.05%⌉ = 80.00;
    // settled: margin 150,001.00 + gross P&L 9,998.00 − 128.00 = 159,871.00.
    expect(close).toMatchObject({
      order_no: '-',
      side: 'sell',
      action: 'close',
      reason: 'customer',
      price: '1599.99',
      gross: '159999.00',
      fee: '48.00',
      stamp_duty: '80.00',
      settlement: '159871.00',
    });
    expect(await t.cash()).toBe(20_000_000 - 15_004_601 + 15_987_100);
    const docs = await k.post<{ id: number; kind: string }[]>(
      '/user/statements',
      { kind: 'confirmation' },
      t.headers,
    );
    expect(docs.body.data.map((d) => d.kind)).toEqual(['confirmation', 'confirmation']);
  });

  it('prints a confirmation as a PDF in the reader’s language, with the CJK font embedded', async () => {
    const { k } = s;
    const [close] = (await k.post<TradeConfirmation[]>('/trade/confirmations', {}, t.headers)).body
      .data;
    for (const [lang, title, face] of [
      ['jp', '取引報告書', 'NotoSansCJKjp-Regular'],
      ['cn', '成交确认书', 'NotoSansCJKsc-Regular'],
      ['us', 'Trade confirmation', 'NotoSansCJKjp-Regular'],
    ] as const) {
      const res = await file({ id: String(close!.id), kind: 'confirmation', format: 'pdf' }, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="confirmation-${close!.id}.pdf"`,
      );
      const pdf = readPdf(res.rawPayload);
      expect(pdf.header).toMatch(/^%PDF-1\./);
      expect(pdf.pages).toBe(1);
      expect(pdf.fonts.some((f) => f.endsWith(`+${face}`))).toBe(true);
      expect(pdf.text).toContain(title);
      expect(pdf.text).toContain('159,871.00 CNY');
      expect(pdf.text).not.toContain('?');
    }
    const cn = readPdf(
      (await file({ id: String(close!.id), kind: 'confirmation' }, 'cn')).rawPayload,
    );
    expect(cn.text).toContain('印花税');
    // The time in the market's own zone: 09:30 in Shanghai is 01:30 UTC.
    expect(cn.text).toContain('2026-03-10 09:30:00 (Asia/Shanghai)');
  });

  it('answers another customer’s document, or a wrong kind, with not_found', async () => {
    const { k } = s;
    const other = await trader(k, 'CNY', 0);
    const [mine] = (await k.post<TradeConfirmation[]>('/trade/confirmations', {}, t.headers)).body
      .data;
    const res = await k.app.inject({
      method: 'POST',
      url: '/api/vue/user/statement',
      headers: other.headers,
      payload: { id: String(mine!.id), kind: 'confirmation' },
    });
    expect(res.json()).toMatchObject({ status: 0, msg: 'not_found' });
    expect((await file({ id: '999', kind: 'month' })).json()).toMatchObject({ msg: 'not_found' });
    expect((await file({ id: '1', format: 'doc' })).json()).toMatchObject({
      msg: 'invalid_parameter',
    });
  });

  it('issues the month’s statement at its end, once, and its balances are the ledger’s at that instant', async () => {
    const { k, market, clock } = s;
    market.set('600519', 1550);
    await k.post(
      '/trade/buy',
      { code: '600519', num: '10', direction: 'long', leverage: '2', nonce: 'c2' },
      t.headers,
    );
    // April starts in Tokyo (the customer's zone, from the language jp) at 15:00 UTC on 31 March.
    clock.set(new Date('2026-03-31T15:00:00.000Z'));
    const atEnd = new Map<string, number>();
    for (const purpose of CUSTOMER_PURPOSES) {
      const b = await k.ctx.ledger.balance(k.ctx.db, {
        customerId: t.id,
        purpose,
        currency: 'CNY',
      });
      if (b !== 0) atEnd.set(purpose, b);
    }
    expect(await issueStatements(k.ctx)).toBeGreaterThanOrEqual(1);
    expect(await issueStatements(k.ctx)).toBe(0);
    // Money that moves after the month's end is not in its statement.
    await fund(k, t.id, 'CNY', 12_345);
    // Three weeks on, the idle session has ended: the customer signs in again.
    const login = await k.post<{ token: string }>('/user/login', {
      account: t.account,
      password: 'secret12',
    });
    t = { ...t, headers: { token: login.body.data.token, account: t.account } };

    const list = await k.post<{ id: number; period: string }[]>(
      '/user/statements',
      { kind: 'month' },
      t.headers,
    );
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]!.period).toBe('2026-03');
    const csv = (
      await file({ id: String(list.body.data[0]!.id), format: 'csv' }, 'us')
    ).rawPayload.toString('utf8');
    expect(csv.startsWith('\ufeffMonthly statement\r\n')).toBe(true);
    const rows = csv.split('\r\n').map((line) => line.split(','));
    const balances = rows.filter((r) => r[0] === 'CNY' && r.length === 4);
    const stated = new Map(balances.map((r) => [r[1]!, r]));
    const names: Record<string, string> = { cash: 'Cash', margin: 'Margin' };
    for (const [purpose, balance] of atEnd) {
      const row = stated.get(names[purpose] ?? purpose);
      expect(row, purpose).toBeDefined();
      expect(row![2]).toBe('0.00'); // nothing before the customer's first day
      expect(row![3]).toBe((balance / 100).toFixed(2));
    }
    // Every movement of the month is listed, and they add up to the closing balances.
    const moves = rows.filter(
      (r) => r.length === 5 && r[4] === 'CNY' && /^-?\d+\.\d\d$/.test(r[3]!),
    );
    const cashMoves = moves
      .filter((r) => r[2] === 'Cash')
      .reduce((a, r) => a + Math.round(Number(r[3]) * 100), 0);
    expect(cashMoves).toBe(atEnd.get('cash'));
    // Each movement names its kind in the reader's language, never a ledger code or memo.
    const kinds = new Set(moves.map((r) => r[1]));
    expect(kinds).toContain('Position opened');
    expect(kinds).toContain('Position closed');
    for (const kind of kinds) expect(kind).not.toMatch(/_|:/);
    for (const [lang, opened] of [
      ['jp', '新規建て'],
      ['cn', '开仓'],
    ] as const) {
      const text = (
        await file({ id: String(list.body.data[0]!.id), format: 'csv' }, lang)
      ).rawPayload.toString('utf8');
      expect(text).toContain(`,${opened},`);
      expect(text).not.toContain('trade_open');
    }
    // The position held at the month's end, at its price then (1550.00, ask 1550.01 paid).
    expect(csv).toContain('Buy ×2,10,1550.01,1550.00,15500.00,CNY');
    // Realised P&L of the month: 9,998.00 − 45.01 − 48.00 − 80.00 = 9,824.99; fees in full.
    expect(csv).toMatch(/\r\nCNY,9824\.99,/);

    const messages = await k.post<{ kind: string; title: string }[]>(
      '/user/messages',
      {},
      t.headers,
    );
    expect(messages.body.data.filter((m) => m.kind === 'statement_ready')).toHaveLength(1);

    const pdf = readPdf((await file({ id: String(list.body.data[0]!.id) }, 'jp')).rawPayload);
    expect(pdf.text).toContain('月次取引残高報告書');
    expect(pdf.text).toContain('期末残高');
    expect(pdf.text).toContain('新規建て');
    expect(pdf.text).not.toContain('trade_open');
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
  });

  it('issues the annual trading report once the year has ended in the customer’s zone', async () => {
    const { k, clock } = s;
    clock.set(new Date('2026-12-31T14:59:59.000Z')); // 23:59:59 on 31 December in Tokyo
    // Months later the session has ended: sign in again.
    const login = await k.post<{ token: string }>('/user/login', {
      account: t.account,
      password: 'secret12',
    });
    t = { ...t, headers: { token: login.body.data.token, account: t.account } };
    await issueStatements(k.ctx);
    const none = await k.post<unknown[]>('/user/statements', { kind: 'year' }, t.headers);
    expect(none.body.data).toEqual([]);
    clock.set(new Date('2026-12-31T15:00:00.000Z'));
    expect(await issueStatements(k.ctx)).toBeGreaterThanOrEqual(2); // December and the year
    const years = await k.post<{ id: number; period: string }[]>(
      '/user/statements',
      { kind: 'year' },
      t.headers,
    );
    expect(years.body.data.map((y) => y.period)).toEqual(['2026']);
    const csv = (await file({ id: String(years.body.data[0]!.id), format: 'csv' }, 'us')).rawPayload
      .toString('utf8')
      .split('\r\n');
    expect(csv[0]).toBe('\ufeffAnnual trading report');
    // The year's trades: the two fills of March and the open of the position still held.
    expect(csv.filter((line) => /,600519 Kweichow Moutai,(Buy|Sell)\//.test(line))).toHaveLength(3);
  });

  it('shows staff a customer’s documents, and audits each look', async () => {
    const { k } = s;
    const token = await staffToken(k, 'doc-reader', ['auditor']);
    const list = await staffCall(
      k,
      token,
      'GET',
      `/customers/${t.account}/documents?kind=confirmation`,
    );
    expect(list.body).toMatchObject({ status: 1 });
    const entries = list.body.data as { id: number }[];
    expect(entries.length).toBeGreaterThanOrEqual(3);
    const res = await k.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${t.account}/documents/confirmation/${entries[0]!.id}?format=csv`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('取引報告書'); // the customer's own language
    const audit = await staffCall(k, token, 'GET', `/audit?target=customer:${t.account}`);
    const actions = (audit.body.data as { items: { action: string; actor: string }[] }).items.map(
      (e) => `${e.actor} ${e.action}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'staff:doc-reader documents.list',
        'staff:doc-reader documents.view',
      ]),
    );
  });
});
