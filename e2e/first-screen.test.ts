/**
 * Goal (issue 18): the first screen a visitor sees (`/#/login/start`) downloads at most
 * FIRST_SCREEN_BUDGET_BYTES of compressed JavaScript and CSS, in a real browser against the real
 * server, and every file comes precompressed; the chart library, the other languages' texts and
 * all but the core of its own language's texts are not among them. The same budget is checked by
 * the build (scripts/bundle-budget.mjs). A signed-in screen's code, texts, catalogue and first
 * data are asked for with the app's code, not one round trip after it (main.tsx), and the app takes
 * the early answers instead of asking again (lib/api-call.ts).
 */
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BUDGET_BYTES } from '../scripts/bundle-budget.mjs';
import { demoSession, screenAt, UI_TIMEOUT_MS } from './app-helpers.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, startKabuto } from './harness.ts';

/**
 * A page on the app's origin with `stored` in its localStorage and without the service worker an
 * earlier test installed (it keeps the app's files, and would answer for them).
 */
async function freshPage(
  browser: Browser,
  baseUrl: string,
  stored: Record<string, string> = {},
): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/api/docs/json`);
  await page.evaluate(async (entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    for (const worker of await navigator.serviceWorker.getRegistrations())
      await worker.unregister();
    for (const cache of await caches.keys()) await caches.delete(cache);
  }, stored);
  return page;
}

/** A fresh page (freshPage) whose requests for `held` files wait until `release` is called. */
async function pageHolding(
  browser: Browser,
  baseUrl: string,
  held: RegExp,
  stored: Record<string, string> = {},
): Promise<{ page: Page; release: () => void }> {
  const page = await freshPage(browser, baseUrl, stored);
  let release = () => {};
  const holding = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await holding;
    await route.continue().catch(() => undefined);
  });
  return { page, release };
}

interface Download {
  url: string;
  bytes: number;
  encoding: string | undefined;
}

describe('the first screen on a phone', () => {
  let server: RunningKabuto;
  let browser: Browser;
  beforeAll(async () => {
    server = await startKabuto();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads within the compressed budget, precompressed, without charts, other languages or the rest of the texts', async () => {
    const { page } = browser;
    const downloads: Promise<Download>[] = [];
    page.on('response', (response: Response) => {
      if (!/\.(?:js|css)(?:\?|$)/.test(response.url())) return;
      downloads.push(
        (async () => ({
          url: new URL(response.url()).pathname,
          bytes: (await response.request().sizes()).responseBodySize,
          encoding: (await response.allHeaders())['content-encoding'],
        }))(),
      );
    });
    await page.goto(`${server.baseUrl}/#/login/start`);
    await screenAt(page, '/login/start');
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(downloads);
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `first screen: ${files.length} files, ${(total / 1024).toFixed(1)} KiB compressed\n` +
        files.map((file) => `  ${file.bytes}\t${file.encoding}\t${file.url}`).join('\n'),
    );
    expect(total).toBeGreaterThan(10_000);
    expect(total).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_BYTES);
    for (const file of files) expect(file.encoding, file.url).toBe('br');
    const urls = files.map((file) => file.url).join(' ');
    // The first screen's modules, the core jp texts among them, come in one chunk (vite.config.ts).
    expect(urls).toMatch(/\/start-[\w-]{8}\.js/);
    // A chunk's name, a dash and its 8-character hash. What the signed-in screens share is not
    // loaded, nor the chart library or any other texts.
    expect(urls).not.toMatch(
      /\/(?:screens|charts|motion|jp|cn|us|cn-core|us-core|zh-CN|en-US)-[\w-]{8}\.js/,
    );
    expect(files.length).toBeLessThanOrEqual(8);
  });

  it("asks for the app's code with the page, before the entry that imports it has come", async () => {
    // The entry is held back: what the page asks for meanwhile, index.html asked for.
    const { page, release } = await pageHolding(
      browser,
      server.baseUrl,
      /\/assets\/index-[\w-]{8}\.js$/,
    );
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${server.baseUrl}/#/login/start`, { waitUntil: 'commit' });
    try {
      // index.html's links (start-preload.ts): the start chunk, what it imports, its style sheet.
      for (const file of ['start', 'react', 'query', 'kit-base']) {
        await expect
          .poll(() => asked.join(' '), { timeout: UI_TIMEOUT_MS, message: file })
          .toMatch(new RegExp(`/${file}-[\\w-]{8}\\.js`));
      }
      await expect
        .poll(() => asked.join(' '), { timeout: UI_TIMEOUT_MS })
        .toMatch(/\/start-[\w-]{8}\.css/);
    } finally {
      release();
    }
    await screenAt(page, '/login/start');
    // Each file once: the entry's loader took what the links had fetched.
    const files = asked.filter((path) => path.startsWith('/assets/'));
    expect(files).toEqual([...new Set(files)]);
    await page.close();
  });

  it("asks for a signed-in screen's code, all its texts, the catalogue and its data beside the app's code, takes those answers, and loads the date data in a worker", async () => {
    // The app's own code is held back: what the page asks for meanwhile, the entry asked for.
    const { page, release } = await pageHolding(
      browser,
      server.baseUrl,
      /\/assets\/start-[\w-]{8}\.js$/,
      await demoSession(server.baseUrl),
    );
    const asked: string[] = [];
    const quoteCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      asked.push(pathname);
      if (pathname === '/api/vue/market/quote') quoteCalls.push(request.postData() ?? '');
    });
    // The worker that loads the browser's date and number data ends once it has made its
    // formatters (it stays alive if its script fails).
    const endedWorkers: string[] = [];
    page.on('worker', (worker) =>
      worker.on('close', () => endedWorkers.push(new URL(worker.url()).pathname)),
    );
    await page.goto(`${server.baseUrl}/#/quotes/info?code=7203`, { waitUntil: 'commit' });
    try {
      await expect
        .poll(() => asked.join(' '), { timeout: UI_TIMEOUT_MS })
        .toMatch(/\/start-[\w-]{8}\.js/);
      for (const chunk of ['market-composed', 'jp', 'catalogue-messages', 'intl-data.worker']) {
        await expect
          .poll(() => asked.join(' '), { timeout: UI_TIMEOUT_MS, message: chunk })
          .toMatch(new RegExp(`/${chunk}-[\\w-]{8}\\.js`));
      }
      // The quote, the price source and the watchlist (the star beside the name), before the app
      // that shows them has come.
      for (const call of [
        '/api/vue/market/quote',
        '/api/vue/market/source',
        '/api/vue/market/self',
      ]) {
        await expect.poll(() => asked, { timeout: UI_TIMEOUT_MS, message: call }).toContain(call);
      }
    } finally {
      release();
    }
    await screenAt(page, '/quotes/info');
    await expect
      .poll(() => page.getByTestId('quote-price').textContent(), { timeout: UI_TIMEOUT_MS })
      .toMatch(/\d/);
    // The app took the early answer: the quote was asked for once, not again when the app came.
    expect(quoteCalls).toEqual(['code=7203']);
    expect(asked.filter((path) => path === '/api/vue/market/source')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/vue/market/self')).toHaveLength(1);
    await expect
      .poll(() => endedWorkers.join(' '), { timeout: UI_TIMEOUT_MS })
      .toMatch(/\/intl-data\.worker-[\w-]{8}\.js$/);
    await page.close();
  });

  it('asks for what the opening screen shows once, not again as its parts mount, and again on the next screen', async () => {
    const page = await freshPage(browser, server.baseUrl, await demoSession(server.baseUrl));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const times = (path: string) => asked.filter((pathname) => pathname === path).length;
    await page.goto(`${server.baseUrl}/#/home/index`);
    await screenAt(page, '/home/index');
    await expect
      .poll(() => page.getByTestId('summary-cash').textContent(), { timeout: UI_TIMEOUT_MS })
      .toMatch(/\d/);
    // The account panel mounts once the screen is drawn, and reads the same account.
    await expect.poll(() => asked.some((path) => /\/account-panel-/.test(path))).toBe(true);
    await page.waitForTimeout(500);
    // Before, the account and the message badge were asked for again as the screen mounted.
    for (const call of ['user/getUserinfo', 'user/unread', 'market/summary', 'market/indices']) {
      expect(times(`/api/vue/${call}`), call).toBe(1);
    }
    // Another screen asks for the account again, and so does home when the customer comes back.
    await page.evaluate(() => (window.location.hash = '#/mine/menu'));
    await screenAt(page, '/mine/menu');
    await expect.poll(() => times('/api/vue/user/getUserinfo')).toBe(2);
    await page.goBack();
    await screenAt(page, '/home/index');
    await expect.poll(() => times('/api/vue/user/getUserinfo')).toBe(3);
    await page.close();
  });

  it('draws the screen the page opens on at once, and fades in the next one', async () => {
    const page = await browser.newPage();
    const animationOf = (path: string) =>
      page
        .locator(`[data-testid=screen][data-path="${path}"]`)
        .evaluate((main) => getComputedStyle(main).animationName);
    // Signed out (the test above signs in): the start screen and the log-in screen are shown.
    await page.goto(`${server.baseUrl}/api/docs/json`);
    await page.evaluate(() => window.localStorage.clear());
    // The bare address: the router leads it to the start screen, which is the opening screen.
    await page.goto(`${server.baseUrl}/?opening=1`);
    await screenAt(page, '/login/start');
    // A fade from opacity 0 would hide the first paint from the browser's largest-paint report.
    expect(await animationOf('/login/start')).toBe('none');
    // Another search on the same screen (a tab, a filter) is not a change of screen.
    await page.evaluate(() => (window.location.hash = '#/login/start?tab=1'));
    // Two frames: the router has rendered the new location by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await animationOf('/login/start')).toBe('none');
    await page.evaluate(() => (window.location.hash = '#/login/login'));
    await screenAt(page, '/login/login');
    expect(await animationOf('/login/login')).toMatch(/screen-fade/);
    // A screen that needs a session, opened signed out: the log-in screen it leads to is drawn at
    // once too.
    await page.goto(`${server.baseUrl}/?opening=2#/home/index`);
    await screenAt(page, '/login/login');
    expect(await animationOf('/login/login')).toBe('none');
    await page.close();
  });
});
