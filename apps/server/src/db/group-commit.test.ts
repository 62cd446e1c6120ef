/**
 * Goal: PostgreSQL's group commit keeps every command's outcome its own while several groups run
 * at once on their own connections: a deadlock between two groups costs a waiting command a
 * second run, never a wrong answer; a commit that fails answers no command of its group as done; parallel
 * orders share commits and leave the ledger balanced. PostgreSQL only (TEST_DATABASE_URL): SQLite
 * runs one group at a time, and transaction.test.ts covers what both share.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, checkLedgerAfterEach } from '../test/kabuto.ts';
import type { TradingSetup } from '../test/trading.ts';
import { startTradingKabuto, trader } from '../test/trading.ts';
import type { Db, Tx } from './transaction.ts';
import { inTransaction } from './transaction.ts';
import { afterCommit } from './command-hooks.ts';

/** A promise and the function that fulfils it. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

async function commitSizes(s: TradingSetup): Promise<{ commits: number; commands: number }> {
  const values = (await s.k.ctx.metrics.commitBatch.get()).values;
  const of = (name: string) => values.find((v) => v.metricName === name)?.value ?? 0;
  return {
    commits: of('kabuto_group_commit_commands_count'),
    commands: of('kabuto_group_commit_commands_sum'),
  };
}

/**
 * Makes the first commit that inserted into `table` fail at the commit itself with a serialization
 * failure, once (a sequence is not rolled back, so the next commit passes). Answers the trigger's
 * name.
 */
async function failFirstCommitOn(db: Db, table: string, name: string): Promise<string> {
  await sql.raw(`create sequence ${name}_failures`).execute(db);
  await sql
    .raw(
      `create function ${name}_fails_once() returns trigger language plpgsql as $$
       begin
         if nextval('${name}_failures') = 1 then
           raise exception 'could not serialize' using errcode = '40001';
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create constraint trigger ${name}_at_commit after insert on ${table}
       deferrable initially deferred for each row execute function ${name}_fails_once()`,
    )
    .execute(db);
  return `${name}_at_commit`;
}

