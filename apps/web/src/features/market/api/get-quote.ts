/** market/quote: one instrument's full quote with limits, session and key figures. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiData } from '@/lib/api-client';
import { refreshedEvery } from '@/lib/query-client';
import { quoteCall } from './calls';
import type { Quote } from '@kabuto/shared/contracts/market';

export async function getQuote(code: string): Promise<Quote> {
  const call = quoteCall(code);
  return apiData<Quote>(call.path, call.params);
}

/** Key figures (high, low, volume…) move during the session; the price itself comes live. */
export const QUOTE_REFRESH_MS = 15_000;

export const quoteQueryOptions = (code: string, language: Language) =>
  queryOptions({
    queryKey: ['market', 'quote', code, language],
    queryFn: () => getQuote(code),
    enabled: code !== '',
    ...refreshedEvery(QUOTE_REFRESH_MS),
  });

export function useQuote(code: string, language: Language) {
  return useQuery(quoteQueryOptions(code, language));
}
