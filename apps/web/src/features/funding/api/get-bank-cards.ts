/** user/banklist: the customer's bound bank cards, numbers masked (API.md). */
import type { BankCard } from '@kabuto/shared/contracts/funding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardType } from '@kabuto/shared/funding-kinds';
import { isCardType } from '@kabuto/shared/funding-kinds';
import { apiData } from '@/lib/api-client';

export async function getBankCards(): Promise<BankCard[]> {
  return apiData<BankCard[]>('user/banklist');
}

export const bankCardsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'banklist'], queryFn: getBankCards });

export function useBankCards() {
  return useQuery(bankCardsQueryOptions());
}

export function cardTypeOf(value: string): CardType {
  return isCardType(value) ? value : 'ordinary';
}
