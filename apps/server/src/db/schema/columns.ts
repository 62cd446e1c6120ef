import type { ColumnType, Generated } from 'kysely';

/** The column types the tables share. */
export type Id = Generated<number>;
export type Flag = ColumnType<number, number | undefined, number>;
export type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;
export type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
