import type { MarketCurrency, MarketType } from '@kabuto/shared/markets';
import { MARKETS, marketOfCurrency } from '@kabuto/shared/markets';
import { CURRENCY_SCALE, formatMoney } from '@kabuto/shared/money';
import { readId } from '@kabuto/shared/contract';
import { LANGUAGES } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import { readWithdrawalReason, withdrawalReasonText } from '@kabuto/shared/withdrawal-reasons';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { customerRow } from '../customers/service.ts';
import { assertMayDrawFunds } from '../customers/standing.ts';
import { claimKey, firstResult, keyedRequest, seenKey } from '../idempotency/service.ts';
import { CALENDARS, localTime, nextTradingDay, zonedToUtc } from '../market/service.ts';
import { sendSystemMessage } from '../messages/service.ts';
import type { ReviewHandler, ReviewItem } from '../reviews/registry.ts';
import { answerAfterDemoApproval, submitForReview } from '../reviews/service.ts';
import { setting } from '../site/service.ts';
import { parseAmount } from './amounts.ts';
import { findCard, maskCardNumber } from './bank-cards.ts';
import {
  cardById,
  insertWithdrawal,
  latestWithdrawalRows,
  updateWithdrawal,
  withdrawalById,
  withdrawalByNonce as withdrawalRowByNonce,
} from './repository.ts';
import {
  checkBankCard,
  checkMinimum,
  checkNoPositions,
  checkStanding,
} from './withdrawal-checks.ts';
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
 * amount is frozen at once and paid out or returned when staff decide. In demo mode the system
 * takes the staff decision at once (autoApproveInDemo), so the answer is already paid (status 1).
 */
export async function requestWithdrawal(
  ctx: AppContext,
  customerId: number,
  input: Parameters<typeof submitWithdrawal>[2],
) {
  const submitted = await submitWithdrawal(ctx, customerId, input);
  return answerAfterDemoApproval(ctx, 'withdrawal', submitted, async () =>
    withdrawalAnswer(await withdrawalById(ctx.db, submitted.answer.id)),
  );
}

