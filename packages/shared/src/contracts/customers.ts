/** Sign-up, sign-in and the customer's own summary (SPEC §5, §6, §7). */
import { z } from 'zod';
import { endpoint, form, instant, money, text, typeOnly } from '../contract.ts';
import { TIME_ZONES } from '../time-zones.ts';

export const KYC_STATUSES = ['none', 'pending', 'passed', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const loginResult = z.strictObject({
  /** Sent back in the `token` header of every later call. */
  token: z.string(),
  account: z.string(),
  /** A catalogue key the app shows after signing in (e.g. `account_frozen`), or null. */
  notice: z.string().nullable(),
});
export type LoginResult = z.output<typeof loginResult>;

/** Cash (`jpy`, `usd`, `cny`) and borrowed credit (`…yjed`) per currency, and the standing. */
export const userInfo = z.strictObject({
  account: z.string(),
  jpy: money(),
  usd: money(),
  cny: money(),
  jpyyjed: money(),
  usdyjed: money(),
  cnyyjed: money(),
  is_verified: z.boolean(),
  kyc_status: z.enum(KYC_STATUSES),
  has_fund_password: z.boolean(),
  invite_code: z.string(),
  invited_count: z.int().nonnegative(),
  /** The zone every date and time is shown in: the one chosen on My Page, or the default. */
  time_zone: z.enum(TIME_ZONES),
  /** Whether `time_zone` was chosen (false: the default of the customer's language). */
  time_zone_chosen: z.boolean(),
});
export type UserInfo = z.output<typeof userInfo>;

/** Whether this session may commit money without entering the fund password again. */
export const fundUnlock = z.strictObject({
  /** Until when; null when locked (never unlocked, expired, locked again or the password changed). */
  unlocked_until: instant().nullable(),
  /** How long an unlock lasts (setting `fund_unlock_minutes`). */
  minutes: z.int().positive(),
  /** Whether the customer has a fund password at all (none: set one first). */
  has_fund_password: z.boolean(),
});
export type FundUnlock = z.output<typeof fundUnlock>;

export const customerContracts = {
  'user/register': endpoint({
    summary: 'Register with a ten-digit mobile number (SPEC §5, §6)',
    body: form({
      account: text(),
      password: text(),
      repassword: text(),
      invite: text(),
      agree: text(),
    }),
    data: z.null(),
  }),
  'user/login': endpoint({
    summary: 'Sign in; answers a token for the `token` header',
    body: form({ account: text(), password: text() }),
    data: loginResult,
  }),
  'user/logout': endpoint({ summary: 'End this session', body: form({}), data: z.null() }),
  'user/getUserinfo': endpoint({
    summary: 'Cash and borrowed credit per currency',
    body: typeOnly(),
    data: userInfo,
  }),
  'user/timezone': endpoint({
    summary: 'Choose the time zone dates and times are shown in (empty: back to the default)',
    body: form({ time_zone: text() }),
    data: z.strictObject({ time_zone: z.enum(TIME_ZONES) }),
  }),
  'user/unlock': endpoint({
    summary:
      'Enter the fund password once: this session may confirm orders, IPO, copy, day trading, lending, loans and exchanges for `fund_unlock_minutes` (15) minutes',
    body: form({ fund_password: text() }),
    data: fundUnlock,
  }),
  'user/lock': endpoint({
    summary: "End this session's fund-password unlock now",
    body: form({}),
    data: fundUnlock,
  }),
  'user/unlockstatus': endpoint({
    summary: 'Whether this session is unlocked for money-committing confirmations, and until when',
    body: form({}),
    data: fundUnlock,
  }),
};
