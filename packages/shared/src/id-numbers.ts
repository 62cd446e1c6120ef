/**
 * Identity-document numbers, checked by their published rules.
 * - Japanese My Number (個人番号): 12 digits, the last a check digit (総務省令 第5条).
 * - Chinese resident identity card (居民身份证): 18 characters, GB 11643 ISO 7064 MOD 11-2 check,
 *   with a real date of birth in positions 7–14.
 * - Passport: 6 to 9 letters and digits.
 */

export const ID_TYPES = ['jp_mynumber', 'cn_resident', 'passport'] as const;
export type IdType = (typeof ID_TYPES)[number];

export function myNumberValid(text: string): boolean {
  if (!/^\d{12}$/.test(text)) return false;
  const digits = text.split('').map(Number);
  let sum = 0;
  // P_n is the n-th digit counted from the right, not counting the check digit.
  for (let n = 1; n <= 11; n += 1) {
    const p = digits[11 - n]!;
    const q = n <= 6 ? n + 1 : n - 5;
    sum += p * q;
  }
  const remainder = sum % 11;
  const check = remainder <= 1 ? 0 : 11 - remainder;
  return check === digits[11];
}

const CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CN_CHECK = '10X98765432';

export function chineseIdValid(text: string): boolean {
  const id = text.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const birth = id.slice(6, 14);
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10).replace(/-/g, '') !== birth)
    return false;
  if (birth < '19000101') return false;
  const sum = CN_WEIGHTS.reduce((t, w, i) => t + w * Number(id[i]), 0);
  return CN_CHECK[sum % 11] === id[17];
}

export function passportValid(text: string): boolean {
  return /^[A-Z0-9]{6,9}$/.test(text.toUpperCase());
}

export function idNumberValid(type: IdType, text: string): boolean {
  const clean = text.replace(/[\s-]/g, '');
  if (type === 'jp_mynumber') return myNumberValid(clean);
  if (type === 'cn_resident') return chineseIdValid(clean);
  return passportValid(clean);
}

/** Only the last four characters are ever shown again. */
export function maskIdNumber(text: string): string {
  return `${'*'.repeat(Math.max(0, text.length - 4))}${text.slice(-4)}`;
}
