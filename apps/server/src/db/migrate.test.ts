import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../test/kabuto.ts';
import { startTestKabuto } from '../test/kabuto.ts';
import { MIGRATIONS, migrate } from './migrate.ts';
import { pendingInTurn, pendingOrders } from '../modules/trading/repository.ts';

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

  // Filled orders stay out of the partial indexes (012, 013); the pending ones are found by them.
  it('find pending orders through the partial indexes, never by reading every order', async (test) => {
    if (k.handle.dialect !== 'sqlite') test.skip();
    const planOf = async (query: CompiledQuery) => {
      const plan = await k.ctx.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      return plan.rows.map((r) => r.detail).join('; ');
    };
    const ofCustomer = pendingOrders(k.ctx.db).where('customer_id', '=', 1).compile();
    expect(await planOf(ofCustomer)).toContain('USING INDEX orders_pending ');
    expect(await planOf(pendingInTurn(k.ctx.db).compile())).toBe(
      'SCAN orders USING INDEX orders_pending_in_turn',
    );
  });
});
