/** POST /api/admin/news/:id/status: publishes or withdraws an article (audited). */
import type { AdminNews } from '@kabuto/shared/contracts/admin-content';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { RequestOf } from '@kabuto/shared/contract';
import type { adminContentContracts } from '@kabuto/shared/contracts/admin-content';

/** The article (in the path) and the body. */
export type NewsStatusChange = RequestOf<(typeof adminContentContracts)['news/status']> & {
  id: number;
};

export function setNewsStatus({ id, ...body }: NewsStatusChange) {
  return apiPost<AdminNews>(`news/${id}/status`, body);
}

export function useSetNewsStatus() {
  return useMutation({ mutationFn: setNewsStatus });
}
