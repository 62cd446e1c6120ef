import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../test/kabuto.ts';
import { startTestKabuto } from '../test/kabuto.ts';
import { MIGRATIONS, migrate } from './migrate.ts';

describe('migrations', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto();
  });
  afterAll(() => k?.close());

  it('have run in order at start, and running them again applies nothing', async () => {
    const rows = await k.ctx.db
      .selectFrom('kabuto_migrations' as never)
      .select('id' as never)
      .execute();
    expect((rows as { id: string }[]).map((r) => r.id).sort()).toEqual(MIGRATIONS.map((m) => m.id));
    expect(await migrate(k.handle)).toEqual([]);
  });

  // Filled orders stay out of the partial index (012); the pending ones are still found by it.
  it("find a customer's pending orders through the partial index", async (test) => {
    if (k.handle.dialect !== 'sqlite') test.skip();
    const query = k.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('customer_id', '=', 1)
      .where('status', '=', sql.lit('pending'))
      .compile();
    const plan = await k.ctx.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    expect(plan.rows.map((r) => r.detail).join('; ')).toContain('USING INDEX orders_pending');
  });
});
