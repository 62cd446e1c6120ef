// `npm test`: builds the apps the browser tests open, then runs the whole suite once.
// Set TEST_DATABASE_URL=postgres://… to run it on PostgreSQL instead of SQLite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded({ only: ['@kabuto/web', '@kabuto/admin'] });
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
