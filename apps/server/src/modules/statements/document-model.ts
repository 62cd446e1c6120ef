import type { Language } from '@kabuto/shared/catalogue';
import { marketOfCode } from '@kabuto/shared/markets';
import type { Currency } from '@kabuto/shared/money';
import { displayMoney, formatMoney } from '@kabuto/shared/money';
import { transferLabel } from '@kabuto/shared/transfer-labels';
import type { AppContext } from '../../context.ts';
import { priceText } from '../market/price-rules.ts';
import type { ConfirmationRow, StatementRow } from './repository.ts';
import type { StatementData } from './statement-data.ts';
import type { DocumentTexts } from './texts.ts';
import { DOCUMENT_TEXTS } from './texts.ts';
import type { AllotmentSource } from './service.ts';
import { ALLOTMENT_SOURCES } from './service.ts';

/**
 * One document, whatever it is printed as: a title, the facts at its head and tables. The PDF and
 * the CSV are both drawn from this model, so they always say the same. Money cells carry the
 * plain decimal (`formatMoney`); the PDF adds separators, the CSV keeps it as it is.
 */
export interface DocumentModel {
  title: string;
  fileName: string;
  meta: [label: string, value: string][];
  sections: Section[];
}

export interface Section {
  heading: string;
  columns: string[];
  /** Relative widths of the columns on the page. */
  widths: number[];
  /** Columns whose cells are figures (right-aligned on the page). */
  figures: number[];
  rows: string[][];
  empty: string;
}

export interface Reader {
  account: string;
  language: Language;
  timeZone: string;
  simulated: boolean;
}

/** `2026-03-10 10:30:00` in `zone`. */
export function localTime(at: string, zone: string): string {
  return new Date(at)
    .toLocaleString('sv-SE', { timeZone: zone, hourCycle: 'h23' })
    .replace(/\u200e/g, '');
}

const money = (minor: number, currency: string) => formatMoney(minor, currency as Currency);

export function orderNumber(orderId: number | null): string {
  return orderId ? `O${String(orderId).padStart(8, '0')}` : '-';
}

function instrumentName(ctx: AppContext, code: string, language: Language): string {
  const inst = ctx.market.instrument(code);
  return inst ? `${code} ${inst.name[language]}` : code;
}

const isAllotment = (reason: string | null): reason is AllotmentSource =>
  (ALLOTMENT_SOURCES as readonly (string | null)[]).includes(reason);

export function confirmationModel(
  ctx: AppContext,
  c: ConfirmationRow,
  reader: Reader,
): DocumentModel {
  const t = DOCUMENT_TEXTS[reader.language];
  const zone = marketOfCode(c.market)?.timeZone ?? 'UTC';
  const m = (v: number) => `${displayMoney(money(v, c.currency))} ${c.currency}`;
  return {
    title: t.title.confirmation,
    fileName: `confirmation-${c.id}`,
    meta: [
      [t.account, reader.account],
      [t.order, orderNumber(c.order_id)],
      [t.executedAt, `${localTime(c.executed_at, zone)} (${zone})`],
      ...(reader.simulated ? [['', t.simulated] as [string, string]] : []),
    ],
    sections: [
      {
        heading: t.title.confirmation,
        columns: [t.kind, ''],
        widths: [1, 2],
        figures: [1],
        empty: t.none,
        rows: [
          [t.instrument, instrumentName(ctx, c.code, reader.language)],
          [t.market, c.market],
          [t.direction, `${t.side[c.side as 'buy' | 'sell']} (${t.action[c.action as 'open']})`],
          ...(isAllotment(c.reason) ? [[t.acquired, t.sources[c.reason]] as [string, string]] : []),
          [t.quantity, String(c.quantity)],
          [t.price, `${priceText(c.price_e4)} ${c.currency}`],
          [t.gross, m(c.gross)],
          [t.fee, m(c.fee)],
          [t.stampDuty, m(c.stamp_duty)],
          [t.leverage, `×${c.leverage}`],
          [t.margin, m(c.margin)],
          [t.settlement, m(c.settlement)],
        ],
      },
    ],
  };
}

function tradeRows(ctx: AppContext, trades: ConfirmationRow[], reader: Reader, t: DocumentTexts) {
  return trades.map((c) => [
    localTime(c.executed_at, reader.timeZone),
    instrumentName(ctx, c.code, reader.language),
    `${t.side[c.side as 'buy' | 'sell']}/${t.action[c.action as 'open']}`,
    String(c.quantity),
    priceText(c.price_e4),
    money(c.fee + c.stamp_duty, c.currency),
    money(c.settlement, c.currency),
    c.currency,
  ]);
}

