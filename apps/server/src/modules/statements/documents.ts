import type { Language } from '@kabuto/shared/catalogue';
import { isLanguage } from '@kabuto/shared/catalogue';
import type {
  DocumentEntry,
  DocumentFormat,
  DocumentKind,
  TradeConfirmation,
} from '@kabuto/shared/contracts/statements';
import { DOCUMENTS_PAGE_SIZE } from '@kabuto/shared/contracts/statements';
import type { MarketType } from '@kabuto/shared/markets';
import { MARKETS, marketOfCode } from '@kabuto/shared/markets';
import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import { timeZoneOf } from '@kabuto/shared/time-zones';
import type { AppContext } from '../../context.ts';
import { refuse } from '../../lib/refusal.ts';
import { customerRow } from '../customers/service.ts';
import { priceText } from '../market/price-rules.ts';
import type { Reader } from './document-model.ts';
import { confirmationModel, orderNumber, statementModel } from './document-model.ts';
import type { Period } from './periods.ts';
import { renderCsv, renderPdf } from './render.ts';
import type { ConfirmationRow } from './repository.ts';
import { confirmationOf, confirmationsOf, statementOf, statementsOf } from './repository.ts';
import { statementData } from './statement-data.ts';

/** The customer's documents: lists, confirmations with figures, and files (PDF or CSV). */

const pageOf = (page: number) => ({
  offset: (page - 1) * DOCUMENTS_PAGE_SIZE,
  limit: DOCUMENTS_PAGE_SIZE,
});

export async function listDocuments(
  ctx: AppContext,
  customerId: number,
  kind: DocumentKind,
  page: number,
): Promise<DocumentEntry[]> {
  if (kind === 'confirmation') {
    const rows = await confirmationsOf(ctx.db, customerId, pageOf(page));
    return rows.map((r) => ({ id: r.id, kind, period: r.executed_at, created_at: r.executed_at }));
  }
  const rows = await statementsOf(ctx.db, customerId, kind, pageOf(page));
  return rows.map((r) => ({ id: r.id, kind, period: r.period, created_at: r.created_at }));
}

function confirmationAnswer(
  ctx: AppContext,
  c: ConfirmationRow,
  language: Language,
): TradeConfirmation {
  const m = (v: number) => formatMoney(v, c.currency as Currency);
  return {
    id: c.id,
    order_no: orderNumber(c.order_id),
    code: c.code,
    name: ctx.market.instrument(c.code)?.name[language] ?? c.code,
    market: c.market,
    currency: c.currency,
    side: c.side === 'sell' ? 'sell' : 'buy',
    action: c.action === 'close' ? 'close' : 'open',
    reason: c.reason,
    quantity: c.quantity,
    price: priceText(c.price_e4),
    gross: m(c.gross),
    fee: m(c.fee),
    stamp_duty: m(c.stamp_duty),
    leverage: c.leverage,
    margin: m(c.margin),
    settlement: m(c.settlement),
    executed_at: c.executed_at,
    time_zone: marketOfCode(c.market)?.timeZone ?? 'UTC',
  };
}

export async function listConfirmations(
  ctx: AppContext,
  customerId: number,
  type: MarketType | undefined,
  page: number,
  language: Language,
): Promise<TradeConfirmation[]> {
  const currency = type ? MARKETS[type].currency : undefined;
  const rows = await confirmationsOf(ctx.db, customerId, pageOf(page), currency);
  return rows.map((r) => confirmationAnswer(ctx, r, language));
}

export interface DocumentFile {
  fileName: string;
  mime: string;
  bytes: Buffer;
}

/** Who reads the document: the customer's account, zone, and the language asked for. */
async function readerOf(ctx: AppContext, customerId: number, language?: Language): Promise<Reader> {
  const customer = await customerRow(ctx.db, customerId);
  if (!customer) refuse('not_found');
  const own = isLanguage(customer.language) ? customer.language : 'jp';
  return {
    account: customer.account,
    language: language ?? own,
    timeZone: timeZoneOf(customer.time_zone, own),
    simulated: ctx.market.source.simulated,
  };
}

/**
 * One document of the customer as a file. `kind` confirmation names a confirmation; anything
 * else (or nothing) a month or year statement. An id that is not the customer's is `not_found`.
 */
export async function documentFile(
  ctx: AppContext,
  customerId: number,
  request: { id: number; kind?: DocumentKind | undefined; format: DocumentFormat },
  language?: Language,
): Promise<DocumentFile> {
  const reader = await readerOf(ctx, customerId, language);
  let model;
  if (request.kind === 'confirmation') {
    const c = await confirmationOf(ctx.db, customerId, request.id);
    if (!c) refuse('not_found');
    model = confirmationModel(ctx, c, reader);
  } else {
    const s = await statementOf(ctx.db, customerId, request.id);
    if (!s || (request.kind && s.kind !== request.kind)) refuse('not_found');
    const period: Period = {
      kind: s.kind === 'year' ? 'year' : 'month',
      key: s.period,
      start: s.period_start,
      end: s.period_end,
    };
    const data = await statementData(ctx, customerId, period);
    model = statementModel(ctx, s, data, { ...reader, timeZone: s.time_zone });
  }
  if (request.format === 'csv') {
    return {
      fileName: `${model.fileName}.csv`,
      mime: 'text/csv; charset=utf-8',
      bytes: renderCsv(model),
    };
  }
  return {
    fileName: `${model.fileName}.pdf`,
    mime: 'application/pdf',
    bytes: await renderPdf(model, reader.language),
  };
}
