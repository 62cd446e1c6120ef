/**
 * Block offers and IPO offerings as customers meet them: proposed by one staff member and approved
 * by another (maker-checker), through the back office's routes. Tests that need a product on offer
 * call these; tests of the approval itself call the routes.
 */
import type {
  AdminBlockOffer,
  BlockDraft,
  OfferingDraft,
} from '@kabuto/shared/contracts/admin-products';
import type { PriceApproval } from '@kabuto/shared/contracts/admin-approvals';
import type { Offering } from '@kabuto/shared/contracts/ipo';
import { staffCall, staffToken } from './funding.ts';
import type { TestKabuto } from './kabuto.ts';

let pairs = 0;

/** Two operators, a maker and a checker, with fresh sessions (sessions last a working day). */
export async function staffPair(k: TestKabuto) {
  pairs += 1;
  const names = { makerName: `maker${pairs}`, checkerName: `checker${pairs}` };
  const maker = await staffToken(k, names.makerName, ['operator']);
  const checker = await staffToken(k, names.checkerName, ['operator']);
  return { maker, checker, ...names };
}

/** The pending proposal for an offer (`block`) or offering (`ipo`). */
export async function pendingProposal(
  k: TestKabuto,
  token: string,
  kind: 'block' | 'ipo',
  targetId: number,
): Promise<PriceApproval> {
  const list = await staffCall(k, token, 'GET', '/approvals?status=pending');
  const found = (list.body.data as PriceApproval[]).find(
    (p) => p.kind === kind && p.target_id === targetId,
  );
  if (!found) throw new Error(`no pending proposal for ${kind} ${targetId}`);
  return found;
}

async function proposeAndApprove<T extends { id: number }>(
  k: TestKabuto,
  kind: 'block' | 'ipo',
  url: string,
  draft: object,
): Promise<T> {
  const { maker, checker } = await staffPair(k);
  const created = await staffCall(k, maker, 'POST', url, draft);
  if (created.body.status !== 1) throw new Error(`${url}: ${created.body.msg}`);
  const target = created.body.data as T;
  const proposal = await pendingProposal(k, checker, kind, target.id);
  const approved = await staffCall(k, checker, 'POST', `/approvals/${proposal.id}/approve`, {});
  if (approved.body.status !== 1) throw new Error(`approve ${kind}: ${approved.body.msg}`);
  return target;
}

/** A block offer on offer: proposed by one staff member, its price approved by another. */
export async function approvedBlock(
  k: TestKabuto,
  draft: Omit<BlockDraft, 'with_key'> & { with_key?: boolean },
): Promise<AdminBlockOffer> {
  const created = await proposeAndApprove<AdminBlockOffer>(k, 'block', '/blocks', {
    with_key: false,
    ...draft,
  });
  const { checker } = await staffPair(k);
  const offers = (await staffCall(k, checker, 'GET', '/blocks')).body.data as AdminBlockOffer[];
  const approved = offers.find((o) => o.id === created.id);
  if (!approved?.approved) throw new Error(`block ${created.id} is not approved`);
  return approved;
}

/** An IPO offering on offer: proposed by one staff member, its price approved by another. */
export async function approvedOffering(k: TestKabuto, draft: OfferingDraft): Promise<Offering> {
  return proposeAndApprove<Offering>(k, 'ipo', '/ipo', draft);
}

const HOUR_MS = 3_600_000;

/**
 * A prepaid offering of 186A at 850 (provisional 800) whose subscription opened an hour before
 * `now`: drawn after 26 hours, paid by 50, listed at 72. Tests change what they are about.
 */
export function offeringDraft(now: Date, changes: Partial<OfferingDraft> = {}): OfferingDraft {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS).toISOString();
  return {
    code: '186A',
    name: { jp: '新規公開', cn: '新股', us: 'New listing' },
    market: 'JP',
    mode: 'prepaid',
    price: 850,
    provisional_price: 800,
    quantity: 10_000,
    lot: 100,
    max_lots: 5,
    sponsor: 'Kabuto Underwriting',
    subscribe_start: at(-1),
    subscribe_end: at(24),
    draw_at: at(26),
    pay_deadline: at(50),
    listing_at: at(72),
    distribution_at: at(70),
    ...changes,
  };
}
