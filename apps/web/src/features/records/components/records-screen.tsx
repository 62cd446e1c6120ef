import { useRef, useState } from 'react';
import { ActionSheet, CalendarPicker, DotLoading, InfiniteScroll, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CURRENCIES } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { useLanguage, useMessage } from '@/i18n/i18n';
import { addDays, daysInRange, formatDay } from '@/lib/date-time';
import { showMessage } from '@/lib/toast';
import { FUND_RECORD_KINDS, groupsOfKind } from '@kabuto/shared/funding-kinds';
import type { FundRecordKind, RecordGroup } from '@kabuto/shared/funding-kinds';
import { allFundRecords } from '../api/get-fund-list';
import type { useFundRecords } from '../api/get-fund-list';
import type { FundRecordFilter } from '../api/get-fund-list';
import { useRecordsFilter } from '../hooks/use-records-filter';
import { recordsCsv, saveCsv } from '../utils/records-csv';
import { RecordItem } from './record-item';
import styles from './records.module.css';

/** How far back the calendar goes. */
const CALENDAR_BACK_DAYS = 365;

/** /mine/transactionRecords: fund records by tab, date range and currency. */
export function RecordsScreen() {
  const { t } = useTranslation();
  const f = useRecordsFilter();
  return (
    <div className={styles.page} data-testid="records-screen">
      <RecordsTop
        kind={f.kind}
        onKind={f.chooseKind}
        group={f.group}
        onPickGroup={() => f.setPickingGroup(true)}
        range={f.range}
        onPickRange={() => {
          f.setDraft(f.range);
          f.setPickingRange(true);
        }}
        currency={f.currency}
        onPickCurrency={() => f.setPickingCurrency(true)}
      />

      <div className={styles.summary}>
        <span data-testid="records-total">
          {f.firstPage ? t('records.total', { total: f.firstPage.total }) : t('common.loading')}
        </span>
        <span className={styles.summaryActions}>
          {t('records.maxDays', { days: f.maxDays })}
          <ExportButton filter={f.filter} />
        </span>
      </div>

      <RecordsList records={f.records} />

      <RangeCalendar
        visible={f.pickingRange}
        draft={f.draft}
        onDraft={f.setDraft}
        today={f.today}
        maxDays={f.maxDays}
        onRange={f.setRange}
        onClose={() => f.setPickingRange(false)}
      />

      <GroupSheet
        kind={f.kind}
        visible={f.pickingGroup}
        onClose={() => f.setPickingGroup(false)}
        onPick={f.setGroup}
      />

      <CurrencySheet
        visible={f.pickingCurrency}
        onClose={() => f.setPickingCurrency(false)}
        onPick={f.setCurrency}
      />
    </div>
  );
}

/** The small label over a calendar day: start, end or today, in the app's language. */
function calendarLabel(
  date: Date,
  range: [Date, Date] | null,
  today: Date,
  t: TFunction,
): string | null {
  const same = (a: Date, b: Date) => formatDay(a) === formatDay(b);
  const begins = range !== null && same(date, range[0]);
  const ends = range !== null && same(date, range[1]);
  if (begins && ends) return t('records.calendar.startEnd');
  if (begins) return t('records.calendar.start');
  if (ends) return t('records.calendar.end');
  return same(date, today) ? t('records.calendar.today') : null;
}

/** The records of the filter, a page at a time as the list scrolls. */
function RecordsList({ records }: { records: ReturnType<typeof useFundRecords> }) {
  const { t } = useTranslation();
  const items = records.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {records.data && items.length === 0 ? (
        <div className={styles.empty}>
          <NoData />
        </div>
      ) : (
        <ul className={styles.list} data-testid="records-list">
          {items.map((record) => (
            <RecordItem key={`${record.transfer_id}:${record.currency}`} record={record} />
          ))}
        </ul>
      )}
      {records.data && items.length > 0 && (
        <InfiniteScroll
          hasMore={records.hasNextPage}
          loadMore={async () => {
            await records.fetchNextPage();
          }}
        >
          <div className={styles.more}>
            {records.hasNextPage ? <DotLoading /> : t('records.noMore')}
          </div>
        </InfiniteScroll>
      )}
    </>
  );
}

interface TopProps {
  kind: FundRecordKind;
  onKind: (kind: string) => void;
  group: RecordGroup | undefined;
  onPickGroup: () => void;
  range: [Date, Date];
  onPickRange: () => void;
  currency: string;
  onPickCurrency: () => void;
}

