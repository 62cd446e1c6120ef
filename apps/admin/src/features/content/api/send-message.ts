/** POST /api/admin/messages: a site message to one customer, or to every customer. */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { RequestOf } from '@kabuto/shared/contract';
import type { adminContentContracts } from '@kabuto/shared/contracts/admin-content';

/** No `account`: every customer. */
export type SiteMessageDraft = RequestOf<(typeof adminContentContracts)['messages']>;

export function sendMessage(draft: SiteMessageDraft) {
  return apiPost<{ id: number }>('messages', draft);
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
