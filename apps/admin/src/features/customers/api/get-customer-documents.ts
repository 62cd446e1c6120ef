/**
 * A customer's trade confirmations and statements, as staff see them on the customers page
 * (GET customers/:account/documents, audited), and each file as the customer gets it
 * (GET customers/:account/documents/:kind/:id, audited). The file needs the bearer token, so it
 * is fetched and handed to the browser as a download.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentEntry } from '@kabuto/shared/contracts/statements';
import type { DocumentFormat, DocumentKind } from '@kabuto/shared/documents';
import { adminUrl, apiGet, ApiError } from '../../../lib/api-client';
import { endSession, getSession } from '../../../lib/session';

export function customerDocumentsQueryOptions(account: string, kind: DocumentKind) {
  return queryOptions({
    queryKey: ['customers', 'documents', account, kind],
    queryFn: async ({ signal }) =>
      (
        await apiGet<DocumentEntry[]>(
          `customers/${encodeURIComponent(account)}/documents`,
          { kind },
          signal,
        )
      ).data,
  });
}

export function useCustomerDocuments(account: string | null, kind: DocumentKind) {
  return useQuery({ ...customerDocumentsQueryOptions(account ?? '', kind), enabled: !!account });
}

export async function downloadCustomerDocument(
  account: string,
  entry: { kind: DocumentKind; id: number },
  format: DocumentFormat,
): Promise<void> {
  const session = getSession();
  const path = `customers/${encodeURIComponent(account)}/documents/${entry.kind}/${entry.id}`;
  const response = await fetch(adminUrl(path, { format }), {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
  });
  if (response.status === 401) {
    endSession('expired');
    throw new ApiError('login_again', undefined, 401);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new ApiError(body?.msg ?? 'not_found', undefined, response.status);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `document.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
