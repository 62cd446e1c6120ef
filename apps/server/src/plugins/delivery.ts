/**
 * How the server delivers bytes to a phone on a slow network (issue 18): the built apps are
 * served precompressed (the build writes `.br` and `.gz` beside every text asset), content-hashed
 * files are cached for a year, the entry pages and the service worker never, and large JSON
 * answers are compressed on the fly.
 */
import fs from 'node:fs';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyStaticOptions, SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** JSON answers smaller than this go out as they are: compressing them saves no round trip. */
export const COMPRESS_THRESHOLD_BYTES = 1400;

/** Vite names the files under `assets/` by their content hash: they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, the manifest): asked again each time. */
const REVALIDATE = 'no-cache';

/**
 * Compresses API answers (JSON only, from COMPRESS_THRESHOLD_BYTES) with brotli or gzip as the
 * client accepts. Request bodies are never decompressed. Registered before the routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    globalDecompression: false,
  });
}

/** The cache rule of one served file (its path on disk, possibly the `.br` or `.gz` twin). */
export function cacheControlFor(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

function setDeliveryHeaders(response: SetHeadersResponse, filePath: string): void {
  response.setHeader('cache-control', cacheControlFor(filePath));
  response.setHeader('vary', 'accept-encoding');
}

function staticOptions(root: string, prefix: string): FastifyStaticOptions {
  return {
    root,
    prefix,
    wildcard: false,
    preCompressed: true,
    // The compressed twins are found through preCompressed, never asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: setDeliveryHeaders,
  };
}

/** The customer app at `/` and the back office at `/admin/`, when they have been built. */
export async function serveBuiltApps(app: FastifyInstance, config: Config): Promise<void> {
  if (config.webDist && fs.existsSync(`${config.webDist}/index.html`)) {
    await app.register(fastifyStatic, staticOptions(config.webDist, '/'));
  }
  if (config.adminDist && fs.existsSync(`${config.adminDist}/index.html`)) {
    await app.register(fastifyStatic, {
      ...staticOptions(config.adminDist, '/admin/'),
      decorateReply: false,
    });
    app.get('/admin', (_request, reply) => reply.redirect('/admin/'));
  }
}
