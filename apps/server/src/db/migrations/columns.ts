import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database.ts';

/** Adds an auto-increment integer primary key named `id`, spelled right for each dialect. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: DialectName,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', sql`bigserial`, (c) => c.primaryKey());
}

/** 64-bit integers for money, ids and counts. */
export const int64 = 'bigint' as const;

export function notNull(c: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return c.notNull();
}
