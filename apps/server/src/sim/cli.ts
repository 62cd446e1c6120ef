/**
 * `npm run simulate -- --seeds N [--seed S] [--steps K] [--parallel P] [--trace]`: runs seeds S … S+N−1
 * (S = 1 unless given; `--seed S` alone runs that seed) on SQLite, or on PostgreSQL when
 * TEST_DATABASE_URL is set. Progress on stderr; exit code 1 with each failing seed printed;
 * `--trace` prints every step of every seed with its answers.
 */
import { describeFailure, runSeeds } from './runner.ts';
import type { SeedResult } from './runner.ts';

interface CliOptions {
  trace: boolean;
  first: number;
  count: number;
  steps: number;
  parallel: number;
}

function parse(argv: readonly string[]): CliOptions {
  const value = (name: string): number | undefined => {
    const i = argv.indexOf(`--${name}`);
    if (i < 0) return undefined;
    const n = Number(argv[i + 1]);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} needs a whole number`);
    return n;
  };
  const seed = value('seed');
  return {
    trace: argv.includes('--trace'),
    first: seed ?? 1,
    count: value('seeds') ?? (seed === undefined ? 100 : 1),
    steps: value('steps') ?? 100,
    parallel: value('parallel') ?? 4,
  };
}

function progress(done: number, total: number, ops: number, failed: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
  process.stderr.write(`\r[${bar}] ${done}/${total} seeds, ${ops} ops, ${failed} failed`);
}

async function main(): Promise<number> {
  const options = parse(process.argv.slice(2));
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const seeds = Array.from({ length: options.count }, (_, i) => options.first + i);
  process.stderr.write(
    `simulating ${seeds.length} seed(s) of ${options.steps} steps on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}\n`,
  );
  let done = 0;
  let ops = 0;
  let failed = 0;
  const started = performance.now();
  // The database's group commit waits on unreferenced timers (a server's socket keeps a process
  // alive); this keeps the command alive until the last seed is done.
  const alive = setInterval(() => undefined, 1_000);
  const batch = await runSeeds(seeds, { ...options, databaseUrl }, (r: SeedResult) => {
    done += 1;
    ops += r.ops;
    if (r.failure) failed += 1;
    if (options.trace) console.log(`seed ${r.seed}:\n  ${r.trace.join('\n  ')}`);
    progress(done, seeds.length, ops, failed);
  });
  clearInterval(alive);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(`\n${batch.seeds} seeds, ${batch.ops} operations in ${seconds} s\n`);
  for (const f of batch.failures) console.log(describeFailure(f));
  return batch.failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
