/**
 * Ledger corrections (issue 16): staff propose reversing a transfer, with a reason; a second
 * admin approves, and only then is the exact reversal posted through the ledger (every posting
 * negated, linked to the transfer it reverses, the reason as its memo). A reversal cannot itself
 * be reversed, and a transfer is reversed at most once.
 */
import type { AppContext, SessionStaff } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import type { FourEyesHandler } from '../approvals/registry.ts';
import { proposeChangeIn } from '../approvals/service.ts';
import { recordAudit } from '../audit/service.ts';
import { transferToCorrect } from './repository/reads.ts';

export function proposeCorrection(
  ctx: AppContext,
  staff: SessionStaff,
  input: { transfer_id: number; reason?: string | undefined },
) {
  return inTransaction(ctx.db, async (tx) => {
    const transfer = await transferToCorrect(tx, input.transfer_id);
    if (!transfer) refuse('not_found');
    if (transfer.code === 'reversal') refuse('correction_of_reversal');
    if (transfer.reversed) refuse('transfer_already_reversed');
    return proposeChangeIn(ctx, tx, staff, {
      kind: 'ledger_correction',
      target: `transfer:${transfer.id}`,
      change: { transfer_id: transfer.id, code: transfer.code },
      reason: input.reason,
    });
  });
}

/** What approving a `ledger_correction` proposal does: the exact reversal, audited. */
export function ledgerCorrectionFourEyesHandler(ctx: AppContext): FourEyesHandler {
  return {
    kind: 'ledger_correction',
    role: 'admin',
    async apply(tx, approved) {
      const transferId = Number(approved.change.transfer_id);
      const transfer = await transferToCorrect(tx, transferId);
      if (!transfer) refuse('not_found');
      if (transfer.reversed) refuse('transfer_already_reversed');
      const reversal = await ctx.ledger.reverse(tx, transferId, {
        actor: approved.approver,
        reason: approved.reason,
      });
      await recordAudit(tx, ctx.clock, {
        actor: approved.approver,
        action: 'ledger.correction',
        target: approved.target,
        after: {
          proposal: approved.id,
          proposed_by: approved.proposer,
          reversal_transfer_id: reversal.transferId,
        },
        reason: approved.reason,
      });
    },
  };
}
