import type { QueryClient } from '@tanstack/react-query';

/**
 * After a subscription or a payment: the offering's figures, the customer's subscriptions and
 * the cash and frozen figures of the account panel all moved.
 */
export async function refreshIpo(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['trade'] }),
    queryClient.invalidateQueries({ queryKey: ['user'] }),
  ]);
}
