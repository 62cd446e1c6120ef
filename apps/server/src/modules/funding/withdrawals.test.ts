import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto, tableCounts } from '../../test/kabuto.ts';
import {
  PNG_BYTES,
  customerIdOf,
  fund,
  makeReady,
  multipart,
  staffCall,
  staffToken,
} from '../../test/funding.ts';
import { sessionsChanged } from '../customers/service.ts';
import type { WithdrawalRow } from '@kabuto/shared/contracts/account';
import type { WithdrawalChecklist } from '@kabuto/shared/contracts/funding';
import { WITHDRAWAL_CHECK_RULES } from '@kabuto/shared/funding-kinds';
import { WITHDRAWAL_REJECT_TEXTS } from '@kabuto/shared/withdrawal-reasons';

const clock = new ManualClock('2026-03-10T03:00:00Z');
const card = {
  name: 'YAMADA TARO',
  card: '7654321',
  card_type: 'ordinary',
  bank: 'Kabuto Bank',
  branch: 'Shibuya',
  branch_code: '123',
};

describe('withdrawals', () => {
  let k: TestKabuto;
  let staff: string;
  beforeAll(async () => {
    k = await startTestKabuto({}, { clock });
    staff = await staffToken(k);
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  /** A verified customer with a fund password, a card and ¥100,000. */
  async function readyCustomer() {
    const signed = await k.signUp();
    const id = await customerIdOf(k, signed.account);
    await makeReady(k, id);
    await fund(k, id, 'JPY', 100_000);
    const cardId = (await k.post<{ id: number }>('/user/bankadd', card, signed.headers)).body.data
      .id;
    return { ...signed, id, cardId };
  }

  /** An open position of one Toyota share, written straight to the table. */
  async function openPosition(customerId: number) {
    await k.ctx.db
      .insertInto('positions')
      .values({
        customer_id: customerId,
        currency: 'JPY',
        code: '7203',
        name: 'Toyota',
        direction: 'long',
        status: 0,
        quantity: 1,
        buy_price_e4: 30_000_000,
        sell_price_e4: null,
        leverage: 1,
        margin: 3000,
        realised_pnl: null,
        opened_at: clock.now().toISOString(),
        closed_at: null,
      })
      .execute();
  }

  const cashOf = async (headers: Record<string, string>) =>
    (await k.post<{ jpy: string }>('/user/getUserinfo', {}, headers)).body.data.jpy;

  it('shows its rules before the customer submits: minimum, no fee, the positions rule', async () => {
    const { headers } = await k.signUp();
    const rules = await k.post('/user/withdrawrules', { type: 'jpy' }, headers);
    expect(rules.body.data).toEqual({
      currency: 'JPY',
      min: '1000',
      requires_no_positions: true,
      fee: '0.00',
    });
  });

  it('answers each unmet condition with its own message and writes nothing', async () => {
    const plain = await k.signUp();
    const plainId = await customerIdOf(k, plain.account);
    await fund(k, plainId, 'JPY', 100_000);
    const before = await tableCounts(k);
    const base = { type: 'jpy', money: '5000', bank_id: '1', fund_password: '123456' };
    expect((await k.post('/user/withdraw', base, plain.headers)).body.msg).toBe('kyc_required');
    await k.ctx.db
      .updateTable('customers')
      .set({ kyc_status: 'passed' })
      .where('id', '=', plainId)
      .execute();
    sessionsChanged(k.ctx.db);
    expect((await k.post('/user/withdraw', base, plain.headers)).body.msg).toBe(
      'bank_card_required',
    );
    const c = await k.post<{ id: number }>('/user/bankadd', card, plain.headers);
    const withCard = { ...base, bank_id: String(c.body.data.id) };
    expect(
      (await k.post('/user/withdraw', { ...withCard, bank_id: '999999' }, plain.headers)).body.msg,
    ).toBe('card_not_found');
    expect((await k.post('/user/withdraw', withCard, plain.headers)).body.msg).toBe(
      'fund_password_not_set',
    );
    await k.post('/user/fundpassword', { password: '123456', repassword: '123456' }, plain.headers);
    expect(
      (await k.post('/user/withdraw', { ...withCard, fund_password: '' }, plain.headers)).body.msg,
    ).toBe('fund_password_required');
    expect(
      (await k.post('/user/withdraw', { ...withCard, fund_password: '111111' }, plain.headers)).body
        .msg,
    ).toBe('fund_password_wrong');
    expect(
      (await k.post('/user/withdraw', { ...withCard, money: '' }, plain.headers)).body.msg,
    ).toBe('amount_required');
    const below = await k.post('/user/withdraw', { ...withCard, money: '999' }, plain.headers);
    expect(below.body).toMatchObject({ msg: 'withdrawal_below_minimum', params: { min: '1000' } });
    expect(
      (await k.post('/user/withdraw', { ...withCard, money: '100001' }, plain.headers)).body.msg,
    ).toBe('available_balance_insufficient');
    await openPosition(plainId);
    expect((await k.post('/user/withdraw', withCard, plain.headers)).body.msg).toBe(
      'positions_open',
    );
    await k.ctx.db
      .updateTable('positions')
      .set({ status: 2 })
      .where('customer_id', '=', plainId)
      .execute();
    await k.ctx.db
      .updateTable('customers')
      .set({ funds_frozen: 1 })
      .where('id', '=', plainId)
      .execute();
    sessionsChanged(k.ctx.db);
    expect((await k.post('/user/withdraw', withCard, plain.headers)).body.msg).toBe(
      'account_frozen',
    );
    const after = await tableCounts(k);
    expect(after.ledger_transfers).toBe(before.ledger_transfers);
    expect(after.review_items).toBe(before.review_items);
    expect(await cashOf(plain.headers)).toBe('100000.00');
  });

  it('freezes the amount, pays it out on approval, with the arrival note and a message', async () => {
    const c = await readyCustomer();
    const res = await k.post<{ status: number; money: string; fee: string; arrival: string }>(
      '/user/withdraw',
      { type: 'jpy', money: '30000', bank_id: String(c.cardId), fund_password: '123456' },
      c.headers,
    );
    expect(res.body).toMatchObject({
      status: 1,
      data: { status: 0, money: '30000.00', fee: '0.00' },
    });
    expect(res.body.data.arrival).toContain('T+1');
    expect(await cashOf(c.headers)).toBe('70000.00');
    const rows = await k.post<{ status: number; money: string }[]>(
      '/user/withdrawallist',
      { type: 'jpy' },
      c.headers,
    );
    expect(rows.body.data[0]).toMatchObject({ status: 0, money: '30000.00' });
    expect(
      (
        await k.post(
          '/user/withdraw',
          { type: 'jpy', money: '1000', bank_id: String(c.cardId), fund_password: '123456' },
          c.headers,
        )
      ).body.msg,
    ).toBe('fund_operation_in_progress');
    expect((await k.post('/user/bankdel', { id: c.cardId }, c.headers)).body.msg).toBe(
      'fund_operation_in_progress',
    );

    const queue = await staffCall(k, staff, 'GET', '/reviews?kind=withdrawal');
    const item = (queue.body.data as { items: { id: number; account: string }[] }).items.find(
      (i) => i.account === c.account,
    )!;
    await staffCall(k, staff, 'POST', `/reviews/withdrawal/${item.id}/approve`, {});
    expect(await cashOf(c.headers)).toBe('70000.00');
    expect(
      (await k.post<{ status: number }[]>('/user/withdrawallist', { type: 'jpy' }, c.headers)).body
        .data[0]!.status,
    ).toBe(1);
    const frozen = await k.ctx.ledger.balance(k.ctx.db, {
      customerId: c.id,
      purpose: 'frozen',
      currency: 'JPY',
    });
    expect(frozen).toBe(0);
    const msg = await k.post<{ title: string }[]>(
      '/user/messages',
      {},
      { ...c.headers, lang: 'cn' },
    );
    expect(msg.body.data[0]!.title).toBe('提现已汇出');
  });

  it("returns a rejected withdrawal at once and shows the reason code in the reader's language", async () => {
    const c = await readyCustomer();
    await k.post(
      '/user/withdraw',
      { type: 'jpy', money: '40000', bank_id: String(c.cardId), fund_password: '123456' },
      c.headers,
    );
    expect(await cashOf(c.headers)).toBe('60000.00');
    const queue = await staffCall(k, staff, 'GET', '/reviews?kind=withdrawal');
    const item = (queue.body.data as { items: { id: number; account: string }[] }).items.find(
      (i) => i.account === c.account,
    )!;
    // A reason that is not a code of the list is refused and changes nothing.
    const before = await tableCounts(k);
    const free = await staffCall(k, staff, 'POST', `/reviews/withdrawal/${item.id}/reject`, {
      reason: 'Card holder name does not match',
    });
    expect(free.body.msg).toBe('reason_code_required');
    expect(await tableCounts(k)).toEqual(before);
    expect(await cashOf(c.headers)).toBe('60000.00');

    await staffCall(k, staff, 'POST', `/reviews/withdrawal/${item.id}/reject`, {
      reason: 'holder_mismatch: KABUTO TARO',
    });
    expect(await cashOf(c.headers)).toBe('100000.00');
    const texts = WITHDRAWAL_REJECT_TEXTS.holder_mismatch;
    for (const lang of ['jp', 'cn', 'us'] as const) {
      const msg = await k.post<{ body: string }[]>('/user/messages', {}, { ...c.headers, lang });
      expect(msg.body.data[0]!.body).toContain(`${texts[lang]} (KABUTO TARO)`);
      const list = await k.post<WithdrawalRow[]>(
        '/user/withdrawallist',
        { type: 'jpy' },
        { ...c.headers, lang },
      );
      expect(list.body.data[0]).toMatchObject({
        status: 2,
        order_no: expect.stringMatching(/^W\d{8}$/),
        reason_code: 'holder_mismatch',
        reason: `${texts[lang]} (KABUTO TARO)`,
        note: 'KABUTO TARO',
        decided_at: expect.any(String),
        arrival_by: null,
      });
    }
  });

  it('gives the history its order number and the latest arrival: 24:00 on the next working day', async () => {
    const c = await readyCustomer();
    // Tuesday 2026-03-10, 12:00 in Tokyo: the money arrives before Wednesday 24:00 JST.
    const res = await k.post<{ id: number; order_no: string }>(
      '/user/withdraw',
      { type: 'jpy', money: '2000', bank_id: String(c.cardId), fund_password: '123456' },
      c.headers,
    );
    const list = await k.post<WithdrawalRow[]>('/user/withdrawallist', { type: 'jpy' }, c.headers);
    expect(list.body.data[0]).toMatchObject({
      id: res.body.data.id,
      order_no: res.body.data.order_no,
      status: 0,
      money: '2000.00',
      reason_code: null,
      reason: null,
      note: null,
      arrival_by: '2026-03-11T15:00:00.000Z',
    });
    const queue = await staffCall(k, staff, 'GET', '/reviews?kind=withdrawal');
    const item = (queue.body.data as { items: { id: number; account: string }[] }).items.find(
      (i) => i.account === c.account,
    )!;
    await staffCall(k, staff, 'POST', `/reviews/withdrawal/${item.id}/approve`, {});
  });

  it('answers the checklist before the fund password: every rule, with its own message', async () => {
    const plain = await k.signUp();
    const id = await customerIdOf(k, plain.account);
    const check = async () =>
      (await k.post<WithdrawalChecklist>('/user/withdrawcheck', { type: 'jpy' }, plain.headers))
        .body.data;
    const failing = (list: WithdrawalChecklist) =>
      list.items.filter((i) => !i.ok).map((i) => [i.rule, i.msg]);
    const first = await check();
    expect(first.items.map((i) => i.rule)).toEqual([...WITHDRAWAL_CHECK_RULES]);
    expect(first).toMatchObject({ ready: false, available: '0.00', withdrawable: '0.00' });
    expect(failing(first)).toEqual([
      ['standing', 'kyc_required'],
      ['fund_password', 'fund_password_not_set'],
      ['bank_card', 'bank_card_required'],
      ['minimum', 'withdrawal_below_minimum'],
    ]);
    expect(first.items.at(-1)!.params).toEqual({ min: '1000', currency: 'JPY' });

    await makeReady(k, id);
    await fund(k, id, 'JPY', 50_000);
    await k.post('/user/bankadd', card, plain.headers);
    const ready = await check();
    expect(failing(ready)).toEqual([]);
    expect(ready).toMatchObject({ ready: true, available: '50000.00', withdrawable: '50000.00' });

    // An open position: the rule fails and nothing may leave, though the cash is there.
    await openPosition(id);
    const held = await check();
    expect(failing(held)).toEqual([['no_positions', 'positions_open']]);
    expect(held).toMatchObject({ ready: false, available: '50000.00', withdrawable: '0.00' });
    await k.ctx.db
      .updateTable('positions')
      .set({ status: 2 })
      .where('customer_id', '=', id)
      .execute();

    // A pending bank deposit is a money request too.
    const body = multipart({ type: 'jpy', money: '10000' }, [
      { field: 'proof', name: 'proof.png', bytes: PNG_BYTES },
    ]);
    const deposit = await k.app.inject({
      method: 'POST',
      url: '/api/vue/user/deposit',
      headers: { ...plain.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect((deposit.json() as { status: number }).status).toBe(1);
    expect(failing(await check())).toEqual([['no_pending_request', 'fund_operation_in_progress']]);

    // Outside the funding hours (Saturday in Tokyo).
    clock.set('2026-03-14T03:00:00Z');
    try {
      expect(failing(await check()).map(([rule]) => rule)).toContain('funding_hours');
    } finally {
      clock.set('2026-03-10T03:00:00Z');
    }
  });

  it('accepts exactly one of 50 simultaneous withdrawals and freezes exactly its amount', async () => {
    const c = await readyCustomer();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        k.post(
          '/user/withdraw',
          {
            type: 'jpy',
            money: String(1_000 + i),
            bank_id: String(c.cardId),
            fund_password: '123456',
          },
          c.headers,
        ),
      ),
    );
    const accepted = results.filter((r) => r.body.status === 1);
    expect(accepted).toHaveLength(1);
    expect(results.filter((r) => r.body.msg === 'fund_operation_in_progress')).toHaveLength(49);
    const amount = Number((accepted[0]!.body.data as { money: string }).money);
    const frozen = await k.ctx.ledger.balance(k.ctx.db, {
      customerId: c.id,
      purpose: 'frozen',
      currency: 'JPY',
    });
    expect(frozen).toBe(amount);
    expect(await cashOf(c.headers)).toBe(`${100_000 - amount}.00`);
  });
});
