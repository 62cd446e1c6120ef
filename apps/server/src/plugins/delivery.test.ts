import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../test/kabuto.ts';
import { startTestKabuto } from '../test/kabuto.ts';
import { COMPRESS_THRESHOLD_BYTES } from './delivery.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SCRIPT = 'const answer = "the same line again and again";\n'.repeat(200);
const INDEX = `<!doctype html><html><head><title>Kabuto</title></head><body>${'<p>app</p>'.repeat(80)}</body></html>`;

/** A built app in miniature, compressed by the real build step. */
function builtApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabuto-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'sw.js'), SCRIPT);
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/compress-dist.mjs'), dir]);
  return dir;
}

describe('delivery to a phone: precompressed assets, cache rules, compressed JSON', () => {
  let k: TestKabuto;
  let web: string;
  let admin: string;
  beforeAll(async () => {
    web = builtApp();
    admin = builtApp();
    k = await startTestKabuto({ demo: 'on', webDist: web, adminDist: admin });
  });
  afterAll(async () => {
    await k?.close();
    for (const dir of [web, admin]) fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    k.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a content-hashed script as brotli, else gzip, else plain, cached for a year', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never lets a cache keep index.html or the service worker', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/admin/', '/admin/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
    }
    const admin = await get('/admin/assets/index-Ab12Cd34.js', 'gzip');
    expect(admin.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(admin.rawPayload).toString()).toBe(SCRIPT);
  });

  it('does not publish the compressed twins under their own names', async () => {
    expect((await get('/assets/index-Ab12Cd34.js.br')).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });

  it('compresses a large JSON answer and leaves a small one as it is', async () => {
    const large = await k.app.inject({
      method: 'POST',
      url: '/api/vue/market/stocks',
      headers: { 'accept-encoding': 'br', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'type=jpy&size=100',
    });
    expect(large.headers['content-encoding']).toBe('br');
    const json = zlib.brotliDecompressSync(large.rawPayload).toString();
    expect(json.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(JSON.parse(json)).toMatchObject({ status: 1 });
    expect(large.rawPayload.length).toBeLessThan(json.length / 2);

    const small = await k.app.inject({
      method: 'POST',
      url: '/api/vue/no/such/route',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 0 });
  });
});
