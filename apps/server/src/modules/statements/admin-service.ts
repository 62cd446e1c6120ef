import type {
  DocumentEntry,
  DocumentFormat,
  DocumentKind,
} from '@kabuto/shared/contracts/statements';
import type { AppContext, SessionStaff } from '../../context.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { customerIdByAccount } from '../customers/service.ts';
import type { DocumentFile } from './documents.ts';
import { documentFile, listDocuments } from './documents.ts';

/**
 * Staff read a customer's confirmations and statements on the customer page. Every look is
 * audited (who, when, which customer and document): these are private papers of the customer.
 */

export async function staffDocuments(
  ctx: AppContext,
  staff: SessionStaff,
  input: { account: string; kind: DocumentKind; page: number },
): Promise<DocumentEntry[]> {
  const customerId = await customerIdByAccount(ctx.db, input.account);
  await recordAudit(ctx.db, ctx.clock, {
    actor: actorOf(staff),
    action: 'documents.list',
    target: `customer:${input.account}`,
    after: { kind: input.kind, page: input.page },
  });
  return listDocuments(ctx, customerId, input.kind, input.page);
}

/** The file as the customer gets it, in the customer's own language. */
export async function staffDocumentFile(
  ctx: AppContext,
  staff: SessionStaff,
  input: { account: string; kind: DocumentKind; id: number; format: DocumentFormat },
): Promise<DocumentFile> {
  const customerId = await customerIdByAccount(ctx.db, input.account);
  const file = await documentFile(ctx, customerId, input);
  await recordAudit(ctx.db, ctx.clock, {
    actor: actorOf(staff),
    action: 'documents.view',
    target: `customer:${input.account}`,
    after: { kind: input.kind, id: input.id, format: input.format },
  });
  return file;
}
