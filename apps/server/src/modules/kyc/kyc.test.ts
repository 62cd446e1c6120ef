import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto, tableCounts } from '../../test/kabuto.ts';
import { PNG_BYTES, customerIdOf, multipart, staffCall, staffToken } from '../../test/funding.ts';

const CN_ID = '11010519491231002X';

describe('real-name verification', () => {
  let k: TestKabuto;
  let staff: string;
  beforeAll(async () => {
    k = await startTestKabuto();
    staff = await staffToken(k);
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  async function submit(
    headers: Record<string, string>,
    fields: Record<string, string>,
    files = ['front', 'back'],
  ) {
    const body = multipart(
      fields,
      files.map((field) => ({ field, name: `${field}.png`, bytes: PNG_BYTES })),
    );
    const res = await k.app.inject({
      method: 'POST',
      url: '/api/vue/user/verified',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    return res.json() as {
      status: number;
      msg: string;
      data: { id: number; id_number: string; status: string };
    };
  }

  const valid = { name: '王小明', id_type: 'cn_resident', idcard: CN_ID, agree: '1' };

  it('refuses each broken rule with its message, writing nothing', async () => {
    const { headers } = await k.signUp();
    const before = await tableCounts(k);
    expect((await submit(headers, { ...valid, agree: '' })).msg).toBe('privacy_required');
    expect((await submit(headers, { ...valid, name: '' })).msg).toBe('kyc_name_required');
    expect((await submit(headers, { ...valid, idcard: '110105194912310021' })).msg).toBe(
      'id_number_invalid',
    );
    expect(
      (await submit(headers, { ...valid, id_type: 'jp_mynumber', idcard: '123456789012' })).msg,
    ).toBe('id_number_invalid');
    expect((await submit(headers, valid, ['front'])).msg).toBe('id_photos_required');
    expect(await tableCounts(k)).toEqual(before);
  });

  it('goes pending, is approved by staff, and then the customer may trade', async () => {
    const { account, headers } = await k.signUp();
    const res = await submit(headers, valid);
    expect(res).toMatchObject({
      status: 1,
      data: { status: 'pending', id_number: '**************002X' },
    });
    expect((await submit(headers, valid)).msg).toBe('kyc_pending');
    expect((await k.post('/trade/preview', { code: '7203', num: '1' }, headers)).body.msg).toBe(
      'kyc_required',
    );
    const queue = await staffCall(k, staff, 'GET', '/reviews?kind=kyc');
    const item = (
      queue.body.data as {
        items: { id: number; account: string; summary: Record<string, string> }[];
      }
    ).items.find((i) => i.account === account)!;
    expect(item.summary.id_number).toBe('**************002X');
    const photo = await k.app.inject({
      method: 'GET',
      url: `/api/admin/uploads/${item.summary.front_upload_id}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(photo.statusCode).toBe(200);
    await staffCall(k, staff, 'POST', `/reviews/kyc/${item.id}/approve`, {});
    expect(
      (await k.post<{ is_verified: boolean }>('/user/getUserinfo', {}, headers)).body.data
        .is_verified,
    ).toBe(true);
    expect((await submit(headers, valid)).msg).toBe('already_verified');
    // Trading now meets the next rule instead (no fund password yet).
    expect((await k.post('/trade/preview', { code: '7203', num: '1' }, headers)).body.msg).toBe(
      'fund_password_not_set',
    );
    const messages = await k.post<{ title: string }[]>(
      '/user/messages',
      {},
      { ...headers, lang: 'us' },
    );
    expect(messages.body.data[0]!.title).toBe('Identity verified');
  });

  it('tells a rejected customer why, and lets them submit again', async () => {
    const { account, headers } = await k.signUp();
    await submit(headers, { ...valid, id_type: 'passport', idcard: 'TR1234567' });
    const queue = await staffCall(k, staff, 'GET', '/reviews?kind=kyc');
    const item = (queue.body.data as { items: { id: number; account: string }[] }).items.find(
      (i) => i.account === account,
    )!;
    await staffCall(k, staff, 'POST', `/reviews/kyc/${item.id}/reject`, {
      reason: 'The photo is blurred',
    });
    const state = await k.post<{ status: string; application: { reason: string } }>(
      '/user/verifiedinfo',
      {},
      headers,
    );
    expect(state.body.data).toMatchObject({
      status: 'rejected',
      application: { reason: 'The photo is blurred' },
    });
    expect((await k.post('/trade/preview', { code: '7203', num: '1' }, headers)).body.msg).toBe(
      'kyc_rejected',
    );
    expect((await submit(headers, valid)).status).toBe(1);
  });

  it('never lets another customer read someone’s identity photos', async () => {
    const owner = await k.signUp();
    await submit(owner.headers, valid);
    const id = await customerIdOf(k, owner.account);
    const upload = await k.ctx.db
      .selectFrom('uploads')
      .select('id')
      .where('customer_id', '=', id)
      .where('purpose', '=', 'kyc_front')
      .executeTakeFirstOrThrow();
    const stranger = await k.signUp();
    const res = await k.app.inject({
      method: 'GET',
      url: `/api/vue/user/upload/${upload.id}`,
      headers: stranger.headers,
    });
    expect(res.json()).toMatchObject({ status: 0, msg: 'not_found' });
  });
});
