/** market/practice: starts the practice session (demo mode only), so a closed market opens. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataSource } from '@kabuto/shared/contracts/market';
import { apiData } from '@/lib/api-client';

export function startPractice(): Promise<DataSource> {
  return apiData<DataSource>('market/practice', { on: '1' });
}

/**
 * `onStarted` runs with the mutation itself, not with the call: the offer that started it is gone
 * once the market data reloads (the market is open then), and a call's callbacks die with it.
 */
export function useStartPractice(onStarted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPractice,
    onSuccess: () => {
      onStarted();
      // Every quote, chart and the data source change their session: all market data reloads.
      return queryClient.invalidateQueries({ queryKey: ['market'] });
    },
  });
}
