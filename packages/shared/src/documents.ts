/**
 * The kinds and formats of a customer's documents (trade confirmations, monthly statements,
 * annual trading reports). Free of zod, so the customer app's bundle uses the same lists.
 */
export const DOCUMENT_KINDS = ['confirmation', 'month', 'year'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_FORMATS = ['pdf', 'csv'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
