// `npm start`: builds what it serves when needed, then runs the server.
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
// A production run unless told otherwise (development-only checks stay off).
process.env.NODE_ENV ??= 'production';
await import(path.resolve(import.meta.dirname, '../apps/server/dist/main.js'));
