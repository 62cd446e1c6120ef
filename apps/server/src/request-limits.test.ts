import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER, MAX_ROW_ID } from '@kabuto/shared/contract';
import { MAX_BALANCE_MINOR_UNITS } from '@kabuto/shared/money';
import { checkLedgerAfterEach, tableCounts } from './test/kabuto.ts';
import { fund, staffCall, staffToken } from './test/funding.ts';
import type { TradingSetup } from './test/trading.ts';
import { startTradingKabuto, trader } from './test/trading.ts';

/**
 * Every request a customer (or staff member) can send past a limit is refused with a catalogue
 * message and writes nothing: no amount, id or page reaches a statement or a sum it cannot hold.
 */
describe('limits on amounts, ids and pages', () => {
  let s: TradingSetup;
  let staff: string;
  beforeAll(async () => {
    s = await startTradingKabuto();
    staff = await staffToken(s.k);
    s.market.set('6758', 3000);
    s.market.set('AAPL', 200);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const card = {
    name: 'YAMADA TARO',
    card: '7654321',
    card_type: 'ordinary',
    bank: 'Kabuto Bank',
    branch: 'Shibuya',
    branch_code: '123',
  };

  it('refuses a nonce longer than 64 characters', async () => {
    const t = await trader(s.k, 'JPY', 1_000_000);
    const body = { code: '6758', num: '100', leverage: '1' };
    const long = await s.k.post('/trade/buy', { ...body, nonce: 'a'.repeat(65) }, t.headers);
    expect(long).toMatchObject({ http: 200, body: { status: 0, msg: 'invalid_parameter' } });
    const fits = await s.k.post('/trade/buy', { ...body, nonce: 'a'.repeat(64) }, t.headers);
    expect(fits.body.status).toBe(1);
  });

  it('answers a bank card id that is fractional, written as an exponent or past the id range with card_not_found', async () => {
    const t = await trader(s.k, 'JPY', 1_000_000);
    expect((await s.k.post('/user/bankadd', card, t.headers)).body.status).toBe(1);
    const before = await tableCounts(s.k);
    for (const bankId of ['1.5', '1e30', '99999999999999', String(MAX_ROW_ID + 1), '-1', 'x']) {
      const res = await s.k.post(
        '/user/withdraw',
        { type: 'jpy', money: '5000', bank_id: bankId, fund_password: '123456' },
        t.headers,
      );
      expect(res, bankId).toMatchObject({ http: 200, body: { msg: 'card_not_found' } });
    }
    expect(await tableCounts(s.k)).toEqual(before);
  });

  it('refuses a limit order whose value passes the limit of one operation, and one whose price is past any number', async () => {
    const t = await trader(s.k, 'USD', 1_000_000_000);
    const before = await tableCounts(s.k, ['orders', 'positions', 'ledger_transfers']);
    const order = { code: 'AAPL', leverage: '1', price_type: 'limit' };
    for (const path of ['/trade/buy', '/trade/preview']) {
      const tooLarge = await s.k.post(
        path,
        { ...order, num: '100000', price: '9999999999.99' },
        t.headers,
      );
      expect(tooLarge).toMatchObject({ http: 200, body: { msg: 'amount_too_large' } });
      const pastNumbers = await s.k.post(
        path,
        { ...order, num: '1', price: '9'.repeat(30) },
        t.headers,
      );
      expect(pastNumbers).toMatchObject({ http: 200, body: { msg: 'number_format' } });
    }
    expect(await tableCounts(s.k, ['orders', 'positions', 'ledger_transfers'])).toEqual(before);
    const fits = await s.k.post(
      '/trade/preview',
      { ...order, num: '100', price: '200' },
      t.headers,
    );
    expect(fits.body.status).toBe(1);
  });

  it('refuses fund records asked for with a date that is not a calendar day', async () => {
    const t = await trader(s.k, 'JPY', 0);
    const ranges: Record<string, string>[] = [
      { end: 'x' },
      { start: 'x' },
      { end: '2026-02-30' },
      { start: '2026-13-01', end: '2026-03-01' },
      { end: '0000-01-01' },
      { end: '20260301' },
    ];
    for (const range of ranges) {
      const res = await s.k.post('/user/fundlist', range, t.headers);
      expect(res, JSON.stringify(range)).toMatchObject({
        http: 200,
        body: { status: 0, msg: 'invalid_parameter' },
      });
    }
    const fine = await s.k.post('/user/fundlist', { end: '2026-03-01' }, t.headers);
    expect(fine.body.status).toBe(1);
  });

  it('bounds page numbers: the last page is answered, one past it is invalid_parameter', async () => {
    const t = await trader(s.k, 'JPY', 0);
    const last = await s.k.post('/user/fundlist', { page: String(MAX_PAGE_NUMBER) }, t.headers);
    expect(last.body).toMatchObject({ status: 1, data: { items: [] } });
    for (const page of [String(MAX_PAGE_NUMBER + 1), '999999999999999']) {
      const past = await s.k.post('/user/fundlist', { page }, t.headers);
      expect(past).toMatchObject({ http: 200, body: { msg: 'invalid_parameter' } });
    }
  });

  it('refuses ids past the range of an id column before any query', async () => {
    const t = await trader(s.k, 'JPY', 0);
    for (const [path, body] of [
      ['/trade/sell', { id: String(MAX_ROW_ID + 1) }],
      ['/trade/lend', { id: '99999999999999', num: '1' }],
      ['/trade/position', { id: String(MAX_ROW_ID + 1) }],
    ] as const) {
      const res = await s.k.post(path, body, t.headers);
      expect(res, path).toMatchObject({ http: 200, body: { msg: 'invalid_parameter' } });
    }
    const inRange = await s.k.post('/trade/sell', { id: String(MAX_ROW_ID) }, t.headers);
    expect(inRange.body.msg).toBe('not_found');
  });

  it('answers malformed multipart bodies with a refusal, never a server error', async () => {
    const unverified = await s.k.signUp();
    const t = await trader(s.k, 'JPY', 0);
    const send = async (
      url: string,
      headers: Record<string, string>,
      payload: string,
      boundary = 'XX',
    ) => {
      const res = await s.k.app.inject({
        method: 'POST',
        url: `/api/vue${url}`,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      return { http: res.statusCode, body: res.json<{ status: number; msg: string }>() };
    };
    const field = (name: string, value: string) =>
      `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = (name: string) =>
      `--XX\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n\x89PNG\r\n`;
    const before = await tableCounts(s.k, ['uploads', 'recharges', 'kyc_applications']);
    const truncated = `${field('money', '100')}--XX\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\n\r\n\x89PNG`;
    for (const [payload, boundary] of [
      [truncated, 'XX'],
      ['garbage', 'XX'],
      ['--XX--', ''],
      [`${field('money', '100')}`, 'YY'],
    ] as const) {
      const res = await send('/user/deposit', t.headers, payload, boundary);
      expect(res, payload).toMatchObject({ http: 200, body: { msg: 'invalid_parameter' } });
    }
    const noFile = await send('/user/deposit', t.headers, `${field('money', '100')}--XX--\r\n`);
    expect(noFile).toMatchObject({ http: 200, body: { msg: 'deposit_proof_required' } });
    const wrongField = await send(
      '/user/verified',
      unverified.headers,
      `${field('name', 'YAMADA TARO')}${file('nope')}--XX--\r\n`,
    );
    expect(wrongField.http).toBe(200);
    expect(wrongField.body.status).toBe(0);
    expect(await tableCounts(s.k, ['uploads', 'recharges', 'kyc_applications'])).toEqual(before);
  });

  it('answers unknown ids in the back office product routes with not_found, and ids past the range with invalid_parameter', async () => {
    const customer = await trader(s.k, 'JPY', 0);
    const before = await tableCounts(s.k, ['audit_log', 'block_offers', 'products', 'orders']);
    const reason = { reason: 'checking an unknown id' };
    for (const [url, body] of [
      ['/blocks/999999/key', { account: customer.account }],
      ['/blocks/999999/close', reason],
      ['/products/999999/order', { code: '6758', num: '100', direction: 'long' }],
      ['/products/999999/close', { position_id: 999999 }],
      ['/products/999999/shelf', { on_shelf: true, ...reason }],
      ['/ipo/999999/draw', {}],
    ] as const) {
      const res = await staffCall(s.k, staff, 'POST', url, body);
      expect(res, url).toMatchObject({ http: 200, body: { status: 0, msg: 'not_found' } });
      const past = await staffCall(s.k, staff, 'POST', url.replace('999999', '3000000000'), body);
      expect(past, url).toMatchObject({ http: 200, body: { msg: 'invalid_parameter' } });
    }
    expect(await tableCounts(s.k, ['audit_log', 'block_offers', 'products', 'orders'])).toEqual(
      before,
    );
  });

  it('refuses an exchange into a currency of many units past the limit of one operation, and keeps the wallets readable', async () => {
    const t = await trader(s.k, 'USD', 9_000_000_000_000);
    s.market.setFxRate(1_000_000);
    try {
      const before = await tableCounts(s.k, ['ledger_transfers', 'exchanges']);
      for (const [money, nonce] of [
        ['90000000000', 'a1'],
        ['5000000000', 'a2'],
        ['5000000000', 'a3'],
      ] as const) {
        const quote = await s.k.post(
          '/user/exchangequote',
          { from: 'USD', to: 'VND', money },
          t.headers,
        );
        expect(quote).toMatchObject({ http: 200, body: { msg: 'amount_too_large' } });
        const res = await s.k.post(
          '/user/exchange',
          { from: 'USD', to: 'VND', money, nonce },
          t.headers,
        );
        expect(res).toMatchObject({ http: 200, body: { msg: 'amount_too_large' } });
      }
      expect(await tableCounts(s.k, ['ledger_transfers', 'exchanges'])).toEqual(before);
      const wallets = await s.k.post('/user/wallets', {}, t.headers);
      expect(wallets.body.status).toBe(1);
    } finally {
      s.market.setFxRate(1);
    }
  });

  it('stops a customer balance at its limit: the exchange that would pass it is refused and the wallet still answers', async () => {
    const t = await trader(s.k, 'USD', 9_000_000_000_000);
    s.market.setFxRate(1_000_000);
    try {
      // $9,000,000 is 9·10^12 dong (less the spread) each time, within one operation's limit.
      let done = 0;
      let refused: unknown;
      for (let i = 0; i < 15 && refused === undefined; i += 1) {
        const res = await s.k.post(
          '/user/exchange',
          { from: 'USD', to: 'VND', money: '9000000', nonce: `b${i}` },
          t.headers,
        );
        if (res.body.status === 1) done += 1;
        else refused = res;
      }
      expect(refused).toMatchObject({ http: 200, body: { msg: 'balance_limit_reached' } });
      const vnd = await s.k.ctx.ledger.balance(s.k.ctx.db, {
        customerId: t.id,
        purpose: 'cash',
        currency: 'VND',
      });
      expect(vnd).toBeLessThanOrEqual(MAX_BALANCE_MINOR_UNITS);
      expect(vnd).toBeGreaterThan(MAX_BALANCE_MINOR_UNITS - 9_000_000_000_000);
      expect(done).toBe(Math.floor(MAX_BALANCE_MINOR_UNITS / 8_955_000_000_000));
      const wallets = await s.k.post('/user/wallets', {}, t.headers);
      expect(wallets.body.status).toBe(1);
    } finally {
      s.market.setFxRate(1);
    }
  });

  it('refuses in the ledger a posting past the limit of one operation, whoever asks for it', async () => {
    const t = await trader(s.k, 'JPY', 0);
    await expect(fund(s.k, t.id, 'JPY', 10_000_000_000_001)).rejects.toMatchObject({
      msg: 'amount_too_large',
    });
    expect(await t.cash()).toBe(0);
  });
});
