/** Real-name verification (KYC). */
import { z } from 'zod';
import { endpoint, form, instant, rowId, text } from '../contract.ts';
import { ID_TYPES } from '../id-numbers.ts';
import { KYC_STATUSES } from './customers.ts';

export const kycStatus = z.enum(KYC_STATUSES);
export const idType = z.enum(ID_TYPES);

export const kycApplication = z.strictObject({
  id: rowId(),
  name: z.string(),
  id_type: idType,
  /** Masked: only the last four characters are ever shown again. */
  id_number: z.string(),
  status: kycStatus,
  /** Why staff rejected it (shown to the customer). */
  reason: z.string().nullable(),
  created_at: instant(),
  decided_at: instant().nullable(),
});
export type KycApplication = z.output<typeof kycApplication>;

export const kycState = z.strictObject({
  status: kycStatus,
  application: kycApplication.nullable(),
});
export type KycState = z.output<typeof kycState>;

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
    data: kycState,
  }),
};
