/** What every back-office contract shares: JSON bodies and the staff roles. */
import { z } from 'zod';

/** The staff roles; an admin may do everything. */
export const STAFF_ROLES = ['reviewer', 'operator', 'auditor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A JSON body (the back office sends JSON); absent is read as `{}`. */
export function json<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((value) => value ?? {}, z.object(shape));
}

/** A request that takes nothing (a list, a command named by its path). */
export const nothing = () => json({});

/** An optional free-text reason, kept in the audit log. */
export const reason = () => z.string().max(2_000).optional();

/** A text in each of the three languages. */
export const localised = z.object({ jp: z.string(), cn: z.string(), us: z.string() });
export const localisedAnswer = z.strictObject({ jp: z.string(), cn: z.string(), us: z.string() });
export type Localised = z.output<typeof localisedAnswer>;
