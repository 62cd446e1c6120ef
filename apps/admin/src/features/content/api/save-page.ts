/** POST /api/admin/pages/:name/:language: edits one page in one language (audited). */
import type { PageName } from '@kabuto/shared/contracts/admin-content';
import { useMutation } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiPost } from '../../../lib/api-client';

export interface PageEdit {
  name: PageName;
  language: Language;
  title: string;
  body: string;
  reason?: string;
}

export function savePage({ name, language, ...body }: PageEdit) {
  return apiPost<null>(`pages/${name}/${language}`, body);
}

export function useSavePage() {
  return useMutation({ mutationFn: savePage });
}
