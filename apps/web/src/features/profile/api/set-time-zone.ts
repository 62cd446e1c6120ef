/** user/timezone: the zone every date and time is shown in, kept on the customer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import { useTimeZoneStore } from '@/lib/date-time';
import type { TimeZone } from '@kabuto/shared/time-zones';

/** `zone` null goes back to the default of the customer's language. */
export async function setTimeZone(zone: TimeZone | null): Promise<TimeZone> {
  const envelope = await apiRequest<{ time_zone: TimeZone }>('user/timezone', {
    time_zone: zone ?? '',
  });
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.data.time_zone;
}

export function useSetTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTimeZone,
    onSuccess: async (_zone, chosen) => {
      useTimeZoneStore.getState().setChosen(chosen);
      // Every screen's dates are written again in the new zone.
      await queryClient.invalidateQueries();
    },
  });
}
