/** user/exchange: exchanges at the rate of the moment, both legs in one ledger transfer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { ExchangeInput } from './get-exchange-quote';

export interface ExchangeReceipt {
  id: number;
  order_no: string;
  from: string;
  to: string;
  money: string;
  received: string;
  rate: string;
  spread_bps: number;
  created_at: string;
}

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
