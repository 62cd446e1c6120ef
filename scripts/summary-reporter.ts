import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, `vitest: N passed, N failed, N skipped`, which CI reads
 * as the suite's result.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
    }
    const where = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    process.stdout.write(
      `\nSuite on ${where}:\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped\n`,
    );
  }
}
