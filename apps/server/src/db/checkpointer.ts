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

/** The checkpointer's state, shared by the worker's events, the timer and the group commits. */
interface Loop {
  readonly sqlite: SQLite.Database;
  readonly worker: Worker;
  readonly restartPages: number;
  running: boolean;
  /** Something was committed since the last checkpoint started. */
  dirty: boolean;
  lastRun: number;
  /** A checkpoint was asked for while one ran: run again when it ends. */
  again: boolean;
  logPages: number;
  /** Waiting for a checkpoint made while no batch writes. */
  readonly waiting: (() => void)[];
  /** Checkpoints made for the waiting batch; writes outside group commits can keep the log from
   * being wholly copied, and the batch does not wait on them for ever. */
  tries: number;
  /** Failed or closing: nothing more is asked of the worker, and no batch waits on it. */
  stopped: boolean;
  closing: Promise<void> | undefined;
  timer: NodeJS.Timeout | undefined;
}

function run(loop: Loop): void {
  loop.running = true;
  loop.dirty = false;
  loop.lastRun = performance.now();
  loop.worker.postMessage('checkpoint');
}

function stop(loop: Loop): void {
  loop.stopped = true;
  clearInterval(loop.timer);
  for (const resume of loop.waiting.splice(0)) resume();
}

function giveUp(loop: Loop, reason: unknown): void {
  if (loop.stopped) return;
  stop(loop);
  // SQLite checkpoints on the committing thread again, as it does by default, and the worker's
  // connection goes, so that the main one is the last and empties the log when it closes.
  loop.sqlite.pragma('wal_autocheckpoint = 1000');
  void loop.worker.terminate();
  console.error('checkpointer stopped; SQLite checkpoints on commit again:', reason);
}

/** A checkpoint ended: run the next one asked for, or let the waiting batch go. */
function checkpointed(loop: Loop, outcome: Outcome): void {
  loop.running = false;
  if (loop.stopped) return;
  if (outcome.error !== undefined) return giveUp(loop, outcome.error);
  // Another connection was checkpointing: nothing is known of the log this time.
  const known = !outcome.busy && (outcome.log ?? -1) >= 0;
  if (known) loop.logPages = outcome.log!;
  if (loop.again) {
    loop.again = false;
    run(loop);
    return;
  }
  if (loop.waiting.length === 0) return;
  loop.tries += 1;
  if ((known && outcome.checkpointed === outcome.log) || loop.tries >= MAX_TRIES) {
    // Everything is in the database file (short of the tries), and the next write starts the
    // log over; the next checkpoint's outcome says whether it did.
    loop.logPages = 0;
    loop.tries = 0;
    for (const resume of loop.waiting.splice(0)) resume();
  } else {
    run(loop);
  }
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
  const loop: Loop = {
    sqlite,
    worker,
    restartPages,
    running: false,
    dirty: false,
    lastRun: 0,
    again: false,
    logPages: 0,
    waiting: [],
    tries: 0,
    stopped: false,
    closing: undefined,
    timer: undefined,
  };

  worker.on('message', (outcome: Outcome) => checkpointed(loop, outcome));
  worker.on('error', (error) => giveUp(loop, error));
  worker.on('exit', (code) => {
    if (!loop.closing) giveUp(loop, `exit ${code}`);
  });

  loop.timer = setInterval(() => {
    if (loop.running || loop.stopped) return;
    if (loop.dirty || performance.now() - loop.lastRun >= IDLE_PERIOD_MS) run(loop);
  }, PERIOD_MS);
  loop.timer.unref();

  return {
    committed() {
      loop.dirty = true;
    },
    beforeWrite() {
      if (loop.stopped || loop.logPages < loop.restartPages) return undefined;
      return new Promise<void>((resume) => {
        loop.waiting.push(resume);
        // A checkpoint already under way may have started before the last commit: another
        // one follows it, made while this batch waits.
        if (loop.running) loop.again = true;
        else run(loop);
      });
    },
    close() {
      loop.closing ??= (async () => {
        const alive = !loop.stopped;
        stop(loop);
        if (alive) worker.postMessage('close');
        await exited;
      })();
      return loop.closing;
    },
  };
}
