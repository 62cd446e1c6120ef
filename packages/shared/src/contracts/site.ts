/** Public site information: configuration entries and the content pages. */
import { z } from 'zod';
import { LANGUAGES } from '../catalogue.ts';
import { endpoint, form, instant, text } from '../contract.ts';

export const configEntry = z.strictObject({ name: z.string(), value: z.string() });
export type ConfigEntry = z.output<typeof configEntry>;

export const sitePage = z.strictObject({
  /** about, privacy or protocol (the user agreement). */
  name: z.string(),
  title: z.string(),
  body: z.string(),
  updated_at: instant(),
});
export type SitePage = z.output<typeof sitePage>;

export const siteContracts = {
  'common/config': endpoint({
    summary: 'Public configuration entries, including `kefu` (customer-service link)',
    body: form({ type: text() }),
    data: z.array(configEntry),
  }),
  'common/page': endpoint({
    summary: 'A content page: about, privacy or protocol (user agreement)',
    body: form({ name: text(), lang: z.enum(LANGUAGES).optional() }),
    data: sitePage,
  }),
};
