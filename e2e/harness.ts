/**
 * Browser-test harness: a real Kabuto (real server, fresh database, demo data, the built apps)
 * on a random loopback port, and Debian's Chromium driven by playwright-core.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { createKabuto } from '../apps/server/src/app.ts';
import type { Kabuto } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { dropPostgresSchema } from '../apps/server/src/db/database.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/invariant.ts';
import { configureSetting } from '../apps/server/src/modules/site/service.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SCREENSHOT_DIR = path.join(ROOT, 'e2e', 'screenshots');
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface RunningKabuto {
  baseUrl: string;
  kabuto: Kabuto;
  /** Throws when the ledger's double-entry invariant does not hold. */
  assertLedgerBalanced(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `fundUnlockMinutes`: how long the fund-password unlock lasts. A test file signs in once and
 * runs longer than the 15 minutes customers get on a loaded machine, so browser tests get 120
 * unless they test the unlock itself. `demoAutoApprove`: demo mode approves customers' requests
 * at once (setting demo_auto_approve); browser tests of the staff review queue need it off, so it
 * is off unless a test asks for the demo as a newcomer meets it.
 */
export async function startKabuto(
  overrides: Partial<Config> = {},
  options: { fundUnlockMinutes?: number; demoAutoApprove?: boolean } = {},
): Promise<RunningKabuto> {
  for (const app of ['web', 'admin']) {
    if (!fs.existsSync(path.join(ROOT, 'apps', app, 'dist', 'index.html'))) {
      throw new Error(`apps/${app}/dist is missing: run \`npm run build\` (npm test does it)`);
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabuto-e2e-'));
  const schema = TEST_DATABASE_URL ? `e2e_${randomBytes(6).toString('hex')}` : undefined;
  const config: Config = {
    ...loadConfig({}, ROOT),
    dataDir,
    databaseUrl: TEST_DATABASE_URL,
    demo: 'on',
    passwordHashing: { memoryCost_kib: 4096, timeCost: 1 },
    authRateLimit: { max: 10_000, window_ms: 60_000 },
    ...overrides,
  };
  const kabuto = await createKabuto(config, schema ? { schema } : {});
  await configureSetting(
    kabuto.ctx,
    'fund_unlock_minutes',
    String(options.fundUnlockMinutes ?? 120),
    'browser tests: one sign-in lasts the whole file',
  );
  await configureSetting(
    kabuto.ctx,
    'demo_auto_approve',
    options.demoAutoApprove ? '1' : '0',
    'browser tests: staff decide the reviews they test',
  );
  await kabuto.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = kabuto.app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    kabuto,
    async assertLedgerBalanced() {
      const check = await checkLedger(kabuto.ctx.db);
      if (!check.ok) throw new Error(`ledger invariant broken: ${check.problems.join('; ')}`);
    },
    async close() {
      await kabuto.close();
      if (schema && TEST_DATABASE_URL) await dropPostgresSchema(TEST_DATABASE_URL, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const MOBILE_VIEWPORT = { width: 390, height: 844 } as const;

export interface Browser {
  context: BrowserContext;
  page: Page;
  newPage(): Promise<Page>;
  /** Console errors and page errors seen so far, per page. */
  errors: string[];
  close(): Promise<void>;
}

/** Debian's Chromium, headless, in a fresh profile; 390×844 unless told otherwise. */
export async function openBrowser(
  viewport: { width: number; height: number } = MOBILE_VIEWPORT,
): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kabuto-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport,
    deviceScaleFactor: 2,
    locale: 'ja-JP',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  };
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page);
  return {
    context,
    page,
    errors,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves a PNG of the page to e2e/screenshots/<name>.png and returns its path. */
export async function shot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
