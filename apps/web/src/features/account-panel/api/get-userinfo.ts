/** user/getUserinfo: the customer's account, cash per currency and borrowed credit (API.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@kabuto/shared/markets';
import type { UserInfo } from '@kabuto/shared/contracts/customers';
import { apiRequest, ApiError } from '@/lib/api-client';
import { signOut } from '@/lib/sign-out';
import { syncTimeZone } from '@/lib/date-time';
import { userinfoCall } from './calls';

export async function getUserinfo(type: MarketType): Promise<UserInfo> {
  const call = userinfoCall(type);
  const envelope = await apiRequest<UserInfo>(call.path, call.params);
  if (envelope.status !== 1) {
    // SPEC §8: a user-info answer that is not a success ends the session.
    signOut('session');
    throw new ApiError(envelope.msg);
  }
  // Dates and times follow the zone kept on the customer (My Page).
  syncTimeZone(envelope.data.time_zone, envelope.data.time_zone_chosen);
  return envelope.data;
}

export const userinfoQueryOptions = (type: MarketType) =>
  queryOptions({ queryKey: ['user', 'getUserinfo', type], queryFn: () => getUserinfo(type) });

export function useUserinfo(type: MarketType) {
  return useQuery(userinfoQueryOptions(type));
}
