/**
 * The first-screen budget (issue 18): what a visitor's phone downloads to show `/#/login/start`,
 * JavaScript and CSS, brotli-compressed as the server sends it, must stay within
 * FIRST_SCREEN_BUDGET_BYTES. Run after the web build (`npm run build -w @kabuto/web`); exits 1
 * when the budget is exceeded, so the build and CI fail. Prints every chunk and the totals.
 *
 *   node scripts/bundle-budget.mjs [apps/web/dist]
 *
 * What the first screen needs is read from Vite's manifest: the entry (index.html) and the chunk
 * it loads once the splash is painted, START_CHUNK, with their static imports. The web build puts
 * the modules the first screen needs (FIRST_SCREEN_SOURCES and their static imports: the app's
 * boot, the start screen, the start-up language's core texts and the UI kit's texts) in that one
 * chunk (apps/web/vite.config.ts). e2e/first-screen.test.ts checks the same budget in a real
 * browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** 150 KB (KiB, the unit Lighthouse reports transfers in) of compressed JavaScript and CSS. */
export const FIRST_SCREEN_BUDGET_BYTES = 150 * 1024;

/**
 * The modules (their paths' ends) the first screen starts from, after the entry: the app it loads
 * once the splash is painted (boot.tsx), the start screen, and the start-up language's core texts
 * (jp; the rest load with the first other screen) with the UI kit's.
 */
export const FIRST_SCREEN_SOURCES = [
  'src/boot.tsx',
  'src/features/auth/components/start-screen.tsx',
  'src/i18n/texts/jp-core.ts',
  'antd-mobile/es/locales/ja-JP.js',
];

/** The chunk the web build makes of the first screen's modules (a chunk name, not a file). */
export const START_CHUNK = 'start';

/** The bytes the server sends for a built file: its `.br` twin when there is one. */
function sentBytes(dist, file) {
  const full = path.join(dist, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  const bytes = fs.readFileSync(full);
  return Math.min(bytes.length, zlib.brotliCompressSync(bytes).length);
}

/**
 * Every JS and CSS file the entry and the start chunk load before the screen shows (static imports
 * only). `sources`: manifest keys, or the names of chunks the build named.
 */
export function firstScreenFiles(manifest, sources = ['index.html', START_CHUNK]) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk =
      manifest[key] ??
      Object.values(manifest).find((entry) => entry.name === key && entry.file.endsWith('.js'));
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files].filter((file) => /\.(?:js|css)$/.test(file));
}

/** The first screen's files with their sent sizes, the total, and the whole build's total. */
export function measure(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = firstScreenFiles(manifest).map((file) => ({ file, bytes: sentBytes(dist, file) }));
  const everything = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((file) => /\.(?:js|css)$/.test(file))
    .reduce((sum, file) => sum + sentBytes(dist, `assets/${file}`), 0);
  return {
    files: files.sort((a, b) => b.bytes - a.bytes),
    total: files.reduce((sum, entry) => sum + entry.bytes, 0),
    everything,
  };
}

function main() {
  const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
  const { files, total, everything } = measure(dist);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const { file, bytes } of files) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
  console.log(
    `first screen (/#/login/start): ${kb(total)} brotli JS+CSS of ${kb(FIRST_SCREEN_BUDGET_BYTES)} allowed; whole app ${kb(everything)}`,
  );
  if (total > FIRST_SCREEN_BUDGET_BYTES) {
    console.error(
      `bundle budget exceeded by ${kb(total - FIRST_SCREEN_BUDGET_BYTES)}: split what the first screen does not need`,
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
