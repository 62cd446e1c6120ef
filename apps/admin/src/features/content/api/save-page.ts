/** POST /api/admin/pages/:name/:language: edits one page in one language (audited). */
import type { PageName, adminContentContracts } from '@kabuto/shared/contracts/admin-content';
import { useMutation } from '@tanstack/react-query';
import type { Language } from '@kabuto/shared/catalogue';
import { apiPost } from '../../../lib/api-client';
import type { RequestOf } from '@kabuto/shared/contract';

/** The page and language (in the path) and the body. */
export type PageEdit = RequestOf<(typeof adminContentContracts)['pages/edit']> & {
  name: PageName;
  language: Language;
};

export function savePage({ name, language, ...body }: PageEdit) {
  return apiPost<null>(`pages/${name}/${language}`, body);
}

export function useSavePage() {
  return useMutation({ mutationFn: savePage });
}
