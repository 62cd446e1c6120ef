import type { KycStatus } from '@kabuto/shared/contracts/admin-staff';
import type { AppContext, SessionStaff } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
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

export interface CustomerStatusFlags {
  login_banned: boolean;
  funds_frozen: boolean;
  trade_barred: boolean;
}

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

/** Bans login, freezes funds or bars trading, with the reason, in the audit log. */
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
    await updateStatusFlags(tx, before.id, input.flags, reason);
    // A ban ends every session of the customer.
    if (input.flags.login_banned) await endSessions(tx, before.id);
    sessionsChanged(tx);
    const flagsOf = (r: CustomerStatusFlags) => ({
      login_banned: !!r.login_banned,
      funds_frozen: !!r.funds_frozen,
      trade_barred: !!r.trade_barred,
    });
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'customer.status',
      target: `customer:${input.account}`,
      before: flagsOf({
        login_banned: !!before.login_banned,
        funds_frozen: !!before.funds_frozen,
        trade_barred: !!before.trade_barred,
      }),
      after: flagsOf(input.flags),
      reason,
    });
    return answer({
      ...before,
      ...{
        login_banned: input.flags.login_banned ? 1 : 0,
        funds_frozen: input.flags.funds_frozen ? 1 : 0,
        trade_barred: input.flags.trade_barred ? 1 : 0,
        status_reason: reason,
      },
    });
  });
}
