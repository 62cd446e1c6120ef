/** user/exchangequote: rate, spread and the amount received for an exchange. */
import type { ExchangeQuote } from '@kabuto/shared/contracts/funding';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { FormOf } from '@kabuto/shared/contract';
import type { fundingContracts } from '@kabuto/shared/contracts/funding';

export type ExchangeInput = FormOf<
  (typeof fundingContracts)['user/exchangequote'],
  'from' | 'to' | 'money'
>;

export function getExchangeQuote(input: ExchangeInput): Promise<ExchangeQuote> {
  return apiData<ExchangeQuote>('user/exchangequote', { ...input });
}

/** A quote is asked for on demand, like a command, and never cached. */
export function useExchangeQuote() {
  return useMutation({ mutationFn: getExchangeQuote });
}
