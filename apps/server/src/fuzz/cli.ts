/**
 * `npm run fuzz -- --runs N [--seed S]`: the contract fuzzer for longer runs, on a fresh
 * database (SQLite, or PostgreSQL when TEST_DATABASE_URL is set). Prints what it found.
 */
import { parseArgs } from 'node:util';
import { startTestKabuto } from '../test/kabuto.ts';
import { customerIdOf, fund, makeReady, staffToken, unlockFunds } from '../test/funding.ts';
import { describeFinding, fuzzApp, fuzzClock } from './run.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' } },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);

const k = await startTestKabuto({ demo: 'on', marketPractice: true }, { clock: fuzzClock() });
try {
  const customer = await k.signUp();
  const id = await customerIdOf(k, customer.account);
  await makeReady(k, id);
  await unlockFunds(k, customer.headers);
  await fund(k, id, 'JPY', 10_000_000);
  await fund(k, id, 'USD', 1_000_000);
  const victim = await k.signUp();
  const started = Date.now();
  const report = await fuzzApp(
    k,
    {
      customer: customer.headers,
      staff: { authorization: `Bearer ${await staffToken(k, 'fuzzer')}` },
      victimAccount: victim.account,
    },
    { seed, runs },
  );
  for (const f of report.findings) console.log(describeFinding(f));
  const never = Object.entries(report.accepted).filter(
    ([name, n]) => n === 0 && name.includes('/api/'),
  );
  console.log(`routes never carried out: ${never.map(([name]) => name).join(', ')}`);
  console.log(
    `seed ${seed}: ${report.sent} requests in ${Date.now() - started} ms, ` +
      `${report.serverErrors} answered 5xx, ${report.findings.length} outside the contract, ` +
      `statuses ${JSON.stringify(report.byStatus)}`,
  );
  process.exitCode = report.findings.length ? 1 : 0;
} finally {
  await k.close();
}
