// Bundles the server (and its CLI) with the shared package; npm dependencies stay external.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'staff-create': path.join(here, 'src/cli/staff-create.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __kabutoRequire } from 'node:module'; const require = __kabutoRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The checkpointer's worker runs as plain JavaScript, beside main.js (see src/db/checkpointer.ts).
fs.copyFileSync(
  path.join(here, 'src/db/checkpointer-worker.mjs'),
  path.join(here, 'dist/checkpointer-worker.mjs'),
);
console.log('server built: apps/server/dist');
