// `npm start`: builds what it serves when needed, then runs the server.
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import(path.resolve(import.meta.dirname, '../apps/server/dist/main.js'));
