/** POST /api/admin/news: an article in three languages, with an optional picture (base64). */
import type { AdminNews } from '@kabuto/shared/contracts/admin-content';
import type { NewsMarket } from '@kabuto/shared/contracts/news';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Localised } from './localised';

export interface NewsDraft {
  market: NewsMarket;
  title: Localised;
  summary: Localised;
  body: Localised;
  /** JPEG, PNG or WEBP bytes in base64, without a data: prefix. */
  image_base64?: string;
  publish: boolean;
}

export function createNews(draft: NewsDraft) {
  return apiPost<AdminNews>('news', draft);
}

export function useCreateNews() {
  // The query client refreshes every cached list after a mutation (lib/query-client.ts).
  return useMutation({ mutationFn: createNews });
}
