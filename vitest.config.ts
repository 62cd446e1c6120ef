import { defineConfig } from 'vitest/config';

/**
 * One runner for the whole suite. `npm test` runs every project; TEST_DATABASE_URL makes the
 * server and browser tests run on PostgreSQL instead of SQLite.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at a time, each with its own server, database and Chromium: one at a time
          // left the machine's second core mostly idle while a page waited on the network or an
          // animation (the browser tests took 1,003 s on two cores, 602 s two at a time).
          fileParallelism: true,
          maxWorkers: 2,
          pool: 'forks',
          // A project with its own number of workers runs as a group of its own, after the
          // server's tests (vitest refuses two projects with different workers in one group).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
