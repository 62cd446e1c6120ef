/** user/statements: the customer's monthly statements or annual trading reports, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentEntry, DocumentKind } from '@kabuto/shared/contracts/statements';
import { apiData } from '@/lib/api-client';

export function getDocuments(kind: DocumentKind, page: number): Promise<DocumentEntry[]> {
  return apiData<DocumentEntry[]>('user/statements', { kind, page });
}

export const documentsQueryOptions = (kind: DocumentKind) =>
  queryOptions({
    queryKey: ['user', 'statements', kind],
    queryFn: () => getDocuments(kind, 1),
  });

export function useDocuments(kind: DocumentKind, enabled: boolean) {
  return useQuery({ ...documentsQueryOptions(kind), enabled });
}
