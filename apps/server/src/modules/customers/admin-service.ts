import type { KycStatus } from '@kabuto/shared/contracts/admin-staff';
import type { AppContext, SessionStaff } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { FourEyesHandler } from '../approvals/registry.ts';
import { proposeChangeIn } from '../approvals/service.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { StaffCustomerRow } from './repository.ts';
import {
  countCustomers,
  staffCustomerByAccount,
  staffCustomerRows,
  updateStatusFlags,
} from './repository.ts';
import { endSessions, sessionsChanged } from './service.ts';

export type CustomerStatusFlags = {
  login_banned: boolean;
  funds_frozen: boolean;
  trade_barred: boolean;
};

type Row = StaffCustomerRow;

function answer(r: Row) {
  return {
    account: r.account,
    created_at: r.created_at,
    // The KYC module writes only these values.
    kyc_status: r.kyc_status as KycStatus,
    login_banned: !!r.login_banned,
    funds_frozen: !!r.funds_frozen,
    trade_barred: !!r.trade_barred,
    status_reason: r.status_reason,
    invite_code: r.invite_code,
    inviter: r.inviter,
  };
}

export async function searchCustomers(
  ctx: AppContext,
  options: { q?: string | undefined; page: number; size: number },
) {
  // An account prefix, with LIKE's own wildcards taken out of what staff typed.
  const prefix = options.q ? options.q.replace(/[%_]/g, '') : undefined;
  const rows = await staffCustomerRows(ctx.db, {
    prefix,
    limit: options.size,
    offset: (options.page - 1) * options.size,
  });
  return { items: rows.map(answer), total: await countCustomers(ctx.db, prefix) };
}

const flagsOf = (r: Readonly<Record<string, unknown>>): CustomerStatusFlags => ({
  login_banned: !!r.login_banned,
  funds_frozen: !!r.funds_frozen,
  trade_barred: !!r.trade_barred,
});

/** Whether a change lifts a login ban or a funds freeze: four-eyes (issue 16). */
function liftsBanOrFreeze(before: CustomerStatusFlags, after: CustomerStatusFlags): boolean {
  return (
    (before.login_banned && !after.login_banned) || (before.funds_frozen && !after.funds_frozen)
  );
}

/** Writes the flags, ends a banned customer's sessions and audits, in the caller's transaction. */
async function applyStatus(
  ctx: AppContext,
  tx: Tx,
  actor: string,
  before: Row,
  input: { flags: CustomerStatusFlags; reason: string; after?: Record<string, unknown> },
) {
  await updateStatusFlags(tx, before.id, input.flags, input.reason);
  // A ban ends every session of the customer.
  if (input.flags.login_banned) await endSessions(tx, before.id);
  sessionsChanged(tx);
  await recordAudit(tx, ctx.clock, {
    actor,
    action: 'customer.status',
    target: `customer:${before.account}`,
    before: flagsOf(before),
    after: { ...flagsOf(input.flags), ...input.after },
    reason: input.reason,
  });
  return answer({
    ...before,
    login_banned: input.flags.login_banned ? 1 : 0,
    funds_frozen: input.flags.funds_frozen ? 1 : 0,
    trade_barred: input.flags.trade_barred ? 1 : 0,
    status_reason: input.reason,
  });
}

/**
 * Bans login, freezes funds or bars trading, with the reason, in the audit log. Lifting a ban or
 * a freeze is a four-eyes proposal instead (`proposed`: the customer is answered unchanged).
 */
export async function setCustomerStatus(
  ctx: AppContext,
  staff: SessionStaff,
  input: { account: string; flags: CustomerStatusFlags; reason: string | undefined },
) {
  const reason = input.reason?.trim();
  if (!reason) refuse('reason_required');
  return inTransaction(ctx.db, async (tx) => {
    const before = await staffCustomerByAccount(tx, input.account);
    if (!before) refuse('account_not_found');
    const flags = flagsOf(input.flags);
    if (liftsBanOrFreeze(flagsOf(before), flags)) {
      await proposeChangeIn(ctx, tx, staff, {
        kind: 'customer_status',
        target: `customer:${before.account}`,
        change: { ...flags },
        reason,
      });
      return { customer: answer(before), proposed: true };
    }
    const customer = await applyStatus(ctx, tx, actorOf(staff), before, { flags, reason });
    return { customer, proposed: false };
  });
}

/** What approving a `customer_status` proposal does: the proposed flags, as proposed. */
export function customerStatusFourEyesHandler(ctx: AppContext): FourEyesHandler {
  return {
    kind: 'customer_status',
    role: 'operator',
    async apply(tx, approved) {
      const before = await staffCustomerByAccount(tx, approved.target.replace(/^customer:/, ''));
      if (!before) refuse('account_not_found');
      await applyStatus(ctx, tx, approved.approver, before, {
        flags: flagsOf(approved.change),
        reason: approved.reason,
        after: { proposal: approved.id, proposed_by: approved.proposer },
      });
    },
  };
}
