import type { QueryClient } from '@tanstack/react-query';

/**
 * After any credit command: the loan screens, and the figures elsewhere that it moves (cash,
 * `jpyyjed` of the account panel, wallets, fund records).
 */
export function refreshCredit(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['user'] });
}
