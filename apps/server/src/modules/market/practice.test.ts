/**
 * Goal (issue 14 item 8): when the markets are closed, a demo customer starts the practice session
 * at run time (no restart, no MARKET_PRACTICE): quotes say so, orders are taken, funding follows;
 * ending it restores real hours. A deployment that is not a demo refuses the switch and keeps its
 * real hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto } from '../../test/kabuto.ts';
import { trader } from '../../test/trading.ts';

// Sunday 2026-03-08 12:00 JST: every market is closed.
const SUNDAY = '2026-03-08T03:00:00Z';

interface QuoteAnswer {
  session: string;
  practice: boolean;
}

describe('the practice session switch in demo mode', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto({ demo: 'on' }, { clock: new ManualClock(SUNDAY) });
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  const quote = async () =>
    (await k.post<QuoteAnswer>('/market/quote', { code: '7203' })).body.data;

  it('opens the closed market in one call, labels every quote, and ends on request', async () => {
    const t = await trader(k, 'JPY', 1_000_000);
    expect(await quote()).toMatchObject({ session: 'closed', practice: false });
    // Closed: the order waits for the next open (queued).
    const waiting = await k.post(
      '/trade/buy',
      { code: '7203', num: '1', leverage: '1' },
      t.headers,
    );
    expect(waiting.body).toMatchObject({ msg: 'order_queued', data: { status: 'queued' } });

    expect((await k.post('/market/practice', { on: '1' })).http).toBe(401);
    const started = await k.post<{ practice: boolean }>('/market/practice', { on: '1' }, t.headers);
    expect(started.body).toMatchObject({ status: 1, msg: 'practice_started' });
    expect(started.body.data).toEqual({ id: 'simulation', simulated: true, practice: true });
    expect((await k.post('/market/source', {})).body.data).toMatchObject({ practice: true });
    expect(await quote()).toMatchObject({ session: 'open', practice: true });
    const summary = await k.post<{ practice: boolean }>('/market/summary', { type: 'jpy' });
    expect(summary.body.data.practice).toBe(true);

    const bought = await k.post('/trade/buy', { code: '7203', num: '1', leverage: '1' }, t.headers);
    expect(bought.body).toMatchObject({ msg: 'order_filled', data: { status: 'filled' } });

    const ended = await k.post('/market/practice', { on: '0' }, t.headers);
    expect(ended.body).toMatchObject({ status: 1, msg: 'practice_ended' });
    expect(await quote()).toMatchObject({ session: 'closed', practice: false });
    const again = await k.post('/trade/buy', { code: '7203', num: '1', leverage: '1' }, t.headers);
    expect(again.body).toMatchObject({ msg: 'order_queued', data: { status: 'queued' } });
    expect((await k.post('/market/practice', { on: 'yes' }, t.headers)).body.status).toBe(0);
  });
});

describe('the practice session switch outside demo mode', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto({ demo: 'off' }, { clock: new ManualClock(SUNDAY) });
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('is refused, and the market keeps its real hours', async () => {
    const { headers } = await k.signUp();
    const res = await k.post('/market/practice', { on: '1' }, headers);
    expect(res.body).toMatchObject({ status: 0, msg: 'practice_demo_only' });
    expect((await k.post('/market/source', {})).body.data).toMatchObject({ practice: false });
    const q = await k.post<QuoteAnswer>('/market/quote', { code: '7203' });
    expect(q.body.data).toMatchObject({ session: 'closed', practice: false });
  });
});
