/** Fund records as a CSV file the customer keeps: the rows of the filter, in the app's language. */
import type { TFunction } from 'i18next';
import type { Language } from '@kabuto/shared/catalogue';
import type { FundRecord } from '@kabuto/shared/contracts/funding';
import { formatDateTime } from '@/lib/date-time';
import { recordDetail, recordLabel } from './record-text';

/** One CSV field: quoted when it holds a separator, quote or line break; formulas defused. */
export function csvField(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet; amounts keep their minus.
  const safe = /^[=+@]/.test(value) || /^-[^\d]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function recordsCsv(
  t: TFunction,
  language: Language,
  records: readonly FundRecord[],
): string {
  const head = ['time', 'orderNo', 'type', 'detail', 'currency', 'amount', 'frozen'].map((k) =>
    t(`records.csv.${k as 'time'}`),
  );
  const rows = records.map((r) => [
    formatDateTime(r.time),
    r.order_no,
    recordLabel(language, r),
    recordDetail(t, r),
    r.currency,
    r.amount,
    r.frozen,
  ]);
  // A byte-order mark, so spreadsheets read the file as UTF-8 (Japanese and Chinese labels).
  return `\uFEFF${[head, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Saves `text` as a file named `name` through the browser's download. */
export function saveCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