type Purpose = (p: string) => string;

function balancesSection(data: StatementData, t: DocumentTexts, purpose: Purpose): Section {
  return {
    heading: t.balances,
    columns: [t.currency, t.accountKind, t.opening, t.closing],
    widths: [1, 1.5, 2, 2],
    figures: [2, 3],
    empty: t.none,
    rows: data.balances.map((b) => [
      b.currency,
      purpose(b.purpose),
      money(b.opening, b.currency),
      money(b.closing, b.currency),
    ]),
  };
}

/** Each ledger movement with its kind's label in the reader's language, never the ledger code. */
function movementsSection(
  data: StatementData,
  t: DocumentTexts,
  purpose: Purpose,
  reader: Reader,
): Section {
  return {
    heading: t.movements,
    columns: [t.time, t.kind, t.accountKind, t.amount, t.currency],
    widths: [2.2, 4, 1.2, 1.6, 0.8],
    figures: [3],
    empty: t.none,
    rows: data.movements.map((mv) => [
      localTime(mv.at, reader.timeZone),
      transferLabel(mv.code, reader.language),
      purpose(mv.purpose),
      money(mv.amount, mv.currency),
      mv.currency,
    ]),
  };
}

function positionsSection(
  ctx: AppContext,
  data: StatementData,
  t: DocumentTexts,
  language: Language,
): Section {
  return {
    heading: t.positions,
    columns: [
      t.instrument,
      t.direction,
      t.quantity,
      t.costPrice,
      t.monthEndPrice,
      t.value,
      t.currency,
    ],
    widths: [3, 1, 1.2, 1.4, 1.4, 1.8, 0.8],
    figures: [2, 3, 4, 5],
    empty: t.none,
    rows: data.positions.map((p) => [
      instrumentName(ctx, p.code, language),
      `${p.direction === 'short' ? t.side.sell : t.side.buy} ×${p.leverage}`,
      String(p.quantity),
      priceText(p.buy_price_e4),
      priceText(p.price_e4),
      money(p.value, p.currency),
      p.currency,
    ]),
  };
}

function summarySection(data: StatementData, t: DocumentTexts): Section {
  return {
    heading: t.summary,
    columns: [t.currency, t.realised, t.fee, t.stampDuty, t.interestCharged, t.lendingEarned],
    widths: [1, 1.6, 1.4, 1.4, 1.6, 1.6],
    figures: [1, 2, 3, 4, 5],
    empty: t.none,
    rows: data.totals.map((x) => [
      x.currency,
      money(x.realised, x.currency),
      money(x.fees, x.currency),
      money(x.stampDuty, x.currency),
      money(x.interestCharged, x.currency),
      money(x.lendingEarned, x.currency),
    ]),
  };
}

export function statementModel(
  ctx: AppContext,
  s: StatementRow,
  data: StatementData,
  reader: Reader,
): DocumentModel {
  const t = DOCUMENT_TEXTS[reader.language];
  const kind = s.kind === 'year' ? 'year' : 'month';
  const purpose = (p: string) => t.purposes[p] ?? p;
  const span = `${localTime(s.period_start, s.time_zone)} – ${localTime(s.period_end, s.time_zone)}`;
  return {
    title: t.title[kind],
    fileName: `statement-${s.period}`,
    meta: [
      [t.account, reader.account],
      [t.period, `${s.period} (${span})`],
      [t.timeZone, s.time_zone],
      ...(reader.simulated ? [['', t.simulated] as [string, string]] : []),
    ],
    sections: [
      balancesSection(data, t, purpose),
      movementsSection(data, t, purpose, reader),
      positionsSection(ctx, data, t, reader.language),
      summarySection(data, t),
      {
        heading: t.trades,
        columns: [
          t.time,
          t.instrument,
          t.direction,
          t.quantity,
          t.price,
          t.fee,
          t.settlement,
          t.currency,
        ],
        widths: [2.2, 2.6, 1.2, 1, 1.2, 1.2, 1.6, 0.8],
        figures: [3, 4, 5, 6],
        empty: t.none,
        rows: tradeRows(ctx, data.trades, reader, t),
      },
    ],
  };
}
