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