describe.skipIf(!TEST_DATABASE_URL)('group commit on PostgreSQL', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
    await sql`create table gc_rows (id int primary key, v int not null)`.execute(s.k.ctx.db);
    await sql`insert into gc_rows values (1, 0), (2, 0)`.execute(s.k.ctx.db);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const add = (tx: Tx, id: number, v: number) =>
    sql`update gc_rows set v = v + ${v} where id = ${id}`.execute(tx);

  it('breaks a deadlock across two groups: a waiting command steps back and runs again later, every command answered once committed', async () => {
    const db = s.k.ctx.db;
    const firstHoldsRow1 = signal();
    const secondHoldsRow2 = signal();
    let runs = 0;
    const committed: string[] = [];
    const command = (name: string, work: (tx: Tx) => Promise<void>) =>
      inTransaction(db, async (tx) => {
        runs += 1;
        await work(tx);
        afterCommit(tx, () => committed.push(name));
        return name;
      });
    // One group: a1 holds row 1 until the second group holds row 2, then a2 wants row 2.
    const a1 = command('a1', async (tx) => {
      await add(tx, 1, 1);
      firstHoldsRow1.fire();
      await secondHoldsRow2.fired;
    });
    const a2 = command('a2', (tx) => add(tx, 2, 1).then(() => undefined));
    await firstHoldsRow1.fired;
    // The first group's lane is busy: these two make a second group on another connection,
    // which holds row 2 and then wants row 1: a deadlock across the two groups.
    const b1 = command('b1', async (tx) => {
      await add(tx, 2, 10);
      secondHoldsRow2.fire();
    });
    const b2 = command('b2', (tx) => add(tx, 1, 10).then(() => undefined));
    expect(await Promise.all([a1, a2, b1, b2])).toEqual(['a1', 'a2', 'b1', 'b2']);
    // The group of the waiting command that stepped back (a2 or b2, after the groups' lock
    // timeout, or both) was rolled back and ran again, each command in its savepoint; each
    // command's writes count once, and its effect after the commit ran once. How often a
    // stepped-back command meets the other group's rerun and steps back again is the machine's
    // timing (8 runs on a quiet machine, 10 seen under CI load); each time costs that command
    // alone one run, so four runs a command is a generous ceiling, far below a loop's.
    expect(runs).toBeGreaterThanOrEqual(6);
    expect(runs).toBeLessThanOrEqual(16);
    expect(committed.sort()).toEqual(['a1', 'a2', 'b1', 'b2']);
    const rows = await sql<{
      id: number;
      v: number;
    }>`select id, v from gc_rows order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, v: 11 },
      { id: 2, v: 11 },
    ]);
  });

  it('runs every command of a group again when its commit meets a serialization failure', async () => {
    const db = s.k.ctx.db;
    await sql`create table gc_checked (id int primary key)`.execute(db);
    await failFirstCommitOn(db, 'gc_checked', 'gc_checked');
    let runs = 0;
    const results = await Promise.all(
      [1, 2, 3].map((id) =>
        inTransaction(db, async (tx) => {
          runs += 1;
          await sql`insert into gc_checked values (${id})`.execute(tx);
          return id;
        }),
      ),
    );
    expect(results).toEqual([1, 2, 3]);
    expect(runs).toBe(6);
    const rows = await sql<{ id: number }>`select id from gc_checked order by id`.execute(db);
    expect(rows.rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('answers no command of a group as done when its commit fails for good', async () => {
    const db = s.k.ctx.db;
    await sql`create table gc_parent (id int primary key)`.execute(db);
    await sql`create table gc_child (id int primary key, parent int
      references gc_parent (id) deferrable initially deferred)`.execute(db);
    await sql`insert into gc_parent values (1)`.execute(db);
    const committed: number[] = [];
    const results = await Promise.allSettled(
      [1, 2, 3].map((id) =>
        inTransaction(db, async (tx) => {
          // The second command's row names a parent that does not exist: only the commit says so.
          await sql`insert into gc_child values (${id}, ${id === 2 ? 99 : 1})`.execute(tx);
          afterCommit(tx, () => committed.push(id));
          return id;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(committed).toEqual([]);
    const rows = await sql<{ n: number }>`select count(*)::int as n from gc_child`.execute(db);
    expect(rows.rows[0]!.n).toBe(0);
  });

  it('sends the house balances with the commit, and when that commit fails writes none of them and runs the group again', async () => {
    const { k, market } = s;
    const db = k.ctx.db;
    market.set('8306', 2000);
    const traders = await Promise.all([1, 2, 3].map(() => trader(k, 'JPY', 1_000_000)));
    // The first commit to carry a trade confirmation fails at the commit itself, after the house
    // balances went with it; the group runs again and commits.
    const trigger = await failFirstCommitOn(db, 'trade_confirmations', 'gc_confirmation');
    try {
      const results = await Promise.all(
        traders.map((t, i) =>
          k.post(
            '/trade/buy',
            { code: '8306', num: '100', leverage: '1', nonce: `hb${i}` },
            t.headers,
          ),
        ),
      );
      expect(results.map((r) => r.body.status)).toEqual([1, 1, 1]);
      for (const t of traders) expect(await t.cash()).toBe(1_000_000 - 200_301);
      const orders = await sql<{ n: number }>`select count(*)::int as n from orders
        where nonce in ('hb0', 'hb1', 'hb2')`.execute(db);
      expect(orders.rows[0]!.n).toBe(3);
      // No connection was handed back inside a transaction.
      const open = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`.execute(db);
      expect(open.rows[0]!.n).toBe(0);
    } finally {
      await sql.raw(`drop trigger ${trigger} on trade_confirmations`).execute(db);
    }
  });

  it('places parallel orders of several customers in shared commits, the books balanced', async () => {
    const { k, market } = s;
    market.set('8306', 2000); // ask 2001: 100 shares = 200,100 + fee 201
    const traders = await Promise.all([1, 2, 3, 4].map(() => trader(k, 'JPY', 1_000_000)));
    const before = await commitSizes(s);
    // Four orders of each customer fit (a fifth, 5 × 200,301 = 1,001,505, does not): 24 orders
    // (six each), 16 fill.
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        k.post(
          '/trade/buy',
          { code: '8306', num: '100', leverage: '1', nonce: `gc${i}` },
          traders[i % 4]!.headers,
        ),
      ),
    );
    expect(results.filter((r) => r.body.status === 1)).toHaveLength(16);
    for (const r of results.filter((x) => x.body.status !== 1))
      expect(r.body.msg).toBe('available_balance_insufficient');
    for (const t of traders) expect(await t.cash()).toBe(1_000_000 - 4 * 200_301);
    const after = await commitSizes(s);
    // Fewer commits than commands: orders that arrived together shared them.
    expect(after.commands - before.commands).toBeGreaterThanOrEqual(16);
    expect(after.commits - before.commits).toBeLessThan(after.commands - before.commands);
  });
});
