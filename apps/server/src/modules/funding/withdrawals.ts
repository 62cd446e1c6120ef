import type { MarketType } from '@kabuto/shared/markets';
import { MARKETS } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { readId } from '@kabuto/shared/contract';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { findCustomerById } from '../customers/repository.ts';
import { assertMayDrawFunds } from '../customers/standing.ts';
import { claimKey, firstResult, keyedRequest, seenKey } from '../idempotency/service.ts';
import { sendSystemMessage } from '../messages/service.ts';
import { hasOpenPosition } from '../positions/service.ts';
import type { ReviewHandler, ReviewItem } from '../reviews/registry.ts';
import { submitForReview } from '../reviews/service.ts';
import { setting } from '../site/settings.ts';
import { limitMinor, parseAmount } from './amounts.ts';
import { findCard, maskCardNumber } from './bank-cards.ts';
import {
  assertFundingHours,
  assertNoFundOperationPending,
  lockCustomerForFunds,
  verifyFundPassword,
} from './guards.ts';

/** Withdrawal statuses (API.md): 0 pending, 1 passed (paid), 2 rejected (returned). */
export const WITHDRAWAL_STATUS = { pending: 0, paid: 1, rejected: 2 } as const;

/** The arrival note of SPEC §9, shown with every withdrawal. */
export const ARRIVAL_NOTE = 'about 2 hours, at the latest before 24:00 on T+1';

export async function withdrawalRules(ctx: AppContext, type: MarketType) {
  const currency = MARKETS[type].currency;
  return {
    currency,
    min: String(await setting(ctx.db, MARKETS[type].settings.withdrawalMin)),
    requires_no_positions: await setting(ctx.db, 'withdrawal_requires_no_positions'),
    fee: '0.00',
  };
}

