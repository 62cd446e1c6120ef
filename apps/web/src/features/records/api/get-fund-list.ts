/** user/fundlist: fund records read from the ledger, by kind, currency and date range. */
import type { FundRecord, FundRecordPage } from '@kabuto/shared/contracts/funding';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import type { FormOf } from '@kabuto/shared/contract';
import type { fundingContracts } from '@kabuto/shared/contracts/funding';
import { zoneOffsetMinutes } from '@/lib/date-time';
import type { RecordGroup } from '@kabuto/shared/funding-kinds';

export const FUND_RECORDS_PAGE_SIZE = 20;

/** `currency`: an ISO code, or empty for every one; `start`, `end`: YYYY-MM-DD, both included. */
export type FundRecordFilter = FormOf<
  (typeof fundingContracts)['user/fundlist'],
  'kind' | 'currency' | 'start' | 'end'
> & { group?: RecordGroup | undefined };

export function getFundRecords(
  filter: FundRecordFilter,
  page: number,
  size = FUND_RECORDS_PAGE_SIZE,
): Promise<FundRecordPage> {
  return apiData<FundRecordPage>('user/fundlist', {
    kind: filter.kind,
    group: filter.group,
    currency: filter.currency || undefined,
    start: filter.start,
    end: filter.end,
    // The days are the customer's days, in the zone of My Page.
    offset_minutes: zoneOffsetMinutes(),
    page,
    size,
  });
}

/** The largest page the API gives (user/fundlist `size`). */
const EXPORT_PAGE_SIZE = 300;

/** Every record of the filter, page after page (for the CSV export). */
export async function allFundRecords(filter: FundRecordFilter): Promise<FundRecord[]> {
  const out: FundRecord[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getFundRecords(filter, page, EXPORT_PAGE_SIZE);
    out.push(...answer.items);
    if (answer.items.length === 0 || out.length >= answer.total) return out;
  }
}

export const fundRecordsQueryOptions = (filter: FundRecordFilter) =>
  infiniteQueryOptions({
    queryKey: ['user', 'fundlist', filter],
    queryFn: ({ pageParam }) => getFundRecords(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * FUND_RECORDS_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });

export function useFundRecords(filter: FundRecordFilter) {
  return useInfiniteQuery(fundRecordsQueryOptions(filter));
}
