import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s), shared by
 * customers and staff. Pure functions: the caller keeps the secret, the last used time step and
 * the recovery code hashes in its own table, and passes the app clock's "now".
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** One time step either side of now is accepted (clock drift between phone and server). */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

export interface TotpSetup {
  /** Base32, 160 bits: typed into an authenticator app when the QR code cannot be scanned. */
  secret: string;
  /** `otpauth://totp/<issuer>:<label>?secret=…&issuer=…` */
  otpauth_uri: string;
  /** The URI as a QR code, a self-contained SVG document. */
  qr_svg: string;
}

/** A new secret with its URI and QR code; `label` names the account in the authenticator app. */
export async function newTotpSetup(issuer: string, label: string): Promise<TotpSetup> {
  const secret = generateSecret();
  const otpauth_uri = totpUri(issuer, label, secret);
  return { secret, otpauth_uri, qr_svg: await qrSvg(otpauth_uri) };
}

export function totpUri(issuer: string, label: string, secret: string): string {
  return generateURI({
    issuer,
    label,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  });
}

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step (30 s window number) that `at` falls in. */
export function totpTimeStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_S);
}

/** The code an authenticator app shows at `at` (tests, and the demo staff user's hint). */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({
    secret,
    epoch: Math.floor(at.getTime() / 1000),
    period: TOTP_PERIOD_S,
    digits: TOTP_DIGITS,
  });
}

/** Six digits, spaces allowed between them ("123 456"). */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

export type TotpCheck =
  | { ok: true; /** store it as the account's last used time step */ timeStep: number }
  | { ok: false; reason: 'wrong' | 'used' };

/**
 * Checks `code` against `secret` at `now`, accepting one time step of drift either side. A code
 * whose time step is not after `lastTimeStep` (the last one this account used) is refused as
 * `used`, so a code seen once (or an older one) cannot sign in again.
 */
export async function checkTotpCode(
  secret: string,
  code: string,
  now: Date,
  lastTimeStep: number | null,
): Promise<TotpCheck> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return { ok: false, reason: 'wrong' };
  let result;
  try {
    result = await verify({
      secret,
      token,
      epoch: Math.floor(now.getTime() / 1000),
      period: TOTP_PERIOD_S,
      digits: TOTP_DIGITS,
      epochTolerance: TOTP_PERIOD_S * TOTP_DRIFT_STEPS,
    });
  } catch {
    return { ok: false, reason: 'wrong' };
  }
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'wrong' };
  if (lastTimeStep !== null && result.timeStep <= lastTimeStep)
    return { ok: false, reason: 'used' };
  return { ok: true, timeStep: result.timeStep };
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 4;

/**
 * Ten recovery codes, `XXXX-XXXX-XXXX-XXXX` from 32 characters without look-alikes (80 random
 * bits each, so a sha256 of one is as safe to store as a password hash). Shown once; store
 * `hashRecoveryCode` of each.
 */
export function newRecoveryCodes(): string[] {
  const codes: string[] = [];
  for (let c = 0; c < RECOVERY_CODE_COUNT; c += 1) {
    const groups: string[] = [];
    for (let g = 0; g < RECOVERY_GROUPS; g += 1) {
      let group = '';
      for (let i = 0; i < RECOVERY_GROUP_LENGTH; i += 1)
        group += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
      groups.push(group);
    }
    codes.push(groups.join('-'));
  }
  return codes;
}

/** Upper case, without dashes and spaces: what the customer typed, as it was issued. */
function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** Sixteen characters of the recovery alphabet once dashes and spaces are dropped. */
export function looksLikeRecoveryCode(code: string): boolean {
  const plain = normalizeRecoveryCode(code);
  if (plain.length !== RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH) return false;
  for (const ch of plain) if (!RECOVERY_ALPHABET.includes(ch)) return false;
  return true;
}

/** sha256 hex of the normalized code. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

/**
 * The index in `hashes` of the stored hash `code` matches, or -1. The caller removes that hash
 * in the same transaction that signs in, so each code works once.
 */
export function findRecoveryCode(hashes: readonly string[], code: string): number {
  if (!looksLikeRecoveryCode(code)) return -1;
  const wanted = Buffer.from(hashRecoveryCode(code), 'hex');
  let found = -1;
  hashes.forEach((hash, index) => {
    const stored = Buffer.from(hash, 'hex');
    if (stored.length === wanted.length && timingSafeEqual(stored, wanted) && found < 0)
      found = index;
  });
  return found;
}

/** Wrong codes an account may send before it must wait; the wait. */
export const TOTP_MAX_FAILURES = 5;
export const TOTP_LOCK_MS = 15 * 60_000;

/** What an account's table keeps to rate-limit its codes. */
export interface TotpAttempts {
  failures: number;
  /** ISO time until which every code is refused unchecked, or null. */
  locked_until: string | null;
}

export function totpLocked(attempts: TotpAttempts, now: Date): boolean {
  return attempts.locked_until !== null && attempts.locked_until > now.toISOString();
}

/**
 * The attempts after one more wrong code (or recovery code): the fifth in a row locks the account's
 * codes for fifteen minutes and the count starts over. A right code resets to `NO_TOTP_FAILURES`.
 */
export function afterTotpFailure(attempts: TotpAttempts, now: Date): TotpAttempts {
  const failures = totpLocked(attempts, now) ? attempts.failures : attempts.failures + 1;
  if (failures < TOTP_MAX_FAILURES) return { failures, locked_until: attempts.locked_until };
  return { failures: 0, locked_until: new Date(now.getTime() + TOTP_LOCK_MS).toISOString() };
}

export const NO_TOTP_FAILURES: TotpAttempts = { failures: 0, locked_until: null };
