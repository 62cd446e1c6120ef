// `npm run staff:create -- --username NAME --password SECRET --roles reviewer,auditor`
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded({ only: ['@kabuto/server'] });
await import(path.resolve(import.meta.dirname, '../apps/server/dist/staff-create.js'));
