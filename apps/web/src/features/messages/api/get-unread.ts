/** user/unread: how many site messages the customer has not read. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { unreadCall } from './calls';

export async function getUnreadCount(): Promise<number> {
  const call = unreadCall();
  const data = await apiData<{ unread: number }>(call.path, call.params);
  return Number(data?.unread) || 0;
}

export const unreadQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'unread'], queryFn: getUnreadCount });

/** The unread count, asked only while signed in. */
export function useUnreadCount(signedIn: boolean) {
  return useQuery({ ...unreadQueryOptions(), enabled: signedIn });
}
