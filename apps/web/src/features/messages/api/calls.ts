/**
 * The message call a main screen opens with, as a call (path and fields): get-unread.ts makes it,
 * and the app's entry sends it early for the screen the page opens on
 * (app/routes/opening-calls.ts). Free of the app's libraries, so that the entry can carry it.
 */
import type { ApiCall } from '@/lib/api-call';

/** user/unread: how many site messages the customer has not read (the header's badge). */
export const unreadCall = (): ApiCall => ({ path: 'user/unread', params: {} });
