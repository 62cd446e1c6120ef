// Builds each app whose output is missing or older than its sources (shared code included).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const targets = [
  { workspace: '@kabuto/server', dir: 'apps/server', output: 'apps/server/dist/main.js' },
  { workspace: '@kabuto/web', dir: 'apps/web', output: 'apps/web/dist/index.html' },
  { workspace: '@kabuto/admin', dir: 'apps/admin', output: 'apps/admin/dist/index.html' },
];

export function buildIfNeeded({ only } = {}) {
  const shared = newest(path.join(root, 'packages/shared/src'));
  for (const t of targets) {
    if (only && !only.includes(t.workspace)) continue;
    const out = path.join(root, t.output);
    const built = fs.existsSync(out) ? fs.statSync(out).mtimeMs : 0;
    const source = Math.max(shared, newest(path.join(root, t.dir)));
    if (built >= source) continue;
    console.log(`building ${t.workspace}…`);
    execSync(`npm run build --silent -w ${t.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
