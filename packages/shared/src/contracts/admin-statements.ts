/** The back office's view of a customer's trade confirmations and statements (audited). */
import { z } from 'zod';
import { endpoint, pageNumber } from '../contract.ts';
import { DOCUMENT_FORMATS, documentEntry, documentKind } from './statements.ts';

const INVALID = { error: 'invalid_parameter' } as const;

export const adminStatementContracts = {
  'customers/documents': endpoint({
    summary: "A customer's confirmations or statements, newest first (the view is audited)",
    body: z.object({ kind: documentKind.default('month'), page: pageNumber() }),
    data: z.array(documentEntry),
  }),
};

/** `GET customers/:account/documents/:kind/:id?format=`: the file, as the customer gets it. */
export const adminDocumentParams = z.object({
  account: z.string(),
  kind: documentKind,
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, INVALID)
    .transform(Number),
});
export const adminDocumentQuery = z.object({
  format: z.enum(DOCUMENT_FORMATS, INVALID).default('pdf'),
});
