/** POST /api/admin/news: an article in three languages, with an optional picture (base64). */
import type { AdminNews } from '@kabuto/shared/contracts/admin-content';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { RequestOf } from '@kabuto/shared/contract';
import type { adminContentContracts } from '@kabuto/shared/contracts/admin-content';

/** `image_base64`: JPEG, PNG or WEBP bytes in base64, without a data: prefix. */
export type NewsDraft = RequestOf<(typeof adminContentContracts)['news']>;

export function createNews(draft: NewsDraft) {
  return apiPost<AdminNews>('news', draft);
}

export function useCreateNews() {
  // The query client refreshes every cached list after a mutation (lib/query-client.ts).
  return useMutation({ mutationFn: createNews });
}
