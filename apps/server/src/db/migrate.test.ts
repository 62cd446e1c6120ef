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
});
