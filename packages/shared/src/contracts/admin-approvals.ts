/**
 * Maker-checker for staff-set prices: a block offer's or IPO offering's price is a proposal until a
 * different staff member approves it; only then is the product offered to customers.
 */
import { z } from 'zod';
import { decimal, endpoint, instant, rowId } from '../contract.ts';
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
