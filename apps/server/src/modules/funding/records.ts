import type { Currency } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import type { Language } from '@kabuto/shared/catalogue';
import type { FundRecordKind } from '@kabuto/shared/contracts/funding';
import type { RecordGroup } from '@kabuto/shared/funding-kinds';
import { RECORD_GROUPS, groupOfCode } from '@kabuto/shared/funding-kinds';
import { formatMoney, isCurrency } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import { refuse } from '../../lib/refusal.ts';
import type { CustomerPosting, TransferCode } from '../ledger/service.ts';
import { TRANSFER_CODES, customerPostings } from '../ledger/service.ts';
import { setting } from '../site/service.ts';
import { recordDetails } from './record-details.ts';

/**
 * Fund records (/mine/transactionRecords) are read from the ledger itself: each record is one
 * transfer, with the amount it moved on the customer's cash and frozen accounts.
 */

const FUNDING_CODES: Readonly<Record<'recharge' | 'withdraw', readonly TransferCode[]>> = {
  recharge: ['recharge', 'deposit', 'demo_funding'],
  withdraw: ['withdrawal_freeze', 'withdrawal_paid', 'withdrawal_returned'],
};

/** Every code of a kind, or of one group; "trade" is everything that is not money in or out. */
function codesOf(kind: FundRecordKind, group?: RecordGroup): TransferCode[] {
  if (group) return [...(RECORD_GROUPS[group] as readonly TransferCode[])];
  if (kind !== 'trade') return [...FUNDING_CODES[kind]];
  const funding = new Set<TransferCode>([...FUNDING_CODES.recharge, ...FUNDING_CODES.withdraw]);
  return TRANSFER_CODES.filter((c) => !funding.has(c));
}

const DAY_MS = 86_400_000;

/** A calendar day written `YYYY-MM-DD` that exists (years 1000–9999, so the range is bounded). */
function isCalendarDay(text: string): boolean {
  if (!/^[1-9]\d{3}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

export interface FundRecordsInput {
  type?: MarketType | undefined;
  currency?: string | undefined;
  kind: FundRecordKind;
  group?: RecordGroup | undefined;
  start?: string | undefined;
  end?: string | undefined;
  page: number;
  size: number;
  /** The customer's offset from UTC in minutes (+540 for Tokyo): days are the customer's days. */
  offset_minutes?: number | undefined;
}

/**
 * The days asked for, checked before anything is computed from them ("x" or "2026-02-30" is
 * refused), and the instants that cover the whole of both end days in the customer's time zone.
 */
async function recordRange(ctx: AppContext, input: FundRecordsInput) {
  const maxDays = await setting(ctx.db, 'fund_records_max_days');
  const offsetMs = (input.offset_minutes ?? 0) * 60_000;
  const today = new Date(ctx.clock.now().getTime() + offsetMs).toISOString().slice(0, 10);
  const end = input.end || today;
  if (!isCalendarDay(end)) refuse('invalid_parameter');
  const start =
    input.start ||
    new Date(Date.parse(`${end}T00:00:00Z`) - (maxDays - 1) * DAY_MS).toISOString().slice(0, 10);
  if (!isCalendarDay(start) || start > end) refuse('invalid_parameter');
  const days =
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
  if (days > maxDays) refuse('date_range_too_long', { days: maxDays });
  const from = new Date(Date.parse(`${start}T00:00:00Z`) - offsetMs).toISOString();
  const to = new Date(Date.parse(`${end}T00:00:00Z`) + DAY_MS - offsetMs).toISOString();
  return { start, end, maxDays, from, to };
}

/** The currency asked for by name, else the market type's; every currency when neither. */
function recordCurrency(input: FundRecordsInput): Currency | undefined {
  const text = (input.currency ?? '').toUpperCase();
  if (isCurrency(text)) return text;
  return input.type ? MARKETS[input.type].currency : undefined;
}

interface TransferRecord {
  id: number;
  code: string;
  memo: string | null;
  key: string;
  created_at: string;
  currency: string;
  cash: number;
  frozen: number;
}

/** One record per transfer and currency, with what it moved on cash and on frozen. */
function recordsByTransfer(rows: readonly CustomerPosting[]): TransferRecord[] {
  const byTransfer = new Map<string, TransferRecord>();
  for (const r of rows) {
    const key = `${r.transferId}:${r.currency}`;
    let rec = byTransfer.get(key);
    if (!rec) {
      rec = {
        id: r.transferId,
        code: r.code,
        memo: r.memo,
        key: r.idempotencyKey,
        created_at: r.createdAt,
        currency: r.currency,
        cash: 0,
        frozen: 0,
      };
      byTransfer.set(key, rec);
    }
    if (r.purpose === 'cash') rec.cash += r.amount;
    else rec.frozen += r.amount;
  }
  return [...byTransfer.values()];
}

export async function fundRecords(
  ctx: AppContext,
  customerId: number,
  input: FundRecordsInput,
  language: Language = 'jp',
) {
  const range = await recordRange(ctx, input);
  const rows = await customerPostings(ctx.db, {
    customerId,
    codes: codesOf(input.kind, input.group),
    purposes: ['cash', 'frozen'],
    currency: recordCurrency(input),
    from: range.from,
    to: range.to,
  });
  const all = recordsByTransfer(rows);
  const page = all.slice((input.page - 1) * input.size, input.page * input.size);
  const details = await recordDetails(ctx, customerId, page, language);
  return {
    start: range.start,
    end: range.end,
    max_days: range.maxDays,
    total: all.length,
    items: page.map((r, i) => ({
      transfer_id: r.id,
      order_no: `F${String(r.id).padStart(8, '0')}`,
      type: r.code,
      currency: r.currency,
      amount: formatMoney(r.cash, r.currency as Currency),
      frozen: formatMoney(r.frozen, r.currency as Currency),
      memo: r.memo,
      time: r.created_at,
      group: groupOfCode(r.code),
      detail: details[i]!,
    })),
  };
}
