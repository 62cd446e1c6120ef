import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { CARD_TYPES } from '@kabuto/shared/funding-kinds';
import type { CardType } from '@kabuto/shared/funding-kinds';
import {
  activeCard,
  activeCards,
  hasPendingWithdrawalToCard,
  insertCard,
  markCardRemoved,
} from './repository.ts';

export { CARD_TYPES, type CardType } from '@kabuto/shared/funding-kinds';
export const MAX_CARDS = 5;

/** Luhn check digit, as bank card numbers of 13 digits and more carry. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A bank account or card number: 7 to 19 digits (spaces and hyphens ignored). Japanese bank
 * accounts are 7 digits; card numbers of 13 digits and more must pass the Luhn check.
 */
export function normaliseCardNumber(text: string | undefined): string | null {
  const digits = (text ?? '').replace(/[\s-]/g, '');
  if (!/^\d{7,19}$/.test(digits)) return null;
  if (digits.length >= 13 && !luhnValid(digits)) return null;
  return digits;
}

/** Only the last four digits are ever shown. */
export function maskCardNumber(digits: string): string {
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

function cardAnswer(r: {
  id: number;
  holder_name: string;
  card_number: string;
  card_type: string;
  bank_name: string;
  branch_name: string;
  branch_code: string;
  created_at: string;
}) {
  return {
    id: r.id,
    name: r.holder_name,
    card: maskCardNumber(r.card_number),
    card_type: r.card_type,
    bank: r.bank_name,
    branch: r.branch_name,
    branch_code: r.branch_code,
    created_at: r.created_at,
  };
}

export type CardAnswer = ReturnType<typeof cardAnswer>;

export async function listCards(ctx: AppContext, customerId: number): Promise<CardAnswer[]> {
  const rows = await activeCards(ctx.db, customerId);
  return rows.map(cardAnswer);
}

export async function findCard(db: Db | Tx, customerId: number, id: number) {
  return activeCard(db, customerId, id);
}

export async function addCard(
  ctx: AppContext,
  customerId: number,
  input: {
    name?: string | undefined;
    card?: string | undefined;
    card_type?: string | undefined;
    bank?: string | undefined;
    branch?: string | undefined;
    branch_code?: string | undefined;
  },
): Promise<CardAnswer> {
  const name = (input.name ?? '').trim();
  if (!name || name.length > 64) refuse('card_holder_required');
  const number = normaliseCardNumber(input.card);
  if (!number) refuse('card_number_invalid');
  const type = (CARD_TYPES as readonly string[]).includes(input.card_type ?? '')
    ? (input.card_type as CardType)
    : 'ordinary';
  const branch = (input.branch ?? '').trim();
  const branchCode = (input.branch_code ?? '').trim();
  if (!branch || !/^\d{3,8}$/.test(branchCode)) refuse('branch_required');
  return inTransaction(ctx.db, async (tx) => {
    const cards = await activeCards(tx, customerId);
    if (cards.some((c) => c.card_number === number)) refuse('card_exists');
    if (cards.length >= MAX_CARDS) refuse('card_limit', { max: MAX_CARDS });
    const row = await insertCard(tx, {
      customer_id: customerId,
      holder_name: name,
      card_number: number,
      card_type: type,
      bank_name: (input.bank ?? '').trim().slice(0, 64),
      branch_name: branch.slice(0, 64),
      branch_code: branchCode,
      created_at: ctx.clock.now().toISOString(),
      removed_at: null,
    });
    return cardAnswer(row);
  });
}

/** Unbinds a card; not while a withdrawal to it is pending. */
export async function removeCard(
  ctx: AppContext,
  customerId: number,
  id: number | undefined,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const card = id ? await findCard(tx, customerId, id) : undefined;
    if (!card) refuse('card_not_found');
    if (await hasPendingWithdrawalToCard(tx, card.id)) refuse('fund_operation_in_progress');
    await markCardRemoved(tx, card.id, ctx.clock.now().toISOString());
  });
}
