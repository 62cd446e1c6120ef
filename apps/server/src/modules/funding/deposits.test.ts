import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto, tableCounts } from '../../test/kabuto.ts';
import { PNG_BYTES, customerIdOf, multipart, staffCall, staffToken } from '../../test/funding.ts';
import { UPLOAD_MAX_BYTES } from '../uploads/service.ts';
import { sessionsChanged } from '../customers/service.ts';

// Tuesday 2026-03-10 12:00 JST: a working day in Tokyo.
const clock = new ManualClock('2026-03-10T03:00:00Z');

describe('deposits', () => {
  let k: TestKabuto;
  let staff: string;
  beforeAll(async () => {
    k = await startTestKabuto({}, { clock });
    staff = await staffToken(k);
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  async function deposit(
    headers: Record<string, string>,
    fields: Record<string, string>,
    files = [{ field: 'proof', name: 'proof.png', bytes: PNG_BYTES }],
  ) {
    const body = multipart(fields, files);
    const res = await k.app.inject({
      method: 'POST',
      url: '/api/vue/user/deposit',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    return {
      http: res.statusCode,
      body: res.json() as {
        status: number;
        msg: string;
        params?: Record<string, string>;
        data: { id: number; status: number };
      },
    };
  }

  it('credits a quick recharge through the simulation channel at once, through the ledger', async () => {
    const { headers } = await k.signUp();
    const res = await k.post<{
      status: number;
      simulated: boolean;
      money: string;
      transfer_id: number;
    }>('/user/recharge', { type: 'jpy', money: '50000', nonce: 'r-1' }, headers);
    expect(res.body).toMatchObject({
      status: 1,
      msg: 'recharge_credited',
      data: { status: 1, simulated: true, money: '50000.00' },
    });
    expect((await k.post<{ jpy: string }>('/user/getUserinfo', {}, headers)).body.data.jpy).toBe(
      '50000.00',
    );
    const again = await k.post<{ id: number }>(
      '/user/recharge',
      { type: 'jpy', money: '50000', nonce: 'r-1' },
      headers,
    );
    expect(again.body.data.id).toBe((res.body.data as unknown as { id: number }).id);
    expect((await k.post<{ jpy: string }>('/user/getUserinfo', {}, headers)).body.data.jpy).toBe(
      '50000.00',
    );
    const transfer = await k.ctx.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('id', '=', res.body.data.transfer_id)
      .executeTakeFirstOrThrow();
    expect(transfer.code).toBe('recharge');
  });

  it('refuses quick recharges with each rule message, writing nothing', async () => {
    const { account, headers } = await k.signUp();
    const before = await tableCounts(k);
    const cases: [Record<string, string>, string][] = [
      [{ type: 'jpy', money: '' }, 'amount_required'],
      [{ type: 'jpy', money: '12a' }, 'amount_format'],
      [{ type: 'jpy', money: '1.5' }, 'amount_precision'],
      [{ type: 'usd', money: '0' }, 'amount_positive'],
      [{ type: 'jpy', money: '500001' }, 'deposit_limit_exceeded'],
      [{ type: 'jpy', money: '100', channel: 'nope' }, 'recharge_failed'],
    ];
    for (const [form, msg] of cases)
      expect((await k.post('/user/recharge', form, headers)).body.msg, msg).toBe(msg);
    const limit = await k.post('/user/recharge', { type: 'jpy', money: '500001' }, headers);
    expect(limit.body.params).toEqual({ max: '500000', currency: 'JPY' });
    await k.ctx.db
      .updateTable('customers')
      .set({ funds_frozen: 1 })
      .where('account', '=', account)
      .execute();
    sessionsChanged(k.ctx.db);
    expect((await k.post('/user/recharge', { type: 'jpy', money: '100' }, headers)).body.msg).toBe(
      'account_frozen',
    );
    expect(await tableCounts(k)).toEqual(before);
  });

  it('handles funding only on working days within the configured hours', async () => {
    const { headers } = await k.signUp();
    clock.set('2026-03-14T03:00:00Z'); // Saturday
    const res = await k.post('/user/recharge', { type: 'jpy', money: '100' }, headers);
    expect(res.body).toMatchObject({
      msg: 'outside_funding_hours',
      params: { start: '00:00', end: '23:59' },
    });
    clock.set('2026-03-10T03:00:00Z');
  });

  it('takes a bank deposit with its screenshot, one pending at a time, then staff approve it', async () => {
    const { account, headers } = await k.signUp();
    const info = await k.post<{ reference: string; name: string }>(
      '/user/depositaccount',
      { type: 'jpy' },
      headers,
    );
    expect(info.body.data.reference).toMatch(/^KB\d{8}$/);
    expect(info.body.data.name).not.toBe('');
    const res = await deposit(headers, { type: 'jpy', money: '300000' });
    expect(res.body).toMatchObject({ status: 1, data: { status: 0 } });
    expect((await deposit(headers, { type: 'jpy', money: '100' })).body.msg).toBe(
      'deposit_pending',
    );
    expect((await k.post<{ jpy: string }>('/user/getUserinfo', {}, headers)).body.data.jpy).toBe(
      '0.00',
    );

    const queue = await staffCall(k, staff, 'GET', '/reviews?kind=deposit');
    const item = (
      queue.body.data as {
        items: { id: number; account: string; summary: { upload_id: string; amount: string } }[];
      }
    ).items.find((i) => i.account === account)!;
    expect(item.summary.amount).toBe('300000.00');
    const image = await k.app.inject({
      method: 'GET',
      url: `/api/admin/uploads/${item.summary.upload_id}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, PNG_BYTES)).toBe(0);

    expect(
      (await staffCall(k, staff, 'POST', `/reviews/deposit/${item.id}/approve`, {})).body.status,
    ).toBe(1);
    expect((await k.post<{ jpy: string }>('/user/getUserinfo', {}, headers)).body.data.jpy).toBe(
      '300000.00',
    );
    const list = await k.post<{ status: number; kind: string }[]>(
      '/user/rechargelist',
      { type: 'jpy' },
      headers,
    );
    expect(list.body.data[0]).toMatchObject({ status: 1, kind: 'bank' });
    const messages = await k.post<
      { title: string; body: string; params: Record<string, string> }[]
    >('/user/messages', {}, { ...headers, lang: 'us' });
    expect(messages.body.data[0]).toMatchObject({ title: 'Deposit credited' });
    // The amount is a parameter the app formats in the reader's language, with its currency.
    expect(messages.body.data[0]!.body).toContain('{{amount}} {{currency}}');
    expect(messages.body.data[0]!.params).toEqual({ amount: '300000.00', currency: 'JPY' });
  });

  it('tells the customer why a rejected deposit was rejected, and moves no money', async () => {
    const { account, headers } = await k.signUp();
    await deposit(headers, { type: 'usd', money: '1000' });
    const queue = await staffCall(k, staff, 'GET', '/reviews?kind=deposit');
    const item = (queue.body.data as { items: { id: number; account: string }[] }).items.find(
      (i) => i.account === account,
    )!;
    expect(
      (await staffCall(k, staff, 'POST', `/reviews/deposit/${item.id}/reject`, {})).body.msg,
    ).toBe('reason_required');
    await staffCall(k, staff, 'POST', `/reviews/deposit/${item.id}/reject`, {
      reason: 'No matching transfer received',
    });
    expect((await k.post<{ usd: string }>('/user/getUserinfo', {}, headers)).body.data.usd).toBe(
      '0.00',
    );
    const messages = await k.post<{ body: string }[]>(
      '/user/messages',
      {},
      { ...headers, lang: 'jp' },
    );
    expect(messages.body.data[0]!.body).toContain('No matching transfer received');
    const list = await k.post<{ status: number; reason: string }[]>(
      '/user/rechargelist',
      {},
      headers,
    );
    expect(list.body.data[0]).toMatchObject({ status: 2, reason: 'No matching transfer received' });
  });

  it('refuses a missing file, a renamed non-image and an oversized file, writing nothing', async () => {
    const { headers } = await k.signUp();
    const before = await tableCounts(k);
    expect((await deposit(headers, { type: 'jpy', money: '1000' }, [])).body.msg).toBe(
      'deposit_proof_required',
    );
    const renamed = await deposit(headers, { type: 'jpy', money: '1000' }, [
      {
        field: 'proof',
        name: 'photo.png',
        bytes: Buffer.from('%PDF-1.7 not really an image at all'),
      },
    ]);
    expect(renamed.body.msg).toBe('upload_type_invalid');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(UPLOAD_MAX_BYTES + 10)]);
    const oversized = await deposit(headers, { type: 'jpy', money: '1000' }, [
      { field: 'proof', name: 'big.png', bytes: big },
    ]);
    expect(oversized.body).toMatchObject({ msg: 'upload_too_large', params: { max: '5 MB' } });
    expect((await deposit(headers, { type: 'jpy', money: '10000000001' })).body.msg).toBe(
      'deposit_limit_exceeded',
    );
    expect(await tableCounts(k)).toEqual(before);
  });

  it("reads a bank deposit's nonce by the rule of every other nonce: a NUL byte or 10,000 characters are invalid_parameter", async () => {
    const { headers } = await k.signUp();
    const before = await tableCounts(k, ['recharges', 'uploads']);
    for (const nonce of ['\u0000', 'x'.repeat(10_000), 'a b']) {
      const res = await deposit(headers, { type: 'jpy', money: '1000', nonce });
      expect(res).toMatchObject({ http: 200, body: { status: 0, msg: 'invalid_parameter' } });
    }
    expect(await tableCounts(k, ['recharges', 'uploads'])).toEqual(before);
  });

  it('serves a screenshot to its owner only', async () => {
    const owner = await k.signUp();
    await deposit(owner.headers, { type: 'cny', money: '88' });
    const id = await customerIdOf(k, owner.account);
    const upload = await k.ctx.db
      .selectFrom('uploads')
      .select('id')
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    const mine = await k.app.inject({
      method: 'GET',
      url: `/api/vue/user/upload/${upload.id}`,
      headers: owner.headers,
    });
    expect(mine.statusCode).toBe(200);
    const stranger = await k.signUp();
    const theirs = await k.app.inject({
      method: 'GET',
      url: `/api/vue/user/upload/${upload.id}`,
      headers: stranger.headers,
    });
    expect(theirs.json()).toMatchObject({ status: 0, msg: 'not_found' });
    const anonymous = await k.app.inject({
      method: 'GET',
      url: `/api/vue/user/upload/${upload.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
