/** Site messages to a customer, in the reader's language. */
import { z } from 'zod';
import { endpoint, form, instant, pageNumber, rowId, wholeNumber } from '../contract.ts';

export const siteMessage = z.strictObject({
  id: rowId(),
  /** What sent it: a system event or staff. */
  kind: z.string(),
  title: z.string(),
  /** The text; `{{name}}` placeholders of amounts and instants are filled from `params`. */
  body: z.string(),
  /** Amounts (decimal text, with `currency`) and instants (ISO) the app writes in its format. */
  params: z.record(z.string(), z.string()),
  created_at: instant(),
  read: z.boolean(),
});
export type SiteMessage = z.output<typeof siteMessage>;

export const messageContracts = {
  'user/messages': endpoint({
    summary: 'Site messages, newest first, in your language',
    body: form({ page: pageNumber() }),
    data: z.array(siteMessage),
  }),
  'user/message': endpoint({
    summary: 'One message, marked as read',
    body: form({ id: wholeNumber().default(0) }),
    data: siteMessage,
  }),
  'user/unread': endpoint({
    summary: 'Count of unread messages',
    body: form({}),
    data: z.strictObject({ unread: z.int().nonnegative() }),
  }),
};
