/** The back office's block-trade commands: each writes its audit entry in its own transaction. */
import { randomInt } from 'node:crypto';
import type { Language } from '@kabuto/shared/catalogue';
import type { PriceApproval } from '@kabuto/shared/contracts/admin-approvals';
import type { BlockDraft } from '@kabuto/shared/contracts/admin-products';
import type { MarketCode } from '@kabuto/shared/markets';
import { marketOfCode } from '@kabuto/shared/markets';
import type { AppContext, SessionStaff } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import type { ApprovalStatus } from '../approvals/service.ts';
import {
  approvalAnswer,
  checkStaffPrice,
  priceStatuses,
  proposePrice,
} from '../approvals/service.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { customerIdByAccount } from '../customers/service.ts';
import { valueWithinLimit } from '../market/price-rules.ts';
import { sendSystemMessage } from '../messages/service.ts';
import type { BlockOffer } from './service.ts';
import {
  allOffers,
  closeOffer,
  createOffer,
  hasPurchases,
  offerAnswer,
  offerOf,
} from './service.ts';

function newAccessKey(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

async function staffOfferAnswer(
  ctx: AppContext,
  o: BlockOffer,
  language: Language,
  priceStatus: ApprovalStatus | undefined,
) {
  return {
    ...(await offerAnswer(ctx, o, language)),
    has_key: o.access_key !== null,
    approved: o.approved_at !== null,
    price_status: priceStatus ?? (o.approved_at === null ? 'pending' : 'approved'),
  };
}

/**
 * The latest offers, newest first, with whether each has an access key and where its price
 * stands (a rejected price shows as rejected, not as waiting, and may be proposed again).
 */
export async function staffBlockOffers(ctx: AppContext, language: Language) {
  const rows = await allOffers(ctx.db);
  const statuses = await priceStatuses(
    ctx.db,
    'block',
    rows.map((o) => o.id),
  );
  return Promise.all(rows.map((o) => staffOfferAnswer(ctx, o, language, statuses.get(o.id))));
}

/**
 * Creates an offer with its price as a proposal: offered to customers once another staff member
 * approves the price. `with_key`: an access key is generated, for staff to deliver in the app.
 */
export async function addBlockOffer(
  ctx: AppContext,
  staff: SessionStaff,
  input: BlockDraft,
  language: Language,
) {
  const inst = ctx.market.instrument(input.code);
  if (!inst || Number.isNaN(Date.parse(input.deadline))) refuse('invalid_parameter');
  const checked = await checkStaffPrice(ctx, ctx.db, {
    code: inst.code,
    market: inst.market,
    price: input.price,
    needsReference: true,
  });
  const currency = marketOfCode(inst.market).currency;
  // Every lot of the offer, bought at once, must stay within the limit of one operation:
  // otherwise the offer could be stored but never shown or bought.
  const lots = Math.max(input.min_lots, input.total_lots);
  if (!valueWithinLimit(checked.price_e4, lots, currency)) refuse('invalid_parameter');
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await createOffer(tx, {
      code: inst.code,
      market: inst.market,
      currency,
      price_e4: checked.price_e4,
      min_lots: input.min_lots,
      total_lots: input.total_lots,
      deadline: new Date(input.deadline).toISOString(),
      access_key: input.with_key ? newAccessKey() : null,
      lock_days: input.lock_days,
      allocated_at: null,
      created_by: actorOf(staff),
      created_at: ctx.clock.now().toISOString(),
      approved_at: null,
    });
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'block.create',
      target: `block:${created.id}`,
      after: { code: created.code, price_e4: created.price_e4, with_key: input.with_key },
    });
    await proposePrice(ctx, tx, staff, {
      kind: 'block',
      targetId: created.id,
      code: created.code,
      market: inst.market,
      currency: created.currency,
      price_e4: created.price_e4,
      reference_e4: checked.reference_e4,
    });
    return created;
  });
  return staffOfferAnswer(ctx, row, language, 'pending');
}

/** Proposes a new price for an offer nobody has bought into; it takes effect once approved. */
export async function proposeBlockPrice(
  ctx: AppContext,
  staff: SessionStaff,
  id: number,
  price: number,
): Promise<PriceApproval> {
  const o = await offerOf(ctx.db, id, 'not_found');
  const checked = await checkStaffPrice(ctx, ctx.db, {
    code: o.code,
    market: o.market as MarketCode,
    price,
    needsReference: true,
  });
  const proposal = await inTransaction(ctx.db, async (tx) => {
    if (await hasPurchases(tx, o.id)) refuse('price_change_after_sales');
    return proposePrice(ctx, tx, staff, {
      kind: 'block',
      targetId: o.id,
      code: o.code,
      market: o.market as MarketCode,
      currency: o.currency,
      price_e4: checked.price_e4,
      reference_e4: checked.reference_e4,
    });
  });
  return approvalAnswer(proposal);
}

/** Delivers an offer's access key to one customer as an in-app message (never from outside). */
export async function deliverOfferKey(
  ctx: AppContext,
  staff: SessionStaff,
  id: number,
  account: string,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const o = await offerOf(tx, id, 'not_found');
    if (!o.access_key) refuse('invalid_parameter');
    // A key to an offer customers cannot see yet (its price not approved) would lead nowhere.
    if (o.approved_at === null) refuse('product_unavailable');
    const customerId = await customerIdByAccount(tx, account);
    await sendSystemMessage(tx, ctx.clock, {
      customerId,
      kind: 'block_key',
      params: {
        code: o.code,
        key: o.access_key,
        deadline: o.deadline,
      },
    });
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'block.key',
      target: `block:${o.id}`,
      after: { delivered_to: account },
    });
  });
}

/** Closes an offer to new purchases. */
export async function closeBlockOffer(
  ctx: AppContext,
  staff: SessionStaff,
  id: number,
  reason: string | undefined,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const o = await offerOf(tx, id, 'not_found');
    await closeOffer(tx, o.id);
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'block.close',
      target: `block:${o.id}`,
      reason: reason ?? null,
    });
  });
}
