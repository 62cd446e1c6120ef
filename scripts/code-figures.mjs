// `--list` lists every row; `--with-types` counts type-only imports too.
// The figures issue "one owner for every rule" is measured by: import cycles of the server,
// imports that reach into another server module's internals, long files and functions, and
// interfaces declared by hand in the apps' API folders. `node scripts/code-figures.mjs [root]`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(
  process.argv.slice(2).find((a) => !a.startsWith('--')) ?? path.join(import.meta.dirname, '..'),
);
const FILE_LINES_MAX = 400;
const FUNCTION_LINES_MAX = 80;
/** Data and texts are not code: instrument tables, catalogue and i18n texts, default pages. */
const DATA = /(instruments-(cn|jp|us)|catalogue|i18n\/|texts\/|default-pages|demo\/news)/;

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const sources = ['apps/server/src', 'apps/web/src', 'apps/admin/src', 'packages/shared/src']
  .map((d) => path.join(root, d))
  .filter((d) => fs.existsSync(d))
  .flatMap((d) => walk(d));
const code = sources.filter((f) => !f.endsWith('.test.ts') && !DATA.test(f));
const rel = (f) => path.relative(root, f);

// Long files and functions
const longFiles = [];
const longFunctions = [];
for (const file of code) {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n').length;
  if (lines > FILE_LINES_MAX) longFiles.push(`${rel(file)} (${lines})`);
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = sf.getLineAndCharacterOfPosition(node.end).line;
      if (end - start + 1 > FUNCTION_LINES_MAX) {
        const name = node.name?.getText(sf) ?? node.parent?.name?.getText?.(sf) ?? '(anonymous)';
        longFunctions.push(`${rel(file)}:${start + 1} ${name} (${end - start + 1})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

// Server imports: the graph, its cycles, and reaches into other modules' internals
const serverDir = path.join(root, 'apps/server/src');
const serverFiles = sources.filter((f) => f.startsWith(serverDir) && !f.endsWith('.test.ts'));
const withTypes = process.argv.includes('--with-types');
const graph = new Map();
const PUBLIC = /\/(service|schemas|types)\.ts$/;
const internalReaches = [];
for (const file of serverFiles) {
  const text = fs.readFileSync(file, 'utf8');
  const targets = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gms)) {
    if (m[2] && !withTypes) continue; // type-only imports do not run
    const target = path.resolve(path.dirname(file), m[3]);
    targets.push(target);
    const moduleOf = (f) => /\/modules\/([^/]+)\//.exec(f)?.[1];
    const from = moduleOf(file);
    const to = moduleOf(target);
    if (from && to && from !== to && !PUBLIC.test(target))
      internalReaches.push(`${rel(file)} → ${rel(target)}`);
  }
  graph.set(
    file,
    targets.filter((t) => graph.has(t) || serverFiles.includes(t)),
  );
}
// Strongly connected components (Tarjan): every component of more than one file is a circle.
let index = 0;
const stack = [];
const meta = new Map();
const circles = [];
function connect(v) {
  meta.set(v, { index, low: index, on: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!meta.has(w)) {
      connect(w);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
    } else if (meta.get(w).on) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
  }
  if (meta.get(v).low === meta.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).on = false;
      component.push(rel(w));
    } while (w !== v);
    if (component.length > 1) circles.push(component.sort());
  }
}
for (const v of graph.keys()) if (!meta.has(v)) connect(v);

// Response types declared by hand in the apps' API folders
const handTypes = [];
for (const file of sources) {
  if (!/apps\/(web|admin)\/src\/(features\/[^/]+\/(api\/|types\.ts)|lib\/api)/.test(file)) continue;
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^export (interface \w+|type \w+(<[^>]*>)? = \{)/gm)) {
    handTypes.push(`${rel(file)}: ${m[1]}`);
  }
}

const verbose = process.argv.includes('--list');
const show = (title, rows) => {
  console.log(`${title}: ${rows.length}`);
  if (verbose) for (const r of rows) console.log(`  ${Array.isArray(r) ? r.join(' ') : r}`);
};
show(`server import circles (${withTypes ? 'all' : 'runtime'} imports)`, circles);
console.log(`files in circles: ${circles.flat().length}`);
show(
  `${withTypes ? 'all' : 'runtime'} imports of one server module into another's files other than its service`,
  internalReaches,
);
show(`code files over ${FILE_LINES_MAX} lines`, longFiles);
show(`functions over ${FUNCTION_LINES_MAX} lines`, longFunctions);
show("interfaces and object types declared in the apps' API folders", handTypes);
