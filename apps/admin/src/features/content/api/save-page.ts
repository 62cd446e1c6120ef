/** POST /api/admin/pages/:name/:language: edits one page in one language (audited). */
import { useMutation } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiPost } from '../../../lib/api-client';
import type { PageName } from './get-pages';

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
