// `npm run bench`: builds the server, then runs bench/run.ts (baselines measured in the same run).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded({ only: ['@kabuto/server'] });
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/run.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
