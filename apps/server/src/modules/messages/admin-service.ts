/** Site messages written by staff, to one customer or to everyone; audited in the same commit. */
import type { AppContext, SessionStaff } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { findCustomerByAccount } from '../customers/repository.ts';
import type { StaffMessageText } from './service.ts';
import { sendStaffMessage } from './service.ts';

export async function sendSiteMessage(
  ctx: AppContext,
  staff: SessionStaff,
  input: { account?: string | undefined; text: StaffMessageText; reason?: string | undefined },
): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    let customerId: number | null = null;
    if (input.account) {
      const customer = await findCustomerByAccount(tx, input.account);
      if (!customer) refuse('account_not_found');
      customerId = customer.id;
    }
    const id = await sendStaffMessage(tx, ctx.clock, {
      customerId,
      text: input.text,
      actor: actorOf(staff),
    });
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'message.send',
      target: input.account ? `customer:${input.account}` : 'customers:all',
      after: { title: input.text.title },
      reason: input.reason ?? null,
    });
    return id;
  });
}
