/**
 * `npm run lighthouse` (issue 18): Lighthouse 13.5.0, mobile with its default simulated slow 4G,
 * against a production start of Kabuto (built if needed, demo data, a fresh data folder), on the
 * start screen (signed out), the home screen and the quote of 7203 (both signed in as the demo
 * customer). Prints each report's scores, FCP, LCP and bytes; the JSON reports are kept in
 * $TMPDIR/kabuto-lighthouse. Not part of `npm test`.
 *
 * Lighthouse declares Node >= 22.19 and so cannot be a dependency here (engine-strict); it runs
 * through `npx --yes lighthouse@13.5.0` from a folder outside the workspace; it starts Chromium on
 * a profile prepared with playwright-core, so the signed-in runs find the session in localStorage.
 * LIGHTHOUSE_ROOT=<another checkout> measures that checkout's builds instead (before/after);
 * LIGHTHOUSE_PAGES=home-index,… measures only the pages named; LIGHTHOUSE_RUNS=n runs each page n
 * times and reports the run with the median performance score (scores of single runs vary by ±5
 * on this machine), with every run's score and total blocking time beside it.
 *
 * Read the LCP element column. Until 2026-11-28 every screen faded in from opacity 0, which
 * Chromium does not count as a paint of content: the splash mark stayed the largest paint, or the
 * quote's price at its first tick while its market was open. The screen the page opens on is now
 * drawn at once, so the LCP is that screen's content (home's cash summary, the quote's price).
 * The server started here takes the environment: SIM_CLOCK_START=<an instant when Tokyo is open
 * or closed> sets the market's clock (a quote's price ticks only while its market is open).
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfNeeded } from './build-if-needed.mjs';

const OWN_ROOT = path.resolve(import.meta.dirname, '..');
/** Another checkout to measure (its builds as they are), for before/after figures. */
const ROOT = process.env.LIGHTHOUSE_ROOT ? path.resolve(process.env.LIGHTHOUSE_ROOT) : OWN_ROOT;
const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const DEMO = { account: '0900000001', password: 'demo1234' };
const WORK = path.join(os.tmpdir(), 'kabuto-lighthouse');

const ALL_PAGES = [
  { name: 'login-start', route: '/login/start', signedIn: false },
  { name: 'home-index', route: '/home/index', signedIn: true },
  { name: 'quotes-info-7203', route: '/quotes/info?code=7203', signedIn: true },
];
/** Runs a page: a whole number from 1, or the script stops before starting anything. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(
    `LIGHTHOUSE_RUNS must be a whole number from 1, not ${process.env.LIGHTHOUSE_RUNS}`,
  );
  process.exit(2);
}
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((page) => process.env.LIGHTHOUSE_PAGES.split(',').includes(page.name))
  : ALL_PAGES;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url, attempts = 120) {
  for (let i = 0; i < attempts; i += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabuto-lighthouse-data-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/`);
  return {
    baseUrl,
    stop() {
      server.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/vue/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(DEMO).toString(),
  });
  const body = await response.json();
  if (body.status !== 1) throw new Error(`demo sign-in refused: ${body.msg}`);
  return { tokend: body.data.token, account: DEMO.account };
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];

/**
 * A fresh Chromium profile holding the session (or none) in the app's localStorage: Lighthouse
 * starts Chromium on it, and keeps its storage (`--disable-storage-reset`) on signed-in runs.
 */
async function profileWith(baseUrl, session) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kabuto-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROME_FLAGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/api/docs/json`);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, session ?? {});
  await context.close();
  return profile;
}

function runLighthouse(url, profile, signedIn, output) {
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
      ...(signedIn ? ['--disable-storage-reset'] : []),
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    {
      cwd: WORK,
      stdio: ['ignore', 'inherit', 'inherit'],
      // `npm run` hands the workspace's engine-strict to npx through the environment: Lighthouse's
      // engines field would refuse Node 20, on which it runs.
      env: { ...process.env, CHROME_PATH: CHROMIUM, npm_config_engine_strict: 'false' },
    },
  );
  return JSON.parse(fs.readFileSync(output, 'utf8'));
}

function summary(name, report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    page: name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    'FCP s': (audit('first-contentful-paint') / 1000).toFixed(1),
    'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(1),
    'TBT ms': Math.round(audit('total-blocking-time')),
    'KiB transferred': Math.round(audit('total-byte-weight') / 1024),
    'LCP element': lcpElement(report),
  };
}

/** What painted the largest contentful paint: its test id, or its first class. */
function lcpElement(report) {
  const items = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const snippet = items.find((item) => item.type === 'node')?.snippet ?? '';
  return /data-testid="([^"]+)"/.exec(snippet)?.[1] ?? /class="([^" ]+)/.exec(snippet)?.[1] ?? '?';
}

async function main() {
  fs.mkdirSync(WORK, { recursive: true });
  if (ROOT === OWN_ROOT) buildIfNeeded();
  const server = await startServer();
  try {
    const session = await signIn(server.baseUrl);
    const rows = [];
    for (const target of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const name = RUNS === 1 ? target.name : `${target.name}-${run + 1}`;
        const output = path.join(WORK, `${name}.json`);
        const url = `${server.baseUrl}/#${target.route}`;
        // A failed run (Chromium's start fails now and then here) is run once more, on a fresh
        // profile: the failed one may hold a warm cache.
        let report;
        for (let attempt = 1; !report; attempt += 1) {
          const profile = await profileWith(server.baseUrl, target.signedIn ? session : null);
          try {
            report = runLighthouse(url, profile, target.signedIn, output);
          } catch (error) {
            if (attempt === 2) throw error;
            console.error(`lighthouse failed on ${url}, running it again: ${String(error)}`);
          } finally {
            fs.rmSync(profile, { recursive: true, force: true });
          }
        }
        runs.push({
          ...summary(target.name, report),
          'ended at': new URL(report.finalDisplayedUrl ?? report.finalUrl).hash,
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor((runs.length - 1) / 2)];
      rows.push(
        RUNS === 1
          ? median
          : {
              ...median,
              runs: runs.map((run) => `${run.performance}/${run['TBT ms']}`).join(' '),
            },
      );
    }
    console.table(rows);
    console.log(`reports: ${WORK}`);
  } finally {
    server.stop();
  }
}

await main();
