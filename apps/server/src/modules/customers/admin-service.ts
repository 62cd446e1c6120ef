import type { KycStatus } from '@kabuto/shared/contracts/admin-staff';
import type { AppContext, SessionStaff } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { endSessions, sessionsChanged } from './service.ts';

export interface CustomerStatusFlags {
  login_banned: boolean;
  funds_frozen: boolean;
  trade_barred: boolean;
}

function customerQuery(db: Db | Tx) {
  return db
    .selectFrom('customers as c')
    .leftJoin('customers as i', 'i.id', 'c.inviter_id')
    .select([
      'c.id',
      'c.account',
      'c.created_at',
      'c.kyc_status',
      'c.login_banned',
      'c.funds_frozen',
      'c.trade_barred',
      'c.status_reason',
      'c.invite_code',
      'i.account as inviter',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof customerQuery>['executeTakeFirstOrThrow']>>;

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
  let query = customerQuery(ctx.db);
  if (options.q) query = query.where('c.account', 'like', `${options.q.replace(/[%_]/g, '')}%`);
  const rows = await query
    .orderBy('c.id', 'desc')
    .limit(options.size)
    .offset((options.page - 1) * options.size)
    .execute();
  let countQuery = ctx.db.selectFrom('customers');
  if (options.q)
    countQuery = countQuery.where('account', 'like', `${options.q.replace(/[%_]/g, '')}%`);
  const count = await countQuery
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { items: rows.map(answer), total: Number(count.n) };
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
    const before = await customerQuery(tx)
      .where('c.account', '=', input.account)
      .executeTakeFirst();
    if (!before) refuse('account_not_found');
    await tx
      .updateTable('customers')
      .set({
        login_banned: input.flags.login_banned ? 1 : 0,
        funds_frozen: input.flags.funds_frozen ? 1 : 0,
        trade_barred: input.flags.trade_barred ? 1 : 0,
        status_reason: reason,
      })
      .where('id', '=', before.id)
      .execute();
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
