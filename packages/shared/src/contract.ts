/**
 * The pieces every endpoint contract is built from (issue: one typed contract from the database to
 * the screen). A contract names an endpoint's request body and the `data` of its answer; the
 * server validates requests and serializes answers with it and builds OpenAPI from it, and the
 * apps take their types from it (`AnswerOf`).
 *
 * Requests are form-encoded, so every field arrives as text. What does not parse exactly is
 * `invalid_parameter`: never coerced (`"0x1"`, `" 1"`, `"1e3"` and JSON `true` are not 1).
 */
import { z } from 'zod';
import { MARKET_TYPES } from './markets.ts';

const INVALID = { error: 'invalid_parameter' } as const;

/** Largest id or count a request may carry: fifteen digits stay a safe integer. */
const DIGITS = /^[1-9][0-9]{0,14}$/;

/**
 * The limits on ids and pages. Amounts have theirs in `money.ts` (`MAX_OPERATION_MINOR_UNITS`,
 * `MAX_BALANCE_MINOR_UNITS`); a request past any of them is `invalid_parameter`, never a query
 * the database cannot run.
 */
/** The largest row id: the range of a 32-bit integer column, 2^31 − 1. */
export const MAX_ROW_ID = 2_147_483_647;
/** The last page number a list may be asked for (counted from 1). */
export const MAX_PAGE_NUMBER = 10_000;

/**
 * A form body. Fields are optional at this layer so that the service can apply the rules in the
 * order the customer meets them and answer each with its own catalogue message.
 */
export function form<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((value) => value ?? {}, z.object(shape));
}

/** Free text; the service reads and checks it (amounts, codes, passwords). */
export const text = () => z.string(INVALID).optional();

/** A positive whole number written as plain digits (a JSON integer is taken too). */
export const positiveInt = () =>
  z.union(
    [
      z.int(INVALID).positive(INVALID).max(Number.MAX_SAFE_INTEGER, INVALID),
      z.string(INVALID).regex(DIGITS, INVALID).transform(Number),
    ],
    INVALID,
  );

/** A row id: a positive whole number within a 32-bit integer column's range. */
export const id = () => positiveInt().pipe(z.number().max(MAX_ROW_ID, INVALID));

/**
 * An id sent as free text (a field whose absence has a message of its own, such as the bank
 * card of a withdrawal): the id, or undefined when the text is not one.
 */
export function readId(value: unknown): number | undefined {
  const parsed = id().safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A page number: 1 to `MAX_PAGE_NUMBER`, 1 when absent. */
export const pageNumber = () =>
  positiveInt().pipe(z.number().max(MAX_PAGE_NUMBER, INVALID)).default(1);

/**
 * A whole number ≥ 0 (an id where 0 stands for none, an offset, a flag), at most `MAX_ROW_ID`.
 */
export const wholeNumber = () =>
  z
    .union(
      [
        z.int(INVALID).nonnegative(INVALID).max(Number.MAX_SAFE_INTEGER, INVALID),
        z
          .string(INVALID)
          .regex(/^(0|[1-9][0-9]{0,14})$/, INVALID)
          .transform(Number),
      ],
      INVALID,
    )
    .pipe(z.number().max(MAX_ROW_ID, INVALID));

/** A page size: 1 to `max`, `fallback` when absent. */
export const pageSize = (fallback: number, max: number) =>
  positiveInt().pipe(z.number().max(max, INVALID)).default(fallback);

/** A whole number that may be negative, within `min`…`max` (a time-zone offset in minutes). */
export const signedInt = (min: number, max: number) =>
  z
    .union(
      [
        z.int(INVALID),
        z
          .string(INVALID)
          .regex(/^-?(0|[1-9][0-9]{0,14})$/, INVALID)
          .transform(Number),
      ],
      INVALID,
    )
    .pipe(z.number().min(min, INVALID).max(max, INVALID));

/** An idempotency key: 1 to 64 characters of letters, digits, `-` and `_`. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const nonce = () => z.string(INVALID).regex(NONCE_PATTERN, INVALID).optional();

/** The market type (`type`); `jpy` when absent (PRODUCT.md). */
export const marketType = () => z.enum(MARKET_TYPES, INVALID).default('jpy');

/** The market type when a list may also be of every market (absent: all). */
export const marketTypeOrAll = () => z.enum(MARKET_TYPES, INVALID).optional();

export const typeOnly = () => form({ type: marketType() });

// ---------------------------------------------------------------------------------------------
// Answers

/** Money as the API writes it: a decimal string (`"1234.50"`, `"-3.00"`, `"1200"`). */
export const money = () => z.string().regex(/^-?[0-9]+(\.[0-9]+)?$/);

/** A decimal that is not money (a percentage, a rate, a price change): `"1.25"`. */
export const decimal = money;

/** An instant, ISO 8601 in UTC as the server writes it (`2026-11-23T09:00:00.000Z`). */
export const instant = () => z.iso.datetime({ offset: true });

/** A calendar day, ISO 8601 (`2026-11-23`). */
export const day = () => z.iso.date();

/** A date staff set: an instant, or a calendar day (deadlines, IPO milestones). */
export const dayOrInstant = () => z.union([instant(), day()]);

/** A row id as the server writes it. */
export const rowId = () => z.int().positive();

/** A refusal: `{ status: 0, msg, data: null }`, `msg` a catalogue key, with its parameters. */
export const refusal = z
  .strictObject({
    status: z.literal(0),
    msg: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    data: z.null(),
  })
  .meta({ description: 'Refused: `msg` is the catalogue key shown to the customer.' });

/**
 * An answer: the success envelope with `data`, or a refusal (refusals the customer can cause are
 * answered with HTTP 200 too). `extra` names fields some lists carry beside `data` (totals).
 */
export function envelope<D extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  data: D,
  extra?: E,
) {
  const ok = z.strictObject({
    status: z.literal(1),
    msg: z.string(),
    data,
    ...(extra ?? ({} as E)),
  });
  return z.union([ok, refusal]);
}

/** An endpoint's contract: what it is, its request body and the `data` of its answer. */
export interface Endpoint<
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
  E extends z.ZodRawShape = Record<never, never>,
> {
  summary: string;
  body: B;
  data: D;
  /** Fields beside `data` in a success answer. */
  extra?: E;
}

export function endpoint<
  B extends z.ZodType,
  D extends z.ZodType,
  E extends z.ZodRawShape = Record<never, never>,
>(contract: Endpoint<B, D, E>): Endpoint<B, D, E> {
  return contract;
}

/** The `data` of an endpoint's success answer, as the apps receive it. */
export type AnswerOf<T extends { data: z.ZodType }> = z.output<T['data']>;

/**
 * What an app may send an endpoint (form fields before parsing). A form or JSON body first takes
 * an absent body as `{}` (`form`, `json`), whose input is anything: its fields are the object's.
 */
export type RequestOf<T extends { body: z.ZodType }> =
  T['body'] extends z.ZodPreprocess<infer O extends z.ZodType> ? z.input<O> : z.input<T['body']>;

/**
 * What an app's form sends an endpoint: the named fields of its request, each one filled in.
 * (`RequestOf` leaves form fields optional: the server answers a missing one with its own message.)
 */
export type FormOf<T extends { body: z.ZodType }, K extends keyof RequestOf<T>> = Required<
  Pick<RequestOf<T>, K>
>;

/** The fields beside `data` in an endpoint's success answer (totals of a list). */
export type ExtraOf<T extends { extra?: z.ZodRawShape }> = z.output<
  z.ZodObject<NonNullable<T['extra']>>
>;
