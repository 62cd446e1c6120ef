import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isFundRecordKind } from '@kabuto/shared/funding-kinds';
import type { RecordGroup } from '@kabuto/shared/funding-kinds';
import { addDays, formatDay, zonedToday } from '@/lib/date-time';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { useFundRecords } from '../api/get-fund-list';
import type { FundRecordFilter } from '../api/get-fund-list';

/** The default range: the last 30 days, today included. */
const DEFAULT_RANGE_DAYS = 30;
/** The range limit until the server states its own (setting fund_records_max_days). */
const FALLBACK_MAX_DAYS = 90;

/** Today in the customer's time zone, as a calendar day. */
const startOfToday = () => zonedToday();

/**
 * The records screen's filter (tab in the address, date range, currency, group), the pickers'
 * open state, and the records it selects with the range limit the server states.
 */
export function useRecordsFilter() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const kind = isFundRecordKind(tab) ? tab : 'trade';
  const config = useSiteConfig();
  const today = useMemo(startOfToday, []);
  const [range, setRange] = useState<[Date, Date]>(() => [
    addDays(today, -(DEFAULT_RANGE_DAYS - 1)),
    today,
  ]);
  const [draft, setDraft] = useState<[Date, Date] | null>(range);
  const [pickingRange, setPickingRange] = useState(false);
  const [pickingCurrency, setPickingCurrency] = useState(false);
  const [currency, setCurrency] = useState('');
  const [group, setGroup] = useState<RecordGroup | undefined>(undefined);
  const [pickingGroup, setPickingGroup] = useState(false);
  const filter: FundRecordFilter = {
    kind,
    group,
    currency,
    start: formatDay(range[0]),
    end: formatDay(range[1]),
  };
  const records = useFundRecords(filter);
  const firstPage = records.data?.pages[0];
  const maxDays =
    firstPage?.max_days ||
    Number(configValue(config.data, 'fund_records_max_days')) ||
    FALLBACK_MAX_DAYS;

  const chooseKind = (key: string) => {
    setGroup(undefined);
    setSearch({ tab: key }, { replace: true });
  };

  return {
    kind,
    chooseKind,
    today,
    range,
    setRange,
    draft,
    setDraft,
    pickingRange,
    setPickingRange,
    currency,
    setCurrency,
    pickingCurrency,
    setPickingCurrency,
    group,
    setGroup,
    pickingGroup,
    setPickingGroup,
    filter,
    records,
    firstPage,
    maxDays,
  };
}