/** The kind tabs and the date range and currency filters. */
function RecordsTop(props: TopProps) {
  const { kind, onKind, range, onPickRange, currency, onPickCurrency } = props;
  const { t } = useTranslation();
  return (
    <div className={styles.top}>
      <Tabs className={styles.tabs} activeKey={kind} onChange={(key) => onKind(key)}>
        {FUND_RECORD_KINDS.map((value) => (
          <Tabs.Tab
            key={value}
            title={<span data-testid={`records-tab-${value}`}>{t(`records.tabs.${value}`)}</span>}
          />
        ))}
      </Tabs>
      <div className={styles.filters}>
        <button
          type="button"
          className={`${styles.filter} ${styles.filterRange}`}
          onClick={onPickRange}
          data-testid="records-range"
        >
          <Icon name="clock" size={15} strokeWidth={2.2} />
          <span data-testid="records-range-text">
            {t('records.rangeValue', { start: formatDay(range[0]), end: formatDay(range[1]) })}
          </span>
        </button>
        <button
          type="button"
          className={styles.filter}
          onClick={onPickCurrency}
          data-testid="records-currency"
        >
          {t('records.currency')}: {currency || t('records.allCurrencies')}
          <Icon name="chevron" size={14} strokeWidth={2.4} />
        </button>
        {groupsOfKind(kind).length > 1 && (
          <button
            type="button"
            className={styles.filter}
            onClick={props.onPickGroup}
            data-testid="records-group"
          >
            {props.group ? t(`records.groups.${props.group}`) : t('records.allGroups')}
            <Icon name="chevron" size={14} strokeWidth={2.4} />
          </button>
        )}
      </div>
    </div>
  );
}

/** The kinds of record within a tab (trading, IPO, loans…), or all of them. */
function GroupSheet(props: {
  kind: FundRecordKind;
  visible: boolean;
  onClose: () => void;
  onPick: (group: RecordGroup | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionSheet
      visible={props.visible}
      onClose={props.onClose}
      cancelText={t('common.cancel')}
      actions={[
        { key: '', text: t('records.allGroups') },
        ...groupsOfKind(props.kind).map((g) => ({ key: g, text: t(`records.groups.${g}`) })),
      ]}
      onAction={(action) => {
        const key = String(action.key);
        props.onPick(key === '' ? undefined : (key as RecordGroup));
        props.onClose();
      }}
    />
  );
}

/** Saves every record of the filter as a CSV file, in the app's language and time zone. */
function ExportButton({ filter }: { filter: FundRecordFilter }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [busy, setBusy] = useState(false);
  async function exportCsv() {
    setBusy(true);
    try {
      const rows = await allFundRecords(filter);
      saveCsv(`records-${filter.start}-${filter.end}.csv`, recordsCsv(t, language, rows));
      showMessage(t('records.exported'));
    } catch {
      // The client has shown why the records could not be read.
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className={styles.export}
      onClick={() => void exportCsv()}
      disabled={busy}
      data-testid="records-export"
    >
      <Icon name="document" size={13} strokeWidth={2.2} />
      {busy ? t('records.exporting') : t('records.exportCsv')}
    </button>
  );
}

interface CurrencySheetProps {
  visible: boolean;
  onClose: () => void;
  /** An ISO code, or empty for every currency. */
  onPick: (currency: string) => void;
}

function CurrencySheet({ visible, onClose, onPick }: CurrencySheetProps) {
  const { t } = useTranslation();
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      cancelText={t('common.cancel')}
      actions={[
        { key: '', text: t('records.allCurrencies') },
        ...CURRENCIES.map((code) => ({ key: code, text: code })),
      ]}
      onAction={(action) => {
        onPick(String(action.key));
        onClose();
      }}
    />
  );
}

interface RangeCalendarProps {
  visible: boolean;
  draft: [Date, Date] | null;
  onDraft: (value: [Date, Date] | null) => void;
  today: Date;
  maxDays: number;
  /** A confirmed range within the limit. */
  onRange: (value: [Date, Date]) => void;
  onClose: () => void;
}

/** The date range, at most the records' limit of days, ending today at the latest. */
function RangeCalendar(props: RangeCalendarProps) {
  const { visible, draft, onDraft, today, maxDays, onRange } = props;
  const { t } = useTranslation();
  const message = useMessage();
  // A refused confirmation keeps the calendar open: its close follows the confirm at once.
  const keepOpen = useRef(false);
  const tooLong = draft !== null && daysInRange(draft[0], draft[1]) > maxDays;
  const limitText = message('date_range_too_long', { days: maxDays });

  function onConfirm(value: [Date, Date] | null) {
    if (!value) return;
    if (daysInRange(value[0], value[1]) > maxDays) {
      keepOpen.current = true;
      showMessage(limitText);
      return;
    }
    onRange(value);
  }

  function onClose() {
    if (keepOpen.current) {
      keepOpen.current = false;
      return;
    }
    props.onClose();
  }
  return (
    <CalendarPicker
      visible={visible}
      selectionMode="range"
      value={draft}
      onChange={onDraft}
      min={addDays(today, -CALENDAR_BACK_DAYS)}
      max={today}
      title={
        <span className={styles.calendarTitle}>
          {t('records.pickRange')}
          <span
            className={styles.calendarLimit}
            data-error={tooLong}
            data-testid="records-range-limit"
          >
            {tooLong ? limitText : t('records.maxDays', { days: maxDays })}
          </span>
        </span>
      }
      renderDate={(date) => <span data-date={formatDay(date)}>{date.getDate()}</span>}
      renderTop={(date) => calendarLabel(date, draft, today, t)}
      confirmText={t('records.calendar.confirm')}
      popupClassName={styles.calendar}
      onConfirm={onConfirm}
      onClose={onClose}
      closeOnMaskClick
    />
  );
}
