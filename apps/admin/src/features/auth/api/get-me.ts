import type { Me } from '@kabuto/shared/contracts/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '../../../lib/api-client';
import { updateIdentity } from '../../../lib/session';

export async function getMe(signal?: AbortSignal): Promise<Me> {
  return (await apiGet<Me>('me', undefined, signal)).data;
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
  });
}

/** Confirms the stored token with the server and keeps the shown roles current. */
export function useMe() {
  const query = useQuery(meQueryOptions());
  const me = query.data;
  useEffect(() => {
    if (me) updateIdentity(me.username, me.roles);
  }, [me]);
  return query;
}
