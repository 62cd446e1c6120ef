// The SQLite checkpointer's thread (see checkpointer.ts): copies pages from the write-ahead log
// into the database file, and syncs both, away from the thread that serves requests. Plain
// JavaScript, so that it runs as it is from the sources and from the build.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file);
db.pragma('synchronous = NORMAL');

parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    // Passive: never waits for the writer, never stops it. `log` is the log's length in pages,
    // `checkpointed` how many of them are now in the database file; `busy` when another
    // connection was checkpointing (both are then -1).
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({
      busy: result.busy === 1,
      log: result.log,
      checkpointed: result.checkpointed,
    });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
