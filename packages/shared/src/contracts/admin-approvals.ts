/**
 * Maker-checker for staff-set prices: a block offer's or IPO offering's price is a proposal until a
 * different staff member approves it; only then is the product offered to customers.
 */
import { z } from 'zod';
import { decimal, endpoint, id, instant, rowId } from '../contract.ts';
import { json, nothing, reason } from './admin.ts';

export const APPROVAL_KINDS = ['block', 'ipo'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const priceApproval = z.strictObject({
  id: rowId(),
  /** `block`: a block offer; `ipo`: an IPO offering. */
  kind: z.enum(APPROVAL_KINDS),
  /** The offer's or offering's id. */
  target_id: rowId(),
  code: z.string(),
  currency: z.string(),
  price: decimal(),
  /** IPO offerings: the provisional price proposed with the price. */
  provisional_price: decimal().nullable(),
  /** The market-data provider's price when proposed; null for a code not listed yet. */
  reference_price: decimal().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  proposed_by: z.string(),
  proposed_at: instant(),
  decided_by: z.string().nullable(),
  decided_at: instant().nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
});
export type PriceApproval = z.output<typeof priceApproval>;

/** A new price for an offer or offering no customer has bought or applied for yet. */
const newPrice = () => z.object({ price: z.number() });

export const adminApprovalContracts = {
  approvals: endpoint({
    summary: 'Price proposals, newest first (status narrows them)',
    body: json({ status: z.enum(APPROVAL_STATUSES).optional() }),
    data: z.array(priceApproval),
  }),
  'approvals/approve': endpoint({
    summary:
      "Approve another staff member's price proposal: the price takes effect and the product is offered",
    body: nothing(),
    data: priceApproval,
  }),
  'approvals/reject': endpoint({
    summary: 'Reject a price proposal, with a reason; nothing is offered or changed',
    body: json({ reason: reason() }),
    data: priceApproval,
  }),
  'blocks/price': endpoint({
    summary:
      'Propose a new price for a block offer (takes effect once another staff member approves)',
    body: newPrice(),
    data: priceApproval,
  }),
  'ipo/price': endpoint({
    summary:
      'Propose a new price for an IPO offering (takes effect once another staff member approves)',
    body: newPrice(),
    data: priceApproval,
  }),
};

/**
 * Four-eyes changes (issue 16): one staff member proposes, a different one with the kind's role
 * approves before the proposal expires; only then does the change take effect.
 * `setting`: a setting's new value (admin); `customer_status`: lifting a ban or a freeze
 * (operator); `withdrawal`: approving a withdrawal above the configured amount (reviewer);
 * `ledger_correction`: a reversing transfer with a reason (admin).
 */
export const FOUR_EYES_KINDS = [
  'setting',
  'customer_status',
  'withdrawal',
  'ledger_correction',
] as const;
export type FourEyesKind = (typeof FOUR_EYES_KINDS)[number];
export const FOUR_EYES_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;

export const fourEyesProposal = z.strictObject({
  id: rowId(),
  kind: z.enum(FOUR_EYES_KINDS),
  /** What it changes: `setting:<name>`, `customer:<account>`, `withdrawal:<id>`, `transfer:<id>`. */
  target: z.string(),
  /** The change itself, as the approval will apply it. */
  change: z.record(z.string(), z.json()),
  /** Why the proposer asks for it. */
  reason: z.string(),
  /** `expired`: still pending when its time ran out; it can no longer be approved. */
  status: z.enum(FOUR_EYES_STATUSES),
  /** The role a second staff member needs to approve it (admins may approve anything). */
  approver_role: z.string(),
  proposer: z.string(),
  proposed_at: instant(),
  expires_at: instant(),
  decided_by: z.string().nullable(),
  decided_at: instant().nullable(),
  /** Why it was rejected. */
  decision_reason: z.string().nullable(),
});
export type FourEyesProposal = z.output<typeof fourEyesProposal>;

export const adminFourEyesContracts = {
  proposals: endpoint({
    summary: 'Four-eyes proposals, newest first (status=pending narrows them to those waiting)',
    body: json({ status: z.enum(['pending']).optional() }),
    data: z.array(fourEyesProposal),
  }),
  'proposals/approve': endpoint({
    summary: "Approve another staff member's four-eyes proposal: the change takes effect",
    body: nothing(),
    data: fourEyesProposal,
  }),
  'proposals/reject': endpoint({
    summary: 'Reject a four-eyes proposal, with a reason; nothing changes',
    body: json({ reason: reason() }),
    data: fourEyesProposal,
  }),
  'ledger/corrections': endpoint({
    summary:
      'Propose a ledger correction: a reversing transfer of `transfer_id` with a reason (takes effect once another admin approves)',
    body: json({ transfer_id: id(), reason: reason() }),
    data: fourEyesProposal,
  }),
};
