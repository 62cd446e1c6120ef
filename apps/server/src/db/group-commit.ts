import { sql } from 'kysely';
import type { ControlledTransaction } from 'kysely';
import type { Checkpointer } from './checkpointer.ts';
import type { CommandHooks, TransactionState } from './command-hooks.ts';
import { joinTotals, newCommand, runCommand } from './command-hooks.ts';
import type { DialectName } from './database.ts';
import type { Database } from './schema.ts';
import { committing } from './statements.ts';
import type { Db, Tx } from './transaction.ts';

/** PostgreSQL's serialization failure and deadlock: the command may run again. */
const RETRYABLE_PG_CODES = new Set(['40001', '40P01']);
/** Runs a command may have that end in one of those. */
export const MAX_ATTEMPTS = 5;

export function pgCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

export function isRetryable(error: unknown): boolean {
  const code = pgCode(error);
  return typeof code === 'string' && RETRYABLE_PG_CODES.has(code);
}

/**
 * How long a command of a PostgreSQL group commit waits for a row another group holds before it
 * steps back (rolled back, run again in a later group). Two groups that wait for each other are a
 * deadlock, which PostgreSQL would break only after `deadlock_timeout` (1 s by default, and only a
 * superuser may lower it), stalling both groups' commands that long. Set once per connection
 * (`database.ts`), not per transaction: a round trip less per group.
 */
export const GROUP_LOCK_TIMEOUT_MS = 100;
/** Times a command may step back so before it fails: two seconds of waiting in all. */
const MAX_LOCK_TIMEOUTS = 20;
export const LOCK_NOT_AVAILABLE = '55P03';
/**
 * After a group in which a command failed, this many groups run each command in a savepoint, so
 * that one failure costs its own command only.
 */
const CAREFUL_GROUPS = 8;

/**
 * Writes a group's totals and commits. On PostgreSQL the totals' statements go with the commit in
 * one round trip (`committing`), when their sinks can write them as plain SQL.
 */
async function writeTotalsAndCommit(
  trx: ControlledTransaction<Database>,
  transaction: TransactionState,
  dialect: DialectName,
): Promise<void> {
  const statements: string[] = [];
  for (const [sink, totals] of transaction.totals) {
    if (dialect === 'postgres' && sink.commitStatement) {
      const text = sink.commitStatement(totals, transaction.lane);
      if (text) statements.push(text);
    } else {
      await sink.write(trx, totals, transaction.lane);
    }
  }
  if (statements.length > 0) await sql.raw(committing(statements)).execute(trx);
  await trx.commit().execute();
}

interface QueuedCommand {
  work: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Runs so far that ended in a serialization failure or deadlock. */
  attempts: number;
  /** Runs so far that stepped back from a row another group held. */
  lockTimeouts: number;
}

/** Commands per group commit. On PostgreSQL each savepoint that writes takes a transaction id of
 * its own, and past 64 of them in one transaction every snapshot of the server grows slower. */
const COMMANDS_PER_COMMIT = { sqlite: 64, postgres: 32 } as const;

/** Group commits under way at once on PostgreSQL, each on its own pooled connection. */
export const PG_COMMIT_LANES = 4;

/** What a command of a group commit came to. */
type Outcome =
  | { kind: 'done'; command: QueuedCommand; value: unknown; hooks: CommandHooks }
  | { kind: 'refused'; command: QueuedCommand }
  | { kind: 'again'; command: QueuedCommand; error: unknown };

/**
 * Group commit. A commit (writing the log, syncing it) costs more than a whole order's
 * statements; so commands waiting their turn run together in one transaction. A group runs its
 * commands one after another in the transaction itself; should one of them fail, the whole group
 * is rolled back and runs again at once with each command in its own savepoint (as do the next
 * `CAREFUL_GROUPS` groups), where a command that fails is rolled back to its savepoint and fails
 * alone. A savepoint is a round trip to PostgreSQL, and nearly every group succeeds whole. The
 * commands are answered only once the commit is done, and their effects after the commit run
 * only then.
 *
 * On SQLite, which runs one transaction at a time, one group runs at a time. On PostgreSQL up to
 * `PG_COMMIT_LANES` groups run at once on their own connections; a command of one group may then
 * wait for a row another group holds until that group commits, or be chosen as a deadlock's
 * victim: a command that meets a serialization failure or deadlock is rolled back to its
 * savepoint (which frees its row locks) and runs again in a later group, up to `MAX_ATTEMPTS`
 * runs. A commit that fails on such an error runs every command of the group again; any other
 * failure of the group fails every command of it that was not refused on its own: none is ever
 * answered as done unless the commit went through.
 */
export class CommitBatcher {
  readonly #root: Db;
  readonly #dialect: DialectName;
  readonly #checkpointer: Checkpointer | undefined;
  readonly #onCommit: ((commands: number) => void) | undefined;
  readonly #idleLanes: number[];
  #queue: QueuedCommand[] = [];
  /** A lane is waiting for its connection: the commands queued meanwhile are its to take. */
  #opening = false;
  #scheduled = false;
  /** Groups still to run with a savepoint per command, after one in which a command failed. */
  #carefulGroups = 0;

