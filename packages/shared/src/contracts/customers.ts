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
  /** The customer's first sign-in, without two-factor: the app offers to turn it on. */
  offer_two_factor: z.boolean(),
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
  /** Whether sign-in asks for a code from an authenticator app. */
  two_factor: z.boolean(),
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

/** A new two-factor secret: typed in, or scanned from the QR code, in an authenticator app. */
export const totpSetupData = z.strictObject({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code, an SVG document. */
  qr_svg: z.string(),
});
export type TotpSetupData = z.output<typeof totpSetupData>;

/** The customer's signed-in sessions, newest first. */
export const sessionList = z.strictObject({
  sessions: z.array(
    z.strictObject({
      /** What `user/sessionend` takes. */
      id: z.string(),
      /** Browser and system from the user agent ("Chrome · Android"), null when unknown. */
      device: z.string().nullable(),
      address: z.string().nullable(),
      first_seen: instant(),
      last_seen: instant(),
      /** The session that asks. */
      current: z.boolean(),
    }),
  ),
});
export type SessionList = z.output<typeof sessionList>;
export type SessionEntry = SessionList['sessions'][number];

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
    summary:
      'Sign in; answers a token for the `token` header. With two-factor on, `otp` is a code from the authenticator app or a recovery code; without it the answer is status 0, `otp_required`',
    body: form({ account: text(), password: text(), otp: text() }),
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
  'user/totpsetup': endpoint({
    summary:
      'Start two-factor sign-in: a new secret with its otpauth URI and QR code (replaces one not yet confirmed; refused while two-factor is on)',
    body: form({}),
    data: totpSetupData,
  }),
  'user/totpenable': endpoint({
    summary:
      'Turn two-factor on with a first code from the app; answers ten one-time recovery codes, shown only now. Ends every other session',
    body: form({ code: text() }),
    data: z.strictObject({ recovery_codes: z.array(z.string()) }),
  }),
  'user/totpdisable': endpoint({
    summary:
      'Turn two-factor off with a code (or a recovery code) and the fund password. Ends every other session',
    body: form({ code: text(), fund_password: text() }),
    data: z.null(),
  }),
  'user/sessions': endpoint({
    summary: "The customer's signed-in sessions: device, address, first and last seen",
    body: form({}),
    data: sessionList,
  }),
  'user/sessionend': endpoint({
    summary: 'End one session by its id, or every session but this one (`others`)',
    body: form({ id: text() }),
    data: z.null(),
  }),
};
