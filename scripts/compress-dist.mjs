/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin beside every text file of a built app, at the
 * strongest settings (this runs once per build, not per request). The server sends the twin the
 * browser accepts (@fastify/static `preCompressed`). A twin that would not be smaller is skipped.
 *
 *   node scripts/compress-dist.mjs apps/web/dist
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed file saves less than its headers cost. */
const MIN_BYTES = 256;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full);
    } else yield full;
  }
}

function compressDist(dir) {
  let raw = 0;
  let brotli = 0;
  let count = 0;
  for (const file of files(dir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) fs.rmSync(file);
  }
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
    raw += bytes.length;
    brotli += Math.min(br.length, bytes.length);
    count += 1;
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`compressed ${count} files in ${dir}: ${kb(raw)} → ${kb(brotli)} brotli`);
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/compress-dist.mjs <dist dir>…');
  process.exit(2);
}
for (const dir of dirs) compressDist(dir);
