/**
 * The shape of each identity document's number, checked before sending so that a typo is caught
 * on the spot. The server checks the same shapes and, on top, each number's check digit
 * (My Number, Chinese resident ID) and date of birth; its answer is the final word.
 */
import type { IdType } from '@kabuto/shared/id-numbers';

export const ID_TYPES: readonly IdType[] = ['jp_mynumber', 'cn_resident', 'passport'];

const SHAPES: Readonly<Record<IdType, RegExp>> = {
  jp_mynumber: /^\d{12}$/,
  cn_resident: /^\d{17}[\dX]$/,
  passport: /^[A-Z0-9]{6,9}$/,
};

/** Longest number a type can have, for the input's maxlength (with room for separators). */
export const ID_MAX_LENGTH: Readonly<Record<IdType, number>> = {
  jp_mynumber: 14,
  cn_resident: 20,
  passport: 9,
};

/** The number as the server reads it: no spaces or hyphens, letters in capitals. */
export function normaliseIdNumber(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export function idNumberShapeValid(type: IdType, text: string): boolean {
  return SHAPES[type].test(normaliseIdNumber(text));
}
