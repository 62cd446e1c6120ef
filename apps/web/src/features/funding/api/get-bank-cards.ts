/** user/banklist: the customer's bound bank cards, numbers masked (API.md). */
import type { BankCard } from '@kabuto/shared/contracts/funding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const CARD_TYPES = ['ordinary', 'current', 'savings', 'debit'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export async function getBankCards(): Promise<BankCard[]> {
  return apiData<BankCard[]>('user/banklist');
}

export const bankCardsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'banklist'], queryFn: getBankCards });

export function useBankCards() {
  return useQuery(bankCardsQueryOptions());
}

export function cardTypeOf(value: string): CardType {
  return (CARD_TYPES as readonly string[]).includes(value) ? (value as CardType) : 'ordinary';
}
