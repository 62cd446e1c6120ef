import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * SQLite checkpoints on a thread of their own. In WAL mode a commit appends pages to the log,
 * and a checkpoint copies them into the database file and syncs both. SQLite does that on the
 * committing thread when the log passes 1,000 pages, which put a copy and two syncs into the
 * request that happened to commit then. Here a worker thread does it instead, with its own
 * connection, passively (it never waits for the writer nor stops it), every `PERIOD_MS` when
 * something was committed: a page that many commits changed is copied once.
 *
 * A passive checkpoint cannot start the log over while the writer keeps appending, so under
 * continuous load the log would only grow. Once it is past `restartPages`, the next group
 * commit waits (asynchronously: requests are still read meanwhile) for one checkpoint made with
 * no writer about. The log is then wholly in the database file, and the next write starts it
 * over from its beginning.
 */
export interface Checkpointer {
  /** Call after a commit: the next checkpoint takes its pages over. */
  committed(): void;
  /** Before a group commit starts writing: a promise to wait for when the log must start over. */
  beforeWrite(): Promise<void> | undefined;
  close(): Promise<void>;
}

/** Log length (pages) past which it is made to start over: 32 MB with 4 KB pages. */
export const RESTART_PAGES = 8_192;
/** Checkpoints a waiting group commit sits through at most (see `tries`). */
const MAX_TRIES = 3;
/** How often the log is checkpointed when group commits wrote to it. */
const PERIOD_MS = 100;
/** And at least this often, for writes that do not go through a group commit. */
const IDLE_PERIOD_MS = 1_000;

interface Outcome {
  busy?: boolean;
  log?: number;
  checkpointed?: number;
  error?: string;
}

export function startCheckpointer(
  sqlite: SQLite.Database,
  file: string,
  restartPages = RESTART_PAGES,
): Checkpointer {
  const worker = new Worker(new URL('./checkpointer-worker.mjs', import.meta.url), {
    workerData: { file },
  });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  sqlite.pragma('wal_autocheckpoint = 0');

  let running = false;
  /** Something was committed since the last checkpoint started. */
  let dirty = false;
  let lastRun = 0;
  /** A checkpoint was asked for while one ran: run again when it ends. */
  let again = false;
  let logPages = 0;
  /** Waiting for a checkpoint made while no batch writes. */
  const waiting: (() => void)[] = [];
  /** Checkpoints made for the waiting batch; writes outside group commits can keep the log from
   * being wholly copied, and the batch does not wait on them for ever. */
  let tries = 0;

  const run = () => {
    running = true;
    dirty = false;
    lastRun = performance.now();
    worker.postMessage('checkpoint');
  };

  /** Failed or closing: nothing more is asked of the worker, and no batch waits on it. */
  let stopped = false;
  let closing: Promise<void> | undefined;

  const stop = () => {
    stopped = true;
    clearInterval(timer);
    for (const resume of waiting.splice(0)) resume();
  };

  const giveUp = (reason: unknown) => {
    if (stopped) return;
    stop();
    // SQLite checkpoints on the committing thread again, as it does by default, and the worker's
    // connection goes, so that the main one is the last and empties the log when it closes.
    sqlite.pragma('wal_autocheckpoint = 1000');
    void worker.terminate();
    console.error('checkpointer stopped; SQLite checkpoints on commit again:', reason);
  };

  worker.on('message', (outcome: Outcome) => {
    running = false;
    if (stopped) return;
    if (outcome.error !== undefined) return giveUp(outcome.error);
    // Another connection was checkpointing: nothing is known of the log this time.
    const known = !outcome.busy && (outcome.log ?? -1) >= 0;
    if (known) logPages = outcome.log!;
    if (again) {
      again = false;
      run();
      return;
    }
    if (waiting.length === 0) return;
    tries += 1;
    if ((known && outcome.checkpointed === outcome.log) || tries >= MAX_TRIES) {
      // Everything is in the database file (short of the tries), and the next write starts the
      // log over; the next checkpoint's outcome says whether it did.
      logPages = 0;
      tries = 0;
      for (const resume of waiting.splice(0)) resume();
    } else {
      run();
    }
  });
  worker.on('error', giveUp);
  worker.on('exit', (code) => {
    if (!closing) giveUp(`exit ${code}`);
  });

  const timer = setInterval(() => {
    if (running || stopped) return;
    if (dirty || performance.now() - lastRun >= IDLE_PERIOD_MS) run();
  }, PERIOD_MS);
  timer.unref();

  return {
    committed() {
      dirty = true;
    },
    beforeWrite() {
      if (stopped || logPages < restartPages) return undefined;
      return new Promise<void>((resume) => {
        waiting.push(resume);
        // A checkpoint already under way may have started before the last commit: another
        // one follows it, made while this batch waits.
        if (running) again = true;
        else run();
      });
    },
    close() {
      closing ??= (async () => {
        const alive = !stopped;
        stop();
        if (alive) worker.postMessage('close');
        await exited;
      })();
      return closing;
    },
  };
}
