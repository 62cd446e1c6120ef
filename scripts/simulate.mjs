// `npm run simulate -- --seeds N [--seed S] [--steps K] [--parallel P]`: the deterministic
// simulation (apps/server/src/sim). SQLite by default; PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/sim/cli.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
