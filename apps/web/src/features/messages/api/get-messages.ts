/** user/messages: site messages, newest first, written in the `lang` header's language. */
import type { SiteMessage } from '@kabuto/shared/contracts/messages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** The server's page size for messages. */
export const MESSAGES_PAGE_SIZE = 50;

export async function getMessages(page: number): Promise<SiteMessage[]> {
  return apiData<SiteMessage[]>('user/messages', { page });
}

export const messagesQueryOptions = (language: string) =>
  infiniteQueryOptions({
    // The texts depend on the language, so each language has its own answer.
    queryKey: ['user', 'messages', language],
    queryFn: ({ pageParam }) => getMessages(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.length >= MESSAGES_PAGE_SIZE ? pages.length + 1 : undefined,
  });

export function useMessages(language: string) {
  return useInfiniteQuery(messagesQueryOptions(language));
}
