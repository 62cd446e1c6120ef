/** market/self, market/selfadd, market/selfdel: the customer's watchlist (自选). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiRequest, apiData, ApiError } from '@/lib/api-client';
import type { WatchlistRow } from '@kabuto/shared/contracts/market';
import { watchlistCall } from './calls';

export async function getWatchlist(): Promise<WatchlistRow[]> {
  const call = watchlistCall();
  return apiData<WatchlistRow[]>(call.path, call.params);
}

export const watchlistQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['market', 'self', language],
    queryFn: getWatchlist,
  });

export function useWatchlist(language: Language) {
  return useQuery(watchlistQueryOptions(language));
}

/** Adds or removes one code; resolves to the message key to show (add_success, delete_success). */
async function changeWatchlist(change: { code: string; add: boolean }): Promise<string> {
  const envelope = await apiRequest<null>(change.add ? 'market/selfadd' : 'market/selfdel', {
    code: change.code,
  });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.msg;
}

export function useChangeWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWatchlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['market', 'self'] }),
  });
}
