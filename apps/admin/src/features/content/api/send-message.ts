/** POST /api/admin/messages: a site message to one customer, or to every customer. */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Localised } from './localised';

export interface SiteMessageDraft {
  /** Omitted: every customer. */
  account?: string;
  title: Localised;
  body: Localised;
  reason?: string;
}

export function sendMessage(draft: SiteMessageDraft) {
  return apiPost<{ id: number }>('messages', draft);
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
