/** user/statement: one document as a file (PDF or CSV), saved by the browser. */
import { useMutation } from '@tanstack/react-query';
import type { DocumentFormat, DocumentKind } from '@kabuto/shared/contracts/statements';
import type { DownloadedFile } from '@/lib/api-client';
import { apiFile } from '@/lib/api-client';

export interface DocumentRequest {
  id: number;
  kind: DocumentKind;
  format: DocumentFormat;
}

export function downloadDocument(request: DocumentRequest): Promise<DownloadedFile> {
  return apiFile('user/statement', { ...request });
}

/** Hands the file to the browser as a download. */
function save(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadDocument() {
  return useMutation({
    mutationFn: downloadDocument,
    onSuccess: save,
  });
}
