/** POST /api/admin/news/:id/status: publishes or withdraws an article (audited). */
import type { AdminNews } from '@kabuto/shared/contracts/admin-content';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface NewsStatusChange {
  id: number;
  publish: boolean;
  reason?: string;
}

export function setNewsStatus({ id, ...body }: NewsStatusChange) {
  return apiPost<AdminNews>(`news/${id}/status`, body);
}

export function useSetNewsStatus() {
  return useMutation({ mutationFn: setNewsStatus });
}
