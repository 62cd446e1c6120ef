/** user/bankdel: unbinds a card (not while a withdrawal to it is pending). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';

export async function removeBankCard(id: number): Promise<string> {
  const envelope = await apiRequest<null>('user/bankdel', { id });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.msg;
}

export function useRemoveBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBankCard,
    // The withdrawal checklist asks whether a card is bound: it is asked again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user', 'banklist'] }),
        queryClient.invalidateQueries({ queryKey: ['user', 'withdrawcheck'] }),
      ]),
  });
}
