/** What a fund record says: its label, its detail line and the amount it moved. */
import type { TFunction } from 'i18next';
import type { FundRecord } from '@kabuto/shared/contracts/funding';
import type { Language } from '@kabuto/shared/catalogue';
import type { RecordGroup } from '@kabuto/shared/funding-kinds';
import { transferLabel } from '@kabuto/shared/transfer-labels';
import type { IconName } from '@/components/icon/icon';

export const GROUP_ICONS: Readonly<Record<RecordGroup, IconName>> = {
  trading: 'chart',
  ipo: 'flag',
  block: 'layers',
  copy: 'users',
  intraday: 'clock',
  loan: 'card',
  lending: 'briefcase',
  exchange: 'swap',
  recharge: 'deposit',
  withdraw: 'withdraw',
  other: 'receipt',
};

/** The record's label in the app's language: one for every ledger transfer code. */
export function recordLabel(language: Language, record: FundRecord): string {
  return transferLabel(record.type, language);
}

/** The parts of the detail line: stock, product, quantity, loan number, exchange. */
export function recordDetailParts(t: TFunction, record: FundRecord): string[] {
  const d = record.detail;
  const parts: string[] = [];
  if (d.code) parts.push(d.name ? `${d.name} (${d.code})` : d.code);
  if (d.product) parts.push(d.product);
  if (d.quantity !== null && d.unit) parts.push(t(`records.detail.${d.unit}`, { n: d.quantity }));
  if (d.loan_no) parts.push(t('records.detail.loan', { no: d.loan_no }));
  if (d.request_no) parts.push(t('records.detail.request', { no: d.request_no }));
  if (d.from_currency && d.to_currency && d.rate) {
    parts.push(
      t('records.detail.exchange', { from: d.from_currency, to: d.to_currency, rate: d.rate }),
    );
  }
  return parts;
}

/** The detail line as text; '' when there is none. */
export function recordDetail(t: TFunction, record: FundRecord): string {
  return recordDetailParts(t, record).join(' · ');
}

const moved = (value: string) => /[1-9]/.test(value);

/**
 * The amount a record shows: what it moved on cash, or, when it moved only frozen money (a
 * day-trading order draws on the frozen participation amount), what it moved there.
 */
export function mainAmount(record: FundRecord): { value: string; fromFrozen: boolean } {
  if (!moved(record.amount) && moved(record.frozen)) {
    return { value: record.frozen, fromFrozen: true };
  }
  return { value: record.amount, fromFrozen: false };
}

/** Signed decimal text: '+' before a gain. */
export function signedText(value: string, display: (v: string) => string): string {
  return `${value.startsWith('-') || !moved(value) ? '' : '+'}${display(value)}`;
}
