import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto, tableCounts } from '../../test/kabuto.ts';
import { customerIdOf, fund, makeReady, staffCall, staffToken } from '../../test/funding.ts';
import { accrueInterest } from './service.ts';

const clock = new ManualClock('2026-03-10T03:00:00Z');

describe('credit loans', () => {
  let k: TestKabuto;
  let staff: string;
  beforeAll(async () => {
    k = await startTestKabuto({}, { clock });
    staff = await staffToken(k);
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  async function borrower() {
    const signed = await k.signUp();
    const id = await customerIdOf(k, signed.account);
    await makeReady(k, id);
    await fund(k, id, 'JPY', 500_000);
    return { ...signed, id };
  }

  const info = async (headers: Record<string, string>) =>
    (
      await k.post<{
        score: number;
        factors: { key: string; points: number }[];
        loanable: string;
        outstanding: string;
        collateral: string;
        daily_interest_bps: number;
      }>('/user/loaninfo', { type: 'jpy' }, headers)
    ).body.data;

  it('shows a score with its factors, the loanable amount and the daily interest before applying', async () => {
    const b = await borrower();
    const i = await info(b.headers);
    expect(i.factors.map((f) => f.key)).toEqual([
      'identity',
      'account_age',
      'deposits',
      'trading',
      'collateral',
    ]);
    expect(i.score).toBe(i.factors.reduce((t, f) => t + f.points, 0));
    expect(i.score).toBe(300); // verified; new account; no deposits, trades or collateral
    expect(i.loanable).toBe('300000.00'); // ¥1,000,000 × 300 / 1000
    expect(i.daily_interest_bps).toBe(5);
  });

  it('lends after review, accrues interest by the clock, takes part and then full repayment', async () => {
    const b = await borrower();
    const applied = await k.post<{ id: number; status: string }>(
      '/user/loan',
      { type: 'jpy', money: '100000' },
      b.headers,
    );
    expect(applied.body.data.status).toBe('pending');
    expect((await k.post('/user/loan', { type: 'jpy', money: '1000' }, b.headers)).body.msg).toBe(
      'loan_outstanding',
    );
    const queue = await staffCall(k, staff, 'GET', '/reviews?kind=loan');
    const item = (queue.body.data as { items: { id: number; account: string }[] }).items.find(
      (x) => x.account === b.account,
    )!;
    await staffCall(k, staff, 'POST', `/reviews/loan/${item.id}/approve`, {});
    const user = await k.post<{ jpy: string; jpyyjed: string }>('/user/getUserinfo', {}, b.headers);
    expect(user.body.data).toMatchObject({ jpy: '600000.00', jpyyjed: '100000.00' });

    // Two days later: 0.05% a day on what is owed, compounded daily, rounded up.
    clock.advance(2 * 86_400_000);
    expect(await accrueInterest(k.ctx)).toBe(2);
    expect(await accrueInterest(k.ctx)).toBe(0); // running the job twice changes nothing
    const owed = 100_000 + 50 + Math.ceil(100_050 * 0.0005);
    expect((await info(b.headers)).outstanding).toBe(`${owed}.00`);

    const tooMuch = await k.post(
      '/user/repay',
      { id: applied.body.data.id, money: String(owed + 1) },
      b.headers,
    );
    expect(tooMuch.body.msg).toBe('repay_more_than_loan');
    const part = await k.post<{ outstanding: string; status: string }>(
      '/user/repay',
      { id: applied.body.data.id, money: '40000' },
      b.headers,
    );
    expect(part.body.data).toMatchObject({ outstanding: `${owed - 40_000}.00`, status: 'active' });
    const rest = await k.post<{ outstanding: string; status: string }>(
      '/user/repay',
      { id: applied.body.data.id, money: String(owed - 40_000) },
      b.headers,
    );
    expect(rest.body.data).toMatchObject({ outstanding: '0.00', status: 'repaid' });
    const after = await k.post<{ jpy: string; jpyyjed: string }>(
      '/user/getUserinfo',
      {},
      b.headers,
    );
    expect(after.body.data).toMatchObject({ jpy: `${600_000 - owed}.00`, jpyyjed: '0.00' });
  });

  it('refuses an amount above the loanable amount, and non-integer top-ups, writing nothing', async () => {
    const b = await borrower();
    const before = await tableCounts(k);
    expect((await k.post('/user/loan', { type: 'jpy', money: '300001' }, b.headers)).body.msg).toBe(
      'loan_limit_insufficient',
    );
    expect(
      (await k.post('/user/credittopup', { type: 'jpy', money: '10.5' }, b.headers)).body.msg,
    ).toBe('credit_amount_integer');
    expect(
      (await k.post('/user/credittopup', { type: 'jpy', money: '0' }, b.headers)).body.msg,
    ).toBe('credit_amount_integer');
    expect(
      (await k.post('/user/credittopup', { type: 'jpy', money: '-5' }, b.headers)).body.msg,
    ).toBe('credit_amount_integer');
    expect(await tableCounts(k)).toEqual(before);
  });

  it('raises the loanable amount by pledged collateral and releases it when nothing is owed', async () => {
    const b = await borrower();
    const top = await k.post<{ collateral: string }>(
      '/user/credittopup',
      { type: 'jpy', money: '100000' },
      b.headers,
    );
    expect(top.body).toMatchObject({
      msg: 'credit_topup_success',
      data: { collateral: '100000.00' },
    });
    const i = await info(b.headers);
    expect(Number(i.loanable)).toBeGreaterThanOrEqual(400_000);
    expect((await k.post<{ jpy: string }>('/user/getUserinfo', {}, b.headers)).body.data.jpy).toBe(
      '400000.00',
    );
    const released = await k.post<{ released: string }>(
      '/user/creditrelease',
      { type: 'jpy' },
      b.headers,
    );
    expect(released.body.data.released).toBe('100000.00');
    expect((await k.post<{ jpy: string }>('/user/getUserinfo', {}, b.headers)).body.data.jpy).toBe(
      '500000.00',
    );
  });

  it('keeps each customer’s loans their own', async () => {
    const b = await borrower();
    const applied = await k.post<{ id: number }>(
      '/user/loan',
      { type: 'jpy', money: '1000' },
      b.headers,
    );
    const other = await borrower();
    expect(
      (await k.post('/user/repay', { id: applied.body.data.id, money: '1' }, other.headers)).body
        .msg,
    ).toBe('not_found');
    expect((await k.post('/user/loanlist', {}, other.headers)).body.data).toEqual([]);
  });
});