async function submitWithdrawal(
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
  const customer = await customerRow(ctx.db, customerId);
  if (!customer) refuse('account_not_found');
  // The fund password is checked, never part of the request's hash (modules/idempotency).
  const request = keyedRequest(customerId, 'withdrawal', input.nonce, {
    type: input.type,
    money: input.money,
    bank_id: input.bank_id,
  });
  // A repeat is answered with the first withdrawal before the checks below, as it was accepted.
  if ((await seenKey(ctx.db, request)) === 'repeat')
    return replayed(await withdrawalByNonce(ctx.db, customerId, input.nonce));
  checkStanding(customer);
  const amount = parseAmount(input.money, currency);
  await checkBankCard(ctx.db, customerId);
  const card = await findCard(ctx.db, customerId, readId(input.bank_id) ?? 0);
  if (!card) refuse('card_not_found');
  await verifyFundPassword(ctx, customer, input.fund_password);

  return inTransaction(ctx.db, async (tx) => {
    // The key first: a concurrent repeat waits here for this withdrawal and then answers it.
    if ((await claimKey(tx, request, ctx.clock.now().toISOString())) === 'repeat')
      return replayed(await withdrawalByNonce(tx, customerId, input.nonce));
    await lockCustomerForFunds(ctx, tx, customerId, assertMayDrawFunds);
    await assertFundingHours(ctx, tx, currency);
    await checkMinimum(tx, input.type, amount);
    await checkNoPositions(tx, customerId);
    await assertNoFundOperationPending(tx, customerId);
    const row = await insertWithdrawal(tx, {
      customer_id: customerId,
      currency,
      amount,
      status: WITHDRAWAL_STATUS.pending,
      created_at: ctx.clock.now().toISOString(),
      decided_at: null,
      bank_card_id: card.id,
      nonce: input.nonce ?? null,
    });
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
    const saved = await updateWithdrawal(tx, row.id, { freeze_transfer_id: transferId });
    const reviewId = await submitForReview(tx, ctx.clock, {
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
    return { answer: withdrawalAnswer(saved), reviewId };
  });
}

/** A repeated request is answered with the first withdrawal, decided nothing more. */
function replayed(first: WithdrawalRecord | undefined) {
  return { answer: withdrawalAnswer(firstResult(first)), reviewId: null };
}

async function withdrawalByNonce(db: Db | Tx, customerId: number, nonce: string | undefined) {
  if (nonce === undefined) return undefined;
  return withdrawalRowByNonce(db, customerId, nonce);
}

interface WithdrawalRecord {
  id: number;
  currency: string;
  amount: number;
  status: number;
  created_at: string;
  decided_at: string | null;
  reason: string | null;
  freeze_transfer_id: number | null;
  settle_transfer_id: number | null;
}

function withdrawalAnswer(r: WithdrawalRecord) {
  return {
    id: r.id,
    order_no: orderNumber(r.id),
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

/** The order number a customer quotes for a withdrawal. */
const orderNumber = (id: number) => `W${String(id).padStart(8, '0')}`;

/**
 * The latest a withdrawal arrives (SPEC §9: before 24:00 on T+1): the end of the next working day
 * of the currency's market after the request, in that market's time zone; none once returned.
 */
function arrivalBy(r: { currency: string; created_at: string; status: number }): string | null {
  if (r.status === WITHDRAWAL_STATUS.rejected) return null;
  const cal = CALENDARS[marketOfCurrency(r.currency as MarketCurrency)?.code ?? 'JP'];
  const requested = localTime(new Date(r.created_at), cal.timeZone).date;
  return zonedToUtc(nextTradingDay(cal, requested), 24 * 60, cal.timeZone).toISOString();
}

/** A row of the customer's withdrawal history: status, order number, reason and arrival. */
function historyRow(r: WithdrawalRecord, language: Language) {
  const { code, note } = readWithdrawalReason(r.reason);
  return {
    id: r.id,
    order_no: orderNumber(r.id),
    status: r.status,
    money: formatMoney(r.amount, r.currency as MarketCurrency),
    currency: r.currency,
    created_at: r.created_at,
    decided_at: r.decided_at,
    reason_code: code,
    reason: withdrawalReasonText(r.reason, language),
    note: code === null ? null : note,
    arrival_by: arrivalBy(r),
  };
}

/** The customer's latest withdrawals in one currency, newest first. */
export async function withdrawalHistory(
  db: Db | Tx,
  customerId: number,
  currency: MarketCurrency,
  limit: number,
  language: Language,
) {
  const rows = await latestWithdrawalRows(db, customerId, currency, limit);
  return rows.map((r) => historyRow(r, language));
}

async function withdrawalRow(tx: Tx, item: ReviewItem) {
  return withdrawalById(tx, item.subjectId);
}

/** The setting above which approving a withdrawal in each currency needs a second reviewer. */
const FOUR_EYES_WITHDRAWAL = {
  JPY: 'four_eyes_withdrawal_jpy',
  USD: 'four_eyes_withdrawal_usd',
  CNY: 'four_eyes_withdrawal_cny',
} as const satisfies Record<MarketCurrency, string>;

/** Four-eyes (issue 16): above the configured whole amount, a second reviewer approves. */
async function withdrawalFourEyesChange(tx: Tx, item: ReviewItem) {
  const row = await withdrawalRow(tx, item);
  const currency = row.currency as MarketCurrency;
  const whole = await setting(tx, FOUR_EYES_WITHDRAWAL[currency]);
  const limit = BigInt(whole) * 10n ** BigInt(CURRENCY_SCALE[currency]);
  if (BigInt(row.amount) <= limit) return null;
  return { withdrawal: String(row.id), amount: formatMoney(row.amount, currency), currency };
}

/** Staff review: approval pays out from the frozen amount; rejection returns it at once. */
export function withdrawalReviewHandler(ctx: AppContext): ReviewHandler {
  return {
    kind: 'withdrawal',
    fourEyes: withdrawalFourEyesChange,
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
      await updateWithdrawal(tx, row.id, {
        status: WITHDRAWAL_STATUS.paid,
        settle_transfer_id: transferId,
        decided_at: ctx.clock.now().toISOString(),
      });
      const card = row.bank_card_id ? await cardById(tx, row.bank_card_id) : undefined;
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
      // Staff pick a reason from the list (`code` or `code: note`); the customer reads its text.
      if (readWithdrawalReason(decision.reason).code === null) refuse('reason_code_required');
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
      await updateWithdrawal(tx, row.id, {
        status: WITHDRAWAL_STATUS.rejected,
        settle_transfer_id: transferId,
        reason: decision.reason,
        decided_at: ctx.clock.now().toISOString(),
      });
      await sendSystemMessage(tx, ctx.clock, {
        customerId: row.customer_id,
        kind: 'withdrawal_rejected',
        params: {
          amount: formatMoney(row.amount, currency),
          currency,
          reason: decision.reason ?? '',
          ...Object.fromEntries(
            LANGUAGES.map((l) => [`reason_${l}`, withdrawalReasonText(decision.reason, l) ?? '']),
          ),
        },
      });
    },
  };
}
