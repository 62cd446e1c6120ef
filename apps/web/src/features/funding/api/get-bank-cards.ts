/** user/banklist: the customer's bound bank cards, numbers masked (API.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData, asRows } from '@/lib/api-client';

export const CARD_TYPES = ['ordinary', 'current', 'savings', 'debit'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export interface BankCard {
  id: number;
  name: string;
  /** Masked: only the last four digits. */
  card: string;
  card_type: CardType;
  bank: string;
  branch: string;
  branch_code: string;
  created_at: string;
}

export async function getBankCards(): Promise<BankCard[]> {
  return asRows<BankCard>(await apiData<unknown>('user/banklist'));
}

export const bankCardsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'banklist'], queryFn: getBankCards });

export function useBankCards() {
  return useQuery(bankCardsQueryOptions());
}

export function cardTypeOf(value: string): CardType {
  return (CARD_TYPES as readonly string[]).includes(value) ? (value as CardType) : 'ordinary';
}
