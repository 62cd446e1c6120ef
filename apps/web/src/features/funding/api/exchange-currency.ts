/** user/exchange: exchanges at the rate of the moment, both legs in one ledger transfer. */
import type { ExchangeReceipt } from '@kabuto/shared/contracts/funding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { ExchangeInput } from './get-exchange-quote';

export function exchangeCurrency(input: ExchangeInput & { nonce: string }) {
  return apiData<ExchangeReceipt>('user/exchange', { ...input });
}

export function useExchangeCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeCurrency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
