/**
 * Trade confirmations and statements (issue 17): the list of a customer's documents, one
 * document as a file (PDF or CSV), and the confirmations with their figures.
 */
import { z } from 'zod';
import { DOCUMENT_FORMATS, DOCUMENT_KINDS } from '../documents.ts';
import {
  decimal,
  endpoint,
  form,
  id,
  instant,
  marketTypeOrAll,
  money,
  pageNumber,
  rowId,
} from '../contract.ts';

const INVALID = { error: 'invalid_parameter' } as const;

export { DOCUMENT_FORMATS, DOCUMENT_KINDS } from '../documents.ts';
export type { DocumentFormat, DocumentKind } from '../documents.ts';
export const documentKind = z.enum(DOCUMENT_KINDS, INVALID);

/** The documents of a list page: 20 at a time, newest first. */
export const DOCUMENTS_PAGE_SIZE = 20;

export const documentEntry = z.strictObject({
  id: rowId(),
  kind: documentKind,
  /** `2026-10` (month), `2026` (year), or the confirmation's instant (ISO). */
  period: z.string(),
  created_at: instant(),
});
export type DocumentEntry = z.output<typeof documentEntry>;

export const tradeConfirmation = z.strictObject({
  id: rowId(),
  /** `O00000012`; `-` for a close of a position. */
  order_no: z.string(),
  code: z.string(),
  name: z.string(),
  market: z.string(),
  currency: z.string(),
  side: z.enum(['buy', 'sell']),
  action: z.enum(['open', 'close']),
  reason: z.string().nullable(),
  quantity: z.int().nonnegative(),
  price: decimal(),
  gross: money(),
  fee: money(),
  stamp_duty: money(),
  leverage: z.int().positive(),
  margin: money(),
  /** Signed: negative paid by the customer, positive received. */
  settlement: money(),
  executed_at: instant(),
  /** The market's own time zone, in which a confirmation states the time. */
  time_zone: z.string(),
});
export type TradeConfirmation = z.output<typeof tradeConfirmation>;

export const statementContracts = {
  'user/statements': endpoint({
    summary: 'Your trade confirmations, monthly statements or annual trading reports, newest first',
    body: form({ kind: documentKind.default('month'), page: pageNumber() }),
    data: z.array(documentEntry),
  }),
  'trade/confirmations': endpoint({
    summary: 'Your trade confirmations with their figures, newest first (one market or all)',
    body: form({ type: marketTypeOrAll(), page: pageNumber() }),
    data: z.array(tradeConfirmation),
  }),
};

/**
 * `user/statement`: one document as a file (`content-disposition: attachment`). `kind` tells a
 * confirmation from a statement (their ids are counted apart); a month or year by default.
 */
export const statementFileBody = form({
  id: id(),
  format: z.enum(DOCUMENT_FORMATS, INVALID).default('pdf'),
  kind: documentKind.optional(),
});
