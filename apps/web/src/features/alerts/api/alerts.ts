/** market/alerts, market/alertadd, market/alertdel: the customer's price alerts. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import type { FormOf } from '@kabuto/shared/contract';
import type { PriceAlert, insightContracts } from '@kabuto/shared/contracts/insight';
import type { AlertKind } from '@kabuto/shared/insight-kinds';
import { apiData, apiRequest, ApiError } from '@/lib/api-client';

export function getAlerts(): Promise<PriceAlert[]> {
  return apiData<PriceAlert[]>('market/alerts');
}

/** The key every alert query starts with; a fired alert (live) refreshes them all. */
export const ALERTS_KEY = ['market', 'alerts'] as const;

export const alertsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: [...ALERTS_KEY, language], queryFn: getAlerts });

/** The customer's alerts; asked for once `enabled` (by default at once). */
export function useAlerts(language: Language, enabled = true) {
  return useQuery({ ...alertsQueryOptions(language), enabled });
}

/** A new alert: the contract's form fields, its kind one the app offers. */
export type NewAlert = FormOf<(typeof insightContracts)['market/alertadd'], 'code' | 'value'> & {
  kind: AlertKind;
};

/** Adds an alert; resolves to the message key to show. A refusal is toasted and thrown. */
async function addAlert(alert: NewAlert): Promise<string> {
  const envelope = await apiRequest<PriceAlert>('market/alertadd', { ...alert });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.msg;
}

async function deleteAlert(id: number): Promise<string> {
  const envelope = await apiRequest<null>('market/alertdel', { id });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.msg;
}

export function useAddAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}
