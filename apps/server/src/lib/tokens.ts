import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A bearer secret handed to a client once; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 6;

/** An invitation code without look-alike characters (no 0/O, 1/I). */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1)
    code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}
