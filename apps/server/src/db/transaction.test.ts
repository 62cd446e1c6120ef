import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../test/kabuto.ts';
import { startTestKabuto } from '../test/kabuto.ts';
import { inTransaction } from './transaction.ts';

describe('transactions', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto();
  });
  afterAll(() => k?.close());

  it('refuse at once a query on the root handle made inside a transaction (it would hang on SQLite)', async () => {
    const attempt = inTransaction(k.ctx.db, async () => {
      await k.ctx.db.selectFrom('settings').select('name').execute();
    });
    await expect(attempt).rejects.toThrow(/use the transaction handle/);
  });

  it('roll back everything when a command fails half-way', async () => {
    const attempt = inTransaction(k.ctx.db, async (tx) => {
      await tx
        .insertInto('settings')
        .values({ name: 'half_way', value: '1', is_public: 0, updated_at: 'x' })
        .execute();
      throw new Error('boom');
    });
    await expect(attempt).rejects.toThrow('boom');
    const row = await k.ctx.db
      .selectFrom('settings')
      .select('name')
      .where('name', '=', 'half_way')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
