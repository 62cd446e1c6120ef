/**
 * The public lottery record of an offering (POST /api/vue/trade/newstocklottery): the same
 * record every customer sees and can recompute, so staff look at exactly what was published.
 */
import type { LotteryRecord } from '@kabuto/shared/contracts/ipo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@kabuto/shared/api';
import { ApiError } from '../../../lib/api-client';

async function getLottery(id: number, signal?: AbortSignal): Promise<LotteryRecord> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/trade/newstocklottery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: String(id) }).toString(),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_error', undefined, 0);
  }
  const body = (await response.json().catch(() => null)) as {
    status?: number;
    msg?: string;
    data?: LotteryRecord;
  } | null;
  if (!body || body.status !== 1 || !body.data) {
    throw new ApiError(body?.msg ?? 'server_error', undefined, response.status);
  }
  return body.data;
}

export function useLottery(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['products', 'lottery', id],
      queryFn: ({ signal }) => getLottery(id ?? 0, signal),
      enabled: id !== null,
    }),
  );
}