/**
 * A withdrawal request: every condition of SPEC §5 and PRODUCT.md with its own message; the
 * amount is frozen at once and paid out or returned when staff decide.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  customerId: number,
  input: {
    type: MarketType;
    money?: string | undefined;
    bank_id?: string | undefined;
    fund_password?: string | undefined;
    nonce?: string | undefined;
  },
) {
  const currency = MARKETS[input.type].currency;
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) refuse('account_not_found');
  // The fund password is checked, never part of the request's hash (modules/idempotency).
  const request = keyedRequest(customerId, 'withdrawal', input.nonce, {
    type: input.type,
    money: input.money,
    bank_id: input.bank_id,
  });
  // A repeat is answered with the first withdrawal before the checks below, as it was accepted.
  if ((await seenKey(ctx.db, request)) === 'repeat')
    return withdrawalAnswer(firstResult(await withdrawalByNonce(ctx.db, customerId, input.nonce)));
  assertMayDrawFunds(customer);
  const amount = parseAmount(input.money, currency);
  const cards = await ctx.db
    .selectFrom('bank_cards')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('removed_at', 'is', null)
    .execute();
  if (cards.length === 0) refuse('bank_card_required');
  const card = await findCard(ctx.db, customerId, readId(input.bank_id) ?? 0);
  if (!card) refuse('card_not_found');
  await verifyFundPassword(ctx, customer, input.fund_password);

  return inTransaction(ctx.db, async (tx) => {
    // The key first: a concurrent repeat waits here for this withdrawal and then answers it.
    if ((await claimKey(tx, request, ctx.clock.now().toISOString())) === 'repeat')
      return withdrawalAnswer(firstResult(await withdrawalByNonce(tx, customerId, input.nonce)));
    await lockCustomerForFunds(ctx, tx, customerId, assertMayDrawFunds);
    await assertFundingHours(ctx, tx, currency);
    const min = await setting(tx, MARKETS[input.type].settings.withdrawalMin);
    if (amount < limitMinor(min, currency))
      refuse('withdrawal_below_minimum', { min: String(min), currency });
    if (await setting(tx, 'withdrawal_requires_no_positions')) {
      if (await hasOpenPosition(tx, customerId)) refuse('positions_open');
    }
    await assertNoFundOperationPending(tx, customerId);
    const row = await tx
      .insertInto('withdrawals')
      .values({
        customer_id: customerId,
        currency,
        amount,
        status: WITHDRAWAL_STATUS.pending,
        created_at: ctx.clock.now().toISOString(),
        decided_at: null,
        bank_card_id: card.id,
        nonce: input.nonce ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { transferId } = await ctx.ledger.transfer(tx, {
      idempotencyKey: `withdrawal_freeze:${row.id}`,
      code: 'withdrawal_freeze',
      actor: `customer:${customerId}`,
      customerId,
      memo: 'Withdrawal requested: amount frozen until paid or returned',
      insufficientMessage: 'available_balance_insufficient',
      postings: [
        { account: { customerId, purpose: 'cash', currency }, amount: -amount },
        { account: { customerId, purpose: 'frozen', currency }, amount },
      ],
    });
    const saved = await tx
      .updateTable('withdrawals')
      .set({ freeze_transfer_id: transferId })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await submitForReview(tx, ctx.clock, {
      kind: 'withdrawal',
      subjectId: row.id,
      customerId,
      summary: {
        amount: formatMoney(amount, currency),
        currency,
        card: `${card.bank_name} ${card.branch_name} ${maskCardNumber(card.card_number)}`,
        holder: card.holder_name,
      },
    });
    return withdrawalAnswer(saved);
  });
}

async function withdrawalByNonce(db: Db | Tx, customerId: number, nonce: string | undefined) {
  if (nonce === undefined) return undefined;
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
}

function withdrawalAnswer(r: {
  id: number;
  currency: string;
  amount: number;
  status: number;
  created_at: string;
  decided_at: string | null;
  reason: string | null;
  freeze_transfer_id: number | null;
  settle_transfer_id: number | null;
}) {
  return {
    id: r.id,
    order_no: `W${String(r.id).padStart(8, '0')}`,
    currency: r.currency,
    money: formatMoney(r.amount, r.currency as 'JPY'),
    fee: '0.00',
    status: r.status,
    reason: r.reason,
    created_at: r.created_at,
    decided_at: r.decided_at,
    arrival: ARRIVAL_NOTE,
    transfer_ids: [r.freeze_transfer_id, r.settle_transfer_id].filter(
      (t): t is number => t !== null,
    ),
  };
}

async function withdrawalRow(tx: Tx, item: ReviewItem) {
  return tx
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', item.subjectId)
    .executeTakeFirstOrThrow();
}

/** Staff review: approval pays out from the frozen amount; rejection returns it at once. */
export function withdrawalReviewHandler(ctx: AppContext): ReviewHandler {
  return {
    kind: 'withdrawal',
    async approve(tx, item, decision) {
      const row = await withdrawalRow(tx, item);
      const currency = row.currency as 'JPY';
      const { transferId } = await ctx.ledger.transfer(tx, {
        idempotencyKey: `withdrawal_paid:${row.id}`,
        code: 'withdrawal_paid',
        actor: decision.actor,
        customerId: row.customer_id,
        memo: 'Withdrawal paid out to the bound bank card',
        postings: [
          {
            account: { customerId: row.customer_id, purpose: 'frozen', currency },
            amount: -row.amount,
          },
          { account: { house: 'funding', currency }, amount: row.amount },
        ],
      });
      await tx
        .updateTable('withdrawals')
        .set({
          status: WITHDRAWAL_STATUS.paid,
          settle_transfer_id: transferId,
          decided_at: ctx.clock.now().toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      const card = row.bank_card_id
        ? await tx
            .selectFrom('bank_cards')
            .selectAll()
            .where('id', '=', row.bank_card_id)
            .executeTakeFirst()
        : undefined;
      await sendSystemMessage(tx, ctx.clock, {
        customerId: row.customer_id,
        kind: 'withdrawal_paid',
        params: {
          amount: formatMoney(row.amount, currency),
          currency,
          card: card ? `${card.bank_name} ${maskCardNumber(card.card_number)}` : '',
        },
      });
    },
    async reject(tx, item, decision) {
      const row = await withdrawalRow(tx, item);
      const currency = row.currency as 'JPY';
      const { transferId } = await ctx.ledger.transfer(tx, {
        idempotencyKey: `withdrawal_returned:${row.id}`,
        code: 'withdrawal_returned',
        actor: decision.actor,
        customerId: row.customer_id,
        memo: `Withdrawal rejected: ${decision.reason ?? ''}`,
        postings: [
          {
            account: { customerId: row.customer_id, purpose: 'frozen', currency },
            amount: -row.amount,
          },
          {
            account: { customerId: row.customer_id, purpose: 'cash', currency },
            amount: row.amount,
          },
        ],
      });
      await tx
        .updateTable('withdrawals')
        .set({
          status: WITHDRAWAL_STATUS.rejected,
          settle_transfer_id: transferId,
          reason: decision.reason,
          decided_at: ctx.clock.now().toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      await sendSystemMessage(tx, ctx.clock, {
        customerId: row.customer_id,
        kind: 'withdrawal_rejected',
        params: {
          amount: formatMoney(row.amount, currency),
          currency,
          reason: decision.reason ?? '',
        },
      });
    },
  };
}
