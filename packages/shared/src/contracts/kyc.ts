/** Real-name verification (KYC). */
import { z } from 'zod';
import { endpoint, form, instant, rowId, text } from '../contract.ts';

export const kycApplication = z.strictObject({
  id: rowId(),
  name: z.string(),
  /** jp_mynumber, cn_resident or passport. */
  id_type: z.string(),
  /** Masked: only the last four characters are ever shown again. */
  id_number: z.string(),
  /** pending, passed or rejected. */
  status: z.string(),
  /** Why staff rejected it (shown to the customer). */
  reason: z.string().nullable(),
  created_at: instant(),
  decided_at: instant().nullable(),
});
export type KycApplication = z.output<typeof kycApplication>;

export const kycContracts = {
  'user/verified': endpoint({
    summary:
      'Real-name verification: multipart name, id_type (jp_mynumber, cn_resident, passport), idcard, front, back, agree=1',
    body: form({
      name: text(),
      id_type: text(),
      idcard: text(),
      agree: text(),
      front: z.string().optional().meta({ format: 'binary' }),
      back: z.string().optional().meta({ format: 'binary' }),
    }),
    data: kycApplication,
  }),
  'user/verifiedinfo': endpoint({
    summary: 'Verification state and the latest application',
    body: form({}),
    data: z.strictObject({
      /** none, pending, passed or rejected. */
      status: z.string(),
      application: kycApplication.nullable(),
    }),
  }),
};
