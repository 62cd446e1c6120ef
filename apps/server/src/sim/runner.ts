import { nextStep } from './generator.ts';
import type { Step } from './generator.ts';
import { checkInvariants, fingerprint } from './invariants.ts';
import { Rng } from './prng.ts';
import type { Answer, SimCustomer, World } from './world.ts';
import { startWorld } from './world.ts';

export interface SimFailure {
  seed: number;
  step: number;
  op: string;
  problems: string[];
}

export interface SeedResult {
  seed: number;
  steps: number;
  /** Operations run (a concurrent step counts each of its operations). */
  ops: number;
  failure: SimFailure | null;
  /** Each step's operation and how its calls were answered: what a replay must repeat. */
  trace: string[];
  /** How each kind of operation was answered: `kind msg` → count. */
  outcomes: Map<string, number>;
}

function count(outcomes: Map<string, number>, label: string, answers: readonly Answer[]): void {
  const kind = label
    .split(' ')
    .slice(0, label.startsWith('IPO') ? 2 : 1)
    .join(' ');
  const last = answers.at(-1);
  const key = `${kind} ${last ? last.msg || String(last.status) : 'nothing'}`;
  outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
}

/** What is wrong with the answers themselves: a server error is never a refusal. */
function answerProblems(answers: readonly Answer[]): string[] {
  return answers
    .filter((a) => a.http >= 500 || a.msg === 'server_error')
    .map((a) => `HTTP ${a.http} ${a.msg}`);
}

/** Runs one step; a single refused call must leave the fingerprint as it was. */
async function runStep(
  w: World,
  step: Step,
  outcomes: Map<string, number>,
  trace: string[],
): Promise<string[]> {
  const db = w.kabuto.ctx.db;
  try {
    if (step.concurrent) {
      const all = await Promise.all(step.ops.map((o) => o.run()));
      all.forEach((answers, i) => count(outcomes, step.ops[i]!.label, answers));
      trace.push(`${step.label} → ${all.map((a) => a.map((x) => x.msg).join(',')).join(' | ')}`);
      return answerProblems(all.flat());
    }
    const before = await fingerprint(db);
    const answers = await step.ops[0]!.run();
    count(outcomes, step.label, answers);
    trace.push(`${step.label} → ${answers.map((a) => a.msg).join(',')}`);
    const problems = answerProblems(answers);
    if (answers.length === 1 && answers[0]!.status === 0) {
      const after = await fingerprint(db);
      if (after !== before)
        problems.push(`refused (${answers[0]!.msg}) but wrote: ${diff(before, after)}`);
    }
    return problems;
  } catch (error) {
    return [`threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`];
  }
}

function diff(before: string, after: string): string {
  const a = before.split(' ');
  const b = after.split(' ');
  return b.filter((part, i) => part !== a[i]).join(' ');
}

export interface RunOptions {
  steps: number;
  databaseUrl?: string;
}

/** Runs one seed from a fresh database; stops at the first step that breaks an invariant. */
export async function runSeed(seed: number, options: RunOptions): Promise<SeedResult> {
  const w = await startWorld(new Rng(seed), options.databaseUrl);
  let ops = 0;
  const outcomes = new Map<string, number>();
  const trace: string[] = [];
  try {
    for (let step = 1; step <= options.steps; step += 1) {
      const next = await nextStep(w);
      ops += next.ops.length;
      const problems = await runStep(w, next, outcomes, trace);
      const touched = new Map<number, SimCustomer>();
      for (const o of next.ops) for (const c of o.customers) touched.set(c.id, c);
      problems.push(...(await checkInvariants(w, [...touched.values()])));
      if (problems.length > 0) {
        return {
          seed,
          steps: step,
          ops,
          failure: { seed, step, op: next.label, problems },
          outcomes,
          trace,
        };
      }
    }
    return { seed, steps: options.steps, ops, failure: null, outcomes, trace };
  } finally {
    await w.close();
  }
}

/** How a failure is printed: enough to replay it. */
export function describeFailure(f: SimFailure): string {
  return [
    `simulation failed: seed ${f.seed}, step ${f.step}`,
    `  op: ${f.op}`,
    ...f.problems.map((p) => `  - ${p}`),
    `  replay: npm run simulate -- --seed ${f.seed} --steps ${f.step}`,
  ].join('\n');
}

export interface BatchResult {
  seeds: number;
  ops: number;
  /** The failures, by seed. */
  failures: SimFailure[];
}

/**
 * Runs the given seeds, `parallel` at a time (each on its own database; waiting on the database
 * overlaps). Reports each finished seed to `onSeed`.
 */
export async function runSeeds(
  seeds: readonly number[],
  options: RunOptions & { parallel: number },
  onSeed: (result: SeedResult) => void = () => undefined,
): Promise<BatchResult> {
  const batch: BatchResult = { seeds: 0, ops: 0, failures: [] };
  let next = 0;
  const worker = async () => {
    while (next < seeds.length) {
      const seed = seeds[next]!;
      next += 1;
      const result = await runSeed(seed, options);
      batch.seeds += 1;
      batch.ops += result.ops;
      if (result.failure) batch.failures.push(result.failure);
      onSeed(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel) }, worker));
  batch.failures.sort((a, b) => a.seed - b.seed);
  return batch;
}
