import type { QueryClient } from '@tanstack/react-query';

/** After following or redeeming: the products, the follows and the account's cash moved. */
export async function refreshCopy(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['trade'] }),
    queryClient.invalidateQueries({ queryKey: ['user'] }),
  ]);
}
