import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckpointer } from './checkpointer.ts';
import { openDatabase } from './database.ts';
import type { Db } from './transaction.ts';
import { guardDatabase, inTransaction } from './transaction.ts';

/** SQLite only: the log and its checkpoints are SQLite's. */
describe('the SQLite checkpointer', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function open(walRestartPages: number) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabuto-wal-'));
    dirs.push(dir);
    const file = path.join(dir, 'db.sqlite');
    const handle = await openDatabase({ sqlitePath: file, walRestartPages });
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    const db = guardDatabase(handle.db, {
      groupCommit: 'sqlite',
      checkpointer: handle.checkpointer,
    });
    return { file, handle, db };
  }

  /** Commands of a 4 KB row each, 20 at a time, for `ms`: a log page or more per row. */
  async function write(db: Db, ms: number): Promise<number> {
    const body = 'x'.repeat(4_000);
    let rows = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      await Promise.all(
        Array.from({ length: 20 }, () =>
          inTransaction(db, async (tx) => {
            await sql`insert into notes (body) values (${body})`.execute(tx);
          }),
        ),
      );
      rows += 20;
    }
    return rows;
  }

  const pageBytes = 4_096 + 24;

  it('copies the log into the database file while commits go on, and starts it over', async () => {
    const { file, handle, db } = await open(64);
    try {
      expect(handle.checkpointer).toBeDefined();
      const rows = await write(db, 1_500);
      // Every row wrote at least a page to the log; had it never started over, the log would
      // hold them all.
      const logBytes = fs.statSync(`${file}-wal`).size;
      expect(rows * pageBytes).toBeGreaterThan(2 * logBytes);
      // The database file itself holds most rows before any close: the thread copies them within
      // a few of its 100 ms rounds (waited for, up to 5 s, since a loaded machine delays it).
      await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan((rows * 4_000) / 2), {
        timeout: 5_000,
        interval: 50,
      });
    } finally {
      await handle.close();
    }
  });

  it('leaves every committed row in the database file when closed', async () => {
    const { file, handle, db } = await open(64);
    const rows = await write(db, 300);
    await handle.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const again = await openDatabase({ sqlitePath: file });
    try {
      const counted = await sql<{ n: number }>`select count(*) as n from notes`.execute(again.db);
      expect(Number(counted.rows[0]!.n)).toBe(rows);
    } finally {
      await again.close();
    }
  });

  it('closes once however often asked, and no write waits on it afterwards', async () => {
    const { handle } = await open(1);
    const checkpointer = handle.checkpointer!;
    await checkpointer.close();
    await checkpointer.close();
    expect(checkpointer.beforeWrite()).toBeUndefined();
    await handle.close();
  });

  it('hands checkpoints back to SQLite when its thread cannot work', async () => {
    const sqlite = new SQLite(':memory:');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // The thread cannot open a file in a folder that does not exist.
      const checkpointer = startCheckpointer(sqlite, path.join(os.tmpdir(), 'no-such-dir', 'x'));
      await expect
        .poll(() => sqlite.pragma('wal_autocheckpoint', { simple: true }), { timeout: 5_000 })
        .toBe(1000);
      expect(checkpointer.beforeWrite()).toBeUndefined();
      await checkpointer.close();
    } finally {
      quiet.mockRestore();
      sqlite.close();
    }
  });
});
