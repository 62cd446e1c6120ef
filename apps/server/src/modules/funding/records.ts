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
import type { TransferCode } from '../ledger/service.ts';
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

export async function fundRecords(
  ctx: AppContext,
  customerId: number,
  input: {
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
  },
  language: Language = 'jp',
) {
  const maxDays = await setting(ctx.db, 'fund_records_max_days');
  const today = new Date(ctx.clock.now().getTime() + (input.offset_minutes ?? 0) * 60_000)
    .toISOString()
    .slice(0, 10);
  // Each day is checked before anything is computed from it: "x" or "2026-02-30" is refused.
  const end = input.end || today;
  if (!isCalendarDay(end)) refuse('invalid_parameter');
  const start =
    input.start ||
    new Date(Date.parse(`${end}T00:00:00Z`) - (maxDays - 1) * DAY_MS).toISOString().slice(0, 10);
  if (!isCalendarDay(start) || start > end) refuse('invalid_parameter');
  const days =
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
  if (days > maxDays) refuse('date_range_too_long', { days: maxDays });
  const currencyText = (input.currency ?? '').toUpperCase();
  const currency: Currency | undefined = isCurrency(currencyText)
    ? currencyText
    : input.type
      ? MARKETS[input.type].currency
      : undefined;

  // The range covers the whole of both end days, in the customer's time zone.
  const offset_ms = (input.offset_minutes ?? 0) * 60_000;
  const from = new Date(Date.parse(`${start}T00:00:00Z`) - offset_ms).toISOString();
  const to = new Date(Date.parse(`${end}T00:00:00Z`) + DAY_MS - offset_ms).toISOString();
  const rows = await customerPostings(ctx.db, {
    customerId,
    codes: codesOf(input.kind, input.group),
    purposes: ['cash', 'frozen'],
    currency,
    from,
    to,
  });

  const byTransfer = new Map<
    string,
    {
      id: number;
      code: string;
      memo: string | null;
      key: string;
      created_at: string;
      currency: string;
      cash: number;
      frozen: number;
    }
  >();
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
  const all = [...byTransfer.values()];
  const page = all.slice((input.page - 1) * input.size, input.page * input.size);
  const details = await recordDetails(ctx, customerId, page, language);
  return {
    start,
    end,
    max_days: maxDays,
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
