import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../test/kabuto.ts';
import { startTestKabuto } from '../test/kabuto.ts';
import type { CommitTotals } from './command-hooks.ts';
import { inTransaction } from './transaction.ts';
import { addAtCommit, afterCommit, pendingAtCommit } from './command-hooks.ts';

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

  it('keep commands that arrive together apart: each commits or fails alone', async () => {
    const committed: string[] = [];
    const commands = Array.from({ length: 30 }, (_, i) =>
      inTransaction(k.ctx.db, async (tx) => {
        const name = `together_${i}`;
        await tx
          .insertInto('settings')
          .values({ name, value: String(i), is_public: 0, updated_at: 'x' })
          .execute();
        afterCommit(tx, () => committed.push(name));
        if (i % 3 === 0) throw new Error(`refused ${i}`);
        return name;
      }),
    );
    const results = await Promise.allSettled(commands);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    expect(fulfilled).toHaveLength(20);
    const rows = await k.ctx.db
      .selectFrom('settings')
      .select('name')
      .where('name', 'like', 'together_%')
      .execute();
    const names = rows.map((r) => r.name).sort();
    expect(names).toEqual(fulfilled.map((r) => r.value).sort());
    expect(names.some((n) => Number(n.slice(9)) % 3 === 0)).toBe(false);
    // Effects after the commit run for the committed commands only.
    expect(committed.sort()).toEqual(names);
  });

  it('write what commands add up at the commit once for them all, leaving out a failed one', async () => {
    const writes: Map<number, number>[] = [];
    const sink: CommitTotals = {
      async write(tx, totals) {
        writes.push(new Map(totals));
        await tx
          .insertInto('settings')
          .values({ name: `totals_${writes.length}`, value: '1', is_public: 0, updated_at: 'x' })
          .execute();
      },
    };
    const seen: number[] = [];
    const commands = [1, 2, 3].map((i) =>
      inTransaction(k.ctx.db, async (tx) => {
        expect(addAtCommit(tx, sink, new Map([[7, i * 10]]))).toBe(true);
        seen.push(pendingAtCommit(tx, sink, 7));
        if (i === 2) throw new Error('refused');
      }),
    );
    const results = await Promise.allSettled(commands);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // One group: each command sees what the group adds so far, its own part included; the
    // refused command's 20 is dropped with it.
    expect(seen).toEqual([10, 30, 40]);
    expect(writes).toEqual([new Map([[7, 40]])]);
    const failing = inTransaction(k.ctx.db, async (tx) => {
      addAtCommit(tx, { write: () => Promise.reject(new Error('last write failed')) }, new Map());
      await tx
        .insertInto('settings')
        .values({ name: 'never_written', value: '1', is_public: 0, updated_at: 'x' })
        .execute();
    });
    await expect(failing).rejects.toThrow('last write failed');
    const rows = await k.ctx.db
      .selectFrom('settings')
      .select('name')
      .where('name', 'in', ['totals_1', 'never_written'])
      .execute();
    expect(rows.map((r) => r.name)).toEqual(['totals_1']);
  });

  it('tell only the command whose follow-up failed, and keep what was committed', async () => {
    const commands = [0, 1, 2].map((i) =>
      inTransaction(k.ctx.db, async (tx) => {
        await tx
          .insertInto('settings')
          .values({ name: `follow_up_${i}`, value: '1', is_public: 0, updated_at: 'x' })
          .execute();
        afterCommit(tx, () => {
          if (i === 1) throw new Error('follow-up failed');
        });
        return i;
      }),
    );
    const results = await Promise.allSettled(commands);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rows = await k.ctx.db
      .selectFrom('settings')
      .select('name')
      .where('name', 'like', 'follow_up_%')
      .execute();
    expect(rows).toHaveLength(3);
  });
});
