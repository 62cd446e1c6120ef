/** user/message: one site message; reading it marks it as read. */
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { SiteMessage } from '@kabuto/shared/contracts/messages';

export function getMessage(id: number): Promise<SiteMessage> {
  return apiData<SiteMessage>('user/message', { id });
}

export const messageQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['user', 'message', id, language],
    queryFn: () => getMessage(id),
  });

/** The message, and once it has been read, fresh unread counts and list. */
export function useSiteMessage(id: number | null, language: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...messageQueryOptions(id ?? 0, language),
    enabled: id !== null,
  });
  const read = query.isSuccess;
  useEffect(() => {
    if (!read) return;
    void queryClient.invalidateQueries({ queryKey: ['user', 'unread'] });
    void queryClient.invalidateQueries({ queryKey: ['user', 'messages'] });
  }, [read, queryClient]);
  return query;
}