  constructor(
    root: Db,
    dialect: DialectName,
    checkpointer: Checkpointer | undefined,
    onCommit: ((commands: number) => void) | undefined,
  ) {
    this.#root = root;
    this.#dialect = dialect;
    this.#checkpointer = checkpointer;
    this.#onCommit = onCommit;
    const lanes = dialect === 'postgres' ? PG_COMMIT_LANES : 1;
    this.#idleLanes = Array.from({ length: lanes }, (_, i) => lanes - 1 - i);
  }

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        work,
        resolve: resolve as (value: unknown) => void,
        reject,
        attempts: 0,
        lockTimeouts: 0,
      });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#opening || this.#queue.length === 0) return;
    if (this.#idleLanes.length === 0) return;
    this.#scheduled = true;
    // Wait for the event loop's next turn: requests already read from their sockets meanwhile
    // reach this queue too (on SQLite one command otherwise runs start to end in one go).
    setImmediate(() => {
      this.#scheduled = false;
      const lane = this.#idleLanes.pop();
      if (lane !== undefined) void this.#drain(lane);
    });
  }

  async #drain(lane: number): Promise<void> {
    try {
      while (this.#queue.length > 0 && !this.#opening) await this.#runGroup(lane);
    } finally {
      this.#idleLanes.push(lane);
      this.#schedule();
    }
  }

  async #runGroup(lane: number): Promise<void> {
    this.#opening = true;
    let trx;
    try {
      const logStartsOver = this.#checkpointer?.beforeWrite();
      if (logStartsOver) await logStartsOver;
      trx = await this.#root.startTransaction().execute();
    } catch (error) {
      this.#opening = false;
      for (const command of this.#queue.splice(0)) command.reject(error);
      return;
    }
    // Taken once the connection is ours: whatever queued while we waited for it joins in.
    const group = this.#queue.splice(0, COMMANDS_PER_COMMIT[this.#dialect]);
    this.#opening = false;
    // Commands that arrive from now on may start another group on another lane.
    this.#schedule();
    // A group of one needs no savepoint: a failure rolls the whole of it back.
    const careful = group.length > 1 && this.#carefulGroups > 0;
    if (careful) this.#carefulGroups -= 1;
    const transaction: TransactionState = { lane, totals: new Map() };
    const outcomes: Outcome[] = [];
    try {
      for (const command of group) {
        outcomes.push(
          careful
            ? await this.#runSaved(trx, transaction, command)
            : await this.#runPlain(trx, transaction, command),
        );
      }
      await writeTotalsAndCommit(trx, transaction, this.#dialect);
    } catch (error) {
      // Nothing of the group stands.
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      if (!careful && group.length > 1) {
        // Which command failed, and whether alone, only savepoints tell: the group runs again so.
        this.#carefulGroups = CAREFUL_GROUPS;
        this.#queue.unshift(...group);
        this.#schedule();
        return;
      }
      // Each command not refused on its own runs again or fails.
      const refused = new Set(outcomes.flatMap((o) => (o.kind === 'refused' ? [o.command] : [])));
      for (const command of group) {
        if (!refused.has(command)) this.#again(command, error);
      }
      return;
    }
    this.#checkpointer?.committed();
    const done = outcomes.filter((o) => o.kind === 'done');
    this.#onCommit?.(done.length);
    for (const outcome of outcomes) {
      if (outcome.kind === 'again') this.#again(outcome.command, outcome.error);
    }
    for (const { command, value, hooks } of done) {
      try {
        for (const effect of hooks.afterCommit) effect();
        command.resolve(value);
      } catch (error) {
        // Committed, but its follow-up failed: that command's caller hears of it, as without
        // batching; the others are answered as usual.
        command.reject(error);
      }
    }
  }

  /** One command of a group, in the group's transaction itself: a failure fails the group. */
  async #runPlain(
    trx: ControlledTransaction<Database>,
    transaction: TransactionState,
    command: QueuedCommand,
  ): Promise<Outcome> {
    const hooks = newCommand(this.#root, transaction);
    const value = await runCommand(trx, hooks, command.work);
    joinTotals(hooks);
    return { kind: 'done', command, value, hooks };
  }

  /** One command of a group in its savepoint: done, refused alone, or to run again. */
  async #runSaved(
    trx: ControlledTransaction<Database>,
    transaction: TransactionState,
    command: QueuedCommand,
  ): Promise<Outcome> {
    // On PostgreSQL a savepoint is a round trip to the server: a command's savepoint is left
    // for the commit to release (SQLite's, in process, is released at once).
    const release = this.#dialect === 'sqlite';
    const tx = await trx.savepoint('command').execute();
    const hooks = newCommand(this.#root, transaction);
    try {
      const value = await runCommand(tx, hooks, command.work);
      if (release) await tx.releaseSavepoint('command').execute();
      joinTotals(hooks);
      return { kind: 'done', command, value, hooks };
    } catch (error) {
      await tx.rollbackToSavepoint('command').execute();
      if (release) await tx.releaseSavepoint('command').execute();
      if (isRetryable(error) || pgCode(error) === LOCK_NOT_AVAILABLE) {
        return { kind: 'again', command, error };
      }
      command.reject(error);
      return { kind: 'refused', command };
    }
  }

  /** Runs a command again in a later group, when `error` allows it and attempts are left. */
  #again(command: QueuedCommand, error: unknown): void {
    const steppedBack = pgCode(error) === LOCK_NOT_AVAILABLE;
    if (steppedBack) command.lockTimeouts += 1;
    else command.attempts += 1;
    const left = steppedBack
      ? command.lockTimeouts < MAX_LOCK_TIMEOUTS
      : isRetryable(error) && command.attempts < MAX_ATTEMPTS;
    if (!left) {
      command.reject(error);
      return;
    }
    this.#queue.unshift(command);
    this.#schedule();
  }
}
