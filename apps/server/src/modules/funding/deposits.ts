import type { MarketCurrency, MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import type { KeyedRequest } from '../idempotency/service.ts';
import { claimKey, firstResult, keyedRequest } from '../idempotency/service.ts';
import { sendSystemMessage } from '../messages/service.ts';
import type { ReviewHandler, ReviewItem } from '../reviews/registry.ts';
import { answerAfterDemoApproval, submitForReview } from '../reviews/service.ts';
import { setting } from '../site/service.ts';
import {
  hasRechargeInStatus,
  insertRecharge,
  latestRecharges,
  rechargeById,
  rechargeByNonce,
  updateRecharge,
} from './repository.ts';
import { limitMinor, parseAmount } from './amounts.ts';
import { assertMayMoveFunds } from '../customers/standing.ts';
import { assertFundingHours, lockCustomerForFunds } from './guards.ts';
import type { UploadedFile } from '../uploads/service.ts';
import { checkImage, storeImage } from '../uploads/service.ts';

/** Recharge statuses (SPEC §4): submitted, passed, rejected. */
export const RECHARGE_STATUS = { submitted: 0, passed: 1, rejected: 2 } as const;

/** A payment channel for quick recharge. Real channels plug in behind the same interface. */
export interface PaymentChannel {
  readonly id: string;
  readonly simulated: boolean;
  /** Confirms or leaves pending a payment of `amount` minor units; never moves ledger money. */
  charge(input: {
    customerId: number;
    currency: string;
    amount: number;
    reference: string;
  }): Promise<{
    status: 'confirmed' | 'pending';
  }>;
}

/** The simulation channel confirms at once and says it is simulated. */
export const SIMULATION_CHANNEL: PaymentChannel = {
  id: 'sim',
  simulated: true,
  charge: async () => ({ status: 'confirmed' }),
};

export const PAYMENT_CHANNELS: readonly PaymentChannel[] = [SIMULATION_CHANNEL];

/** The customer's transfer reference: the receiving bank shows it, and staff match on it. */
export function depositReference(customerId: number): string {
  return `KB${String(customerId).padStart(8, '0')}`;
}

function rechargeAnswer(r: {
  id: number;
  currency: string;
  amount: number;
  kind: string;
  channel: string;
  status: number;
  reference: string;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  transfer_id: number | null;
  proof_upload_id?: number | null;
}) {
  return {
    id: r.id,
    order_no: `R${String(r.id).padStart(8, '0')}`,
    proof_upload_id: r.proof_upload_id ?? null,
    currency: r.currency,
    money: formatMoney(r.amount, r.currency as 'JPY'),
    kind: r.kind,
    channel: r.channel,
    simulated: r.channel === 'sim',
    status: r.status,
    reference: r.reference,
    reason: r.reason,
    created_at: r.created_at,
    decided_at: r.decided_at,
    transfer_id: r.transfer_id,
  };
}

/** The settings holding the per-deposit maximum of each kind (PRODUCT.md). */
const QUICK_LIMIT = 'recharge_max';
const BANK_LIMIT = 'deposit_max';

/**
 * The rules every recharge starts with, in order: a repeated key answered with the first record
 * (modules/idempotency), the customer's fund lock and standing, working hours, the amount and its
 * limit.
 */
async function openRecharge(
  ctx: AppContext,
  tx: Tx,
  customerId: number,
  input: { money?: string | undefined; nonce?: string | undefined },
  request: KeyedRequest | null,
  currency: MarketCurrency,
  limit: typeof QUICK_LIMIT | typeof BANK_LIMIT,
): Promise<{ replay: ReturnType<typeof rechargeAnswer> } | { amount: number }> {
  // The key first: a concurrent repeat waits here for the first and then answers it.
  if ((await claimKey(tx, request, ctx.clock.now().toISOString())) === 'repeat') {
    const seen = await rechargeByNonce(tx, customerId, input.nonce ?? '');
    return { replay: rechargeAnswer(firstResult(seen)) };
  }
  await lockCustomerForFunds(ctx, tx, customerId, assertMayMoveFunds);
  await assertFundingHours(ctx, tx, currency);
  const amount = parseAmount(input.money, currency);
  const max = await setting(tx, limit);
  if (amount > limitMinor(max, currency))
    refuse('deposit_limit_exceeded', { max: String(max), currency });
  return { amount };
}

export async function quickRecharge(
  ctx: AppContext,
  customerId: number,
  input: {
    type: MarketType;
    money?: string | undefined;
    channel?: string | undefined;
    nonce?: string | undefined;
  },
) {
  const currency = MARKETS[input.type].currency;
  const channel = PAYMENT_CHANNELS.find((c) => c.id === (input.channel || PAYMENT_CHANNELS[0]!.id));
  if (!channel) refuse('recharge_failed');
  const request = keyedRequest(customerId, 'recharge', input.nonce, {
    type: input.type,
    money: input.money,
    channel: channel.id,
  });
  return inTransaction(ctx.db, async (tx) => {
    const opened = await openRecharge(ctx, tx, customerId, input, request, currency, QUICK_LIMIT);
    if ('replay' in opened) return opened.replay;
    const { amount } = opened;
    const reference = depositReference(customerId);
    const outcome = await channel.charge({ customerId, currency, amount, reference });
    const row = await insertRecharge(tx, {
      customer_id: customerId,
      currency,
      amount,
      kind: 'quick',
      channel: channel.id,
      status: RECHARGE_STATUS.submitted,
      reference,
      proof_upload_id: null,
      nonce: input.nonce ?? null,
      transfer_id: null,
      reason: null,
      created_at: ctx.clock.now().toISOString(),
      decided_at: null,
    });
    if (outcome.status !== 'confirmed') return rechargeAnswer(row);
    const { transferId } = await ctx.ledger.transfer(tx, {
      idempotencyKey: `recharge:${row.id}`,
      code: 'recharge',
      actor: `customer:${customerId}`,
      customerId,
      memo: `${channel.simulated ? 'Simulated ' : ''}quick recharge via ${channel.id}`,
      postings: [
        {
          account: { house: channel.simulated ? 'simulation' : 'funding', currency },
          amount: -amount,
        },
        { account: { customerId, purpose: 'cash', currency }, amount },
      ],
    });
    const done = await updateRecharge(tx, row.id, {
      status: RECHARGE_STATUS.passed,
      transfer_id: transferId,
      decided_at: ctx.clock.now().toISOString(),
    });
    return rechargeAnswer(done);
  });
}

export async function depositAccount(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKETS[type].currency;
  return {
    currency,
    name: await setting(ctx.db, 'deposit_account_name'),
    number: await setting(ctx.db, 'deposit_account_number'),
    bank: await setting(ctx.db, 'deposit_account_bank'),
    branch: await setting(ctx.db, 'deposit_account_branch'),
    reference: depositReference(customerId),
    max: String(await setting(ctx.db, 'deposit_max')),
    hours: (await setting(ctx.db, 'funding_hours')).text,
    days: await setting(ctx.db, 'funding_days'),
  };
}

/**
 * A bank-transfer deposit: amount and transfer screenshot, reviewed by staff. In demo mode the
 * system takes the staff decision at once (autoApproveInDemo): the answer is already credited.
 */
export async function bankDeposit(
  ctx: AppContext,
  customerId: number,
  input: Parameters<typeof submitBankDeposit>[2],
) {
  const submitted = await submitBankDeposit(ctx, customerId, input);
  return answerAfterDemoApproval(ctx, 'deposit', submitted, async () =>
    rechargeAnswer(await rechargeById(ctx.db, submitted.answer.id)),
  );
}

async function submitBankDeposit(
  ctx: AppContext,
  customerId: number,
  input: {
    type: MarketType;
    money?: string | undefined;
    nonce?: string | undefined;
    proof: UploadedFile | undefined;
  },
) {
  const currency = MARKETS[input.type].currency;
  const request = keyedRequest(customerId, 'deposit', input.nonce, {
    type: input.type,
    money: input.money,
    proof: input.proof?.bytes,
  });
  return inTransaction(ctx.db, async (tx) => {
    const opened = await openRecharge(ctx, tx, customerId, input, request, currency, BANK_LIMIT);
    if ('replay' in opened) return { answer: opened.replay, reviewId: null };
    const { amount } = opened;
    if (!input.proof) refuse('deposit_proof_required');
    checkImage(input.proof);
    if (await hasRechargeInStatus(tx, customerId, 'bank', RECHARGE_STATUS.submitted))
      refuse('deposit_pending');
    const uploadId = await storeImage(ctx, tx, {
      customerId,
      purpose: 'deposit_proof',
      file: input.proof,
    });
    const reference = depositReference(customerId);
    const row = await insertRecharge(tx, {
      customer_id: customerId,
      currency,
      amount,
      kind: 'bank',
      channel: 'bank',
      status: RECHARGE_STATUS.submitted,
      reference,
      proof_upload_id: uploadId,
      nonce: input.nonce ?? null,
      transfer_id: null,
      reason: null,
      created_at: ctx.clock.now().toISOString(),
      decided_at: null,
    });
    const reviewId = await submitForReview(tx, ctx.clock, {
      kind: 'deposit',
      subjectId: row.id,
      customerId,
      summary: {
        amount: formatMoney(amount, currency),
        currency,
        reference,
        upload_id: String(uploadId),
      },
    });
    return { answer: rechargeAnswer(row), reviewId };
  });
}

export async function rechargeList(
  ctx: AppContext,
  customerId: number,
  type: MarketType | undefined,
) {
  const currency = type ? MARKETS[type].currency : undefined;
  const rows = await latestRecharges(ctx.db, customerId, currency, 300);
  return rows.map(rechargeAnswer);
}

async function depositRow(tx: Tx, item: ReviewItem) {
  return rechargeById(tx, item.subjectId);
}

/** Staff review of bank deposits: approval credits cash through the ledger; either way a message. */
export function depositReviewHandler(ctx: AppContext): ReviewHandler {
  return {
    kind: 'deposit',
    async approve(tx, item, decision) {
      const row = await depositRow(tx, item);
      const currency = row.currency as 'JPY';
      const { transferId } = await ctx.ledger.transfer(tx, {
        idempotencyKey: `deposit:${row.id}`,
        code: 'deposit',
        actor: decision.actor,
        customerId: row.customer_id,
        memo: `Bank transfer ${row.reference}`,
        postings: [
          { account: { house: 'funding', currency }, amount: -row.amount },
          {
            account: { customerId: row.customer_id, purpose: 'cash', currency },
            amount: row.amount,
          },
        ],
      });
      await updateRecharge(tx, row.id, {
        status: RECHARGE_STATUS.passed,
        transfer_id: transferId,
        decided_at: ctx.clock.now().toISOString(),
      });
      await sendSystemMessage(tx, ctx.clock, {
        customerId: row.customer_id,
        kind: 'deposit_approved',
        params: { amount: formatMoney(row.amount, currency), currency, reference: row.reference },
      });
    },
    async reject(tx, item, decision) {
      const row = await depositRow(tx, item);
      await updateRecharge(tx, row.id, {
        status: RECHARGE_STATUS.rejected,
        reason: decision.reason,
        decided_at: ctx.clock.now().toISOString(),
      });
      await sendSystemMessage(tx, ctx.clock, {
        customerId: row.customer_id,
        kind: 'deposit_rejected',
        params: {
          amount: formatMoney(row.amount, row.currency as 'JPY'),
          currency: row.currency,
          reference: row.reference,
          reason: decision.reason ?? '',
        },
      });
    },
  };
}
