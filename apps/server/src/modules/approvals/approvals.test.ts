/**
 * Staff-set prices (issue 13, finding 2): a block or IPO price lies on the market's tick grid and
 * within the configured band of the provider's price, and takes effect only once a second staff
 * member approves it. Before: a 1 JPY block of a 2,301 JPY stock was accepted and sold, and a
 * 0.00001 price was stored as 0.00 and then answered HTTP 500 on purchase.
 */
import type { PriceApproval } from '@kabuto/shared/contracts/admin-approvals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { staffCall } from '../../test/funding.ts';
import { checkLedgerAfterEach, tableCounts } from '../../test/kabuto.ts';
import { approvedBlock, offeringDraft, pendingProposal, staffPair } from '../../test/products.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';

const HOUR = 3_600_000;
const WRITTEN: readonly (keyof Database)[] = [
  'block_offers',
  'ipo_offerings',
  'price_approvals',
  'audit_log',
];

describe('staff-set prices', () => {
  let s: TradingSetup;
  let viewer: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTradingKabuto();
    viewer = (await trader(s.k, 'JPY', 0)).headers;
    s.market.set('6758', 2301);
    s.market.set('7203', 3500); // a 5 JPY tick
    s.market.set('AAPL', 200);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const at = (h: number) => new Date(s.clock.now().getTime() + h * HOUR).toISOString();
  const block = (code: string, price: number) => ({
    code,
    price,
    min_lots: 100,
    total_lots: 1_000,
    deadline: at(4),
    lock_days: 0,
    with_key: false,
  });
  const offering = (code: string, price: number, provisional = price) =>
    offeringDraft(s.clock.now(), {
      code,
      market: code === 'AAPL' ? 'US' : 'JP',
      price,
      provisional_price: provisional,
    });
  const customerOffers = async () =>
    (await s.k.post<{ id: number }[]>('/trade/dzlist', { type: 'jpy' }, viewer)).body.data.map(
      (o) => o.id,
    );
  const customerOfferings = async () =>
    (await s.k.post<{ id: number }[]>('/trade/newstocklist', {})).body.data.map((o) => o.id);
  const auditOf = (target: string) =>
    s.k.ctx.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'reason'])
      .where('target', '=', target)
      .orderBy('id')
      .execute();

  it('refuses the 1 JPY block of a 2,301 JPY stock with the band, writing nothing', async () => {
    const { maker } = await staffPair(s.k);
    const before = await tableCounts(s.k, WRITTEN);
    const res = await staffCall(s.k, maker, 'POST', '/blocks', block('6758', 1));
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({
      status: 0,
      msg: 'price_outside_band',
      params: { pct: 10, min: '2070.90', max: '2531.10' },
    });
    expect(await tableCounts(s.k, WRITTEN)).toEqual(before);
  });

  it('refuses a zero, negative or too finely written price with its key, never storing it rounded', async () => {
    const { maker } = await staffPair(s.k);
    const before = await tableCounts(s.k, WRITTEN);
    const refusals: [string, object, string][] = [
      ['/blocks', block('6758', 0.00001), 'price_too_precise'],
      ['/blocks', block('6758', 0), 'price_not_positive'],
      ['/blocks', block('6758', -1), 'price_not_positive'],
      ['/blocks', block('6758', 2300.5), 'price_too_precise'],
      ['/blocks', block('7203', 3501), 'price_off_tick'],
      ['/blocks', block('AAPL', 199.999), 'price_too_precise'],
      ['/blocks', block('4592', 300), 'price_unavailable'], // no provider price to bound it
      ['/ipo', offering('6758', 0.00001), 'price_too_precise'],
      ['/ipo', offering('6758', 0), 'price_not_positive'],
      ['/ipo', offering('6758', -1), 'price_not_positive'],
      ['/ipo', offering('6758', 2301, 1), 'price_outside_band'],
      ['/ipo', offering('186A', 850.5), 'price_too_precise'],
    ];
    const answers = [];
    for (const [url, body] of refusals) {
      const res = await staffCall(s.k, maker, 'POST', url, body);
      answers.push([url, res.http, res.body.status, res.body.msg]);
    }
    expect(answers).toEqual(refusals.map(([url, , msg]) => [url, 200, 0, msg]));
    expect(await tableCounts(s.k, WRITTEN)).toEqual(before);
  });

  it('keeps an in-band block from customers until a second staff member approves it, and audits both', async () => {
    const { k } = s;
    const { maker, checker, makerName, checkerName } = await staffPair(k);
    const created = await staffCall(k, maker, 'POST', '/blocks', block('6758', 2200));
    expect(created.body).toMatchObject({ status: 1, data: { price: '2200.00', approved: false } });
    const offerId = (created.body.data as { id: number }).id;
    const proposal = await pendingProposal(k, checker, 'block', offerId);
    expect(proposal).toMatchObject({ price: '2200.00', reference_price: '2301.00' });

    const buyer = await trader(k, 'JPY', 1_000_000);
    const buy = () =>
      k.post('/trade/dzbuy', { id: offerId, num: '100', fund_password: '123456' }, buyer.headers);
    expect(await customerOffers()).not.toContain(offerId);
    expect((await buy()).body.msg).toBe('product_unavailable');

    const own = await staffCall(k, maker, 'POST', `/approvals/${proposal.id}/approve`, {});
    expect(own.body).toMatchObject({ status: 0, msg: 'approval_own_proposal' });
    expect(await customerOffers()).not.toContain(offerId);

    const approved = await staffCall(k, checker, 'POST', `/approvals/${proposal.id}/approve`, {});
    expect(approved.body).toMatchObject({ status: 1, data: { status: 'approved' } });
    expect(await customerOffers()).toContain(offerId);
    expect((await buy()).body.msg).toBe('placement_requested');
    expect(await buyer.cash()).toBe(1_000_000 - 220_000);
    const again = await staffCall(k, checker, 'POST', `/approvals/${proposal.id}/approve`, {});
    expect(again.body.msg).toBe('already_decided');

    expect(await auditOf(`block:${offerId}`)).toEqual([
      { actor: `staff:${makerName}`, action: 'block.create', reason: null },
      { actor: `staff:${makerName}`, action: 'price.propose', reason: null },
      { actor: `staff:${checkerName}`, action: 'price.approve', reason: null },
    ]);
  });

  it('offers nothing after a rejection, which carries its reason', async () => {
    const { k } = s;
    const { maker, checker } = await staffPair(k);
    const created = await staffCall(k, maker, 'POST', '/blocks', {
      ...block('6758', 2400),
      with_key: true,
    });
    const offerId = (created.body.data as { id: number }).id;
    const proposal = await pendingProposal(k, checker, 'block', offerId);
    const url = `/approvals/${proposal.id}/reject`;
    expect((await staffCall(k, checker, 'POST', url, { reason: ' ' })).body.msg).toBe(
      'reason_required',
    );
    const rejected = await staffCall(k, checker, 'POST', url, { reason: 'Above the desk quote' });
    expect(rejected.body).toMatchObject({
      status: 1,
      data: { status: 'rejected', reason: 'Above the desk quote' },
    });
    const late = await staffCall(k, checker, 'POST', `/approvals/${proposal.id}/approve`, {});
    expect(late.body.msg).toBe('already_decided');
    expect(await customerOffers()).not.toContain(offerId);
    const buyer = await trader(k, 'JPY', 1_000_000);
    const buy = await k.post(
      '/trade/dzbuy',
      { id: offerId, num: '100', fund_password: '123456' },
      buyer.headers,
    );
    expect(buy.body.msg).toBe('product_unavailable');
    expect(await buyer.cash()).toBe(1_000_000);
    // Nor is its access key delivered: it would lead to an offer nobody can see.
    const key = await staffCall(k, maker, 'POST', `/blocks/${offerId}/key`, {
      account: buyer.account,
    });
    expect(key.body.msg).toBe('product_unavailable');
    expect((await auditOf(`block:${offerId}`)).map((e) => [e.action, e.reason])).toEqual([
      ['block.create', null],
      ['price.propose', null],
      ['price.reject', 'Above the desk quote'],
    ]);
    // The back office shows the offer as rejected, not as waiting, and takes a new proposal.
    const listed = async () =>
      (
        (await staffCall(k, maker, 'GET', '/blocks')).body.data as {
          id: number;
          approved: boolean;
          price_status: string;
        }[]
      ).find((o) => o.id === offerId);
    expect(await listed()).toMatchObject({ approved: false, price_status: 'rejected' });
    const again = await staffCall(k, maker, 'POST', `/blocks/${offerId}/price`, { price: 2390 });
    expect(again.body).toMatchObject({ status: 1, data: { status: 'pending' } });
    expect(await listed()).toMatchObject({ approved: false, price_status: 'pending' });
  });

  it('bounds an IPO of a listed code by the band, and a new listing by the grid alone, until approved', async () => {
    const { k } = s;
    const { maker, checker } = await staffPair(k);
    // 186A has no provider price yet: a genuinely new listing has no band to lie in.
    const created = await staffCall(k, maker, 'POST', '/ipo', offering('186A', 5, 4));
    expect(created.body).toMatchObject({ status: 1, data: { price: '5.00' } });
    const id = (created.body.data as { id: number }).id;
    const proposal = await pendingProposal(k, checker, 'ipo', id);
    expect(proposal).toMatchObject({ provisional_price: '4.00', reference_price: null });
    expect(await customerOfferings()).not.toContain(id);
    expect((await k.post('/trade/newstockinfo', { id })).body.msg).toBe('product_unavailable');
    const subscriber = await trader(k, 'JPY', 1_000_000);
    const apply = () => k.post('/trade/newstockbuy', { id, num: '1' }, subscriber.headers);
    expect((await apply()).body.msg).toBe('product_unavailable');
    expect((await staffCall(k, maker, 'POST', `/ipo/${id}/draw`, {})).body.msg).toBe(
      'product_unavailable',
    );

    await staffCall(k, checker, 'POST', `/approvals/${proposal.id}/approve`, {});
    expect(await customerOfferings()).toContain(id);
    expect((await apply()).body.msg).toBe('subscription_success');
    expect(await subscriber.cash()).toBe(1_000_000 - 500);
    expect((await auditOf(`ipo:${id}`)).map((e) => e.action)).toEqual([
      'ipo.create',
      'price.propose',
      'price.approve',
    ]);
  });

  it('changes a price only through a second approval, and never once customers have bought', async () => {
    const { k } = s;
    const offer = await approvedBlock(k, block('6758', 2250));
    const { maker, checker } = await staffPair(k);
    const url = `/blocks/${offer.id}/price`;
    expect((await staffCall(k, maker, 'POST', url, { price: 1 })).body.msg).toBe(
      'price_outside_band',
    );
    const proposed = await staffCall(k, maker, 'POST', url, { price: 2290 });
    expect(proposed.body).toMatchObject({
      status: 1,
      data: { status: 'pending', price: '2290.00' },
    });
    expect((await staffCall(k, maker, 'POST', url, { price: 2280 })).body.msg).toBe(
      'price_proposal_pending',
    );
    const listed = async () =>
      (
        await k.post<{ id: number; price: string }[]>('/trade/dzlist', { type: 'jpy' }, viewer)
      ).body.data.find((o) => o.id === offer.id)?.price;
    expect(await listed()).toBe('2250.00');
    const proposal = proposed.body.data as PriceApproval;
    await staffCall(k, checker, 'POST', `/approvals/${proposal.id}/approve`, {});
    expect(await listed()).toBe('2290.00');

    const buyer = await trader(k, 'JPY', 1_000_000);
    await k.post(
      '/trade/dzbuy',
      { id: offer.id, num: '100', fund_password: '123456' },
      buyer.headers,
    );
    expect((await staffCall(k, maker, 'POST', url, { price: 2200 })).body.msg).toBe(
      'price_change_after_sales',
    );
  });

  it('checks the band again at approval, against the price the market shows then', async () => {
    const { k, market } = s;
    const { maker, checker } = await staffPair(k);
    const created = await staffCall(k, maker, 'POST', '/blocks', block('6758', 2100));
    const offerId = (created.body.data as { id: number }).id;
    const proposal = await pendingProposal(k, checker, 'block', offerId);
    market.set('6758', 2400); // 2,100 is now 12.5 % below
    const res = await staffCall(k, checker, 'POST', `/approvals/${proposal.id}/approve`, {});
    market.set('6758', 2301);
    expect(res.body.msg).toBe('price_outside_band');
    expect(await customerOffers()).not.toContain(offerId);
    expect((await pendingProposal(k, checker, 'block', offerId)).status).toBe('pending');
  });

  it('lets only one of two checkers approving at once decide a proposal', async () => {
    const { k } = s;
    const { maker, checker } = await staffPair(k);
    const other = (await staffPair(k)).checker;
    const created = await staffCall(k, maker, 'POST', '/blocks', block('6758', 2300));
    const offerId = (created.body.data as { id: number }).id;
    const proposal = await pendingProposal(k, checker, 'block', offerId);
    const answers = await Promise.all(
      [checker, other].map((t) => staffCall(k, t, 'POST', `/approvals/${proposal.id}/approve`, {})),
    );
    expect(answers.map((a) => a.body.msg).sort()).toEqual(['already_decided', 'submit_success']);
    const approvals = (await auditOf(`block:${offerId}`)).filter(
      (e) => e.action === 'price.approve',
    );
    expect(approvals).toHaveLength(1);
  });
});
