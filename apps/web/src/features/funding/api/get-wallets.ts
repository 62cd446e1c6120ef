/** user/wallets: cash and frozen money in every currency the customer holds. */
import type { Wallet } from '@kabuto/shared/contracts/funding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export async function getWallets(): Promise<Wallet[]> {
  return apiData<Wallet[]>('user/wallets');
}

export const walletsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'wallets'], queryFn: getWallets });

export function useWallets() {
  return useQuery(walletsQueryOptions());
}

/** The wallet of one currency; a currency never held has nothing in it. */
export function walletOf(wallets: readonly Wallet[] | undefined, currency: string) {
  if (!wallets) return undefined;
  return wallets.find((w) => w.currency === currency) ?? { currency, cash: '0.00', frozen: '0.00' };
}
