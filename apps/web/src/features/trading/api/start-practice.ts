/** market/practice: starts the practice session (demo mode only), so a closed market opens. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataSource } from '@kabuto/shared/contracts/market';
import { apiData } from '@/lib/api-client';

export function startPractice(): Promise<DataSource> {
  return apiData<DataSource>('market/practice', { on: '1' });
}

export function useStartPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPractice,
    // Every quote, chart and the data source change their session: all market data reloads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['market'] }),
  });
}
