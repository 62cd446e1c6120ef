/**
 * Goal (issue 18): the customer app is installable (a web app manifest with icons, a service
 * worker) and resilient: without a network a page shows the offline screen in the customer's
 * language, and quotes and money never come from a cache (the API is not answered offline).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, screenAt } from './app-helpers.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, startKabuto } from './harness.ts';

describe('the installable app', () => {
  let running: RunningKabuto;
  let browser: Browser;
  beforeAll(async () => {
    running = await startKabuto();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('names a manifest with its icons once the first screen is up, not while the page starts', async () => {
    const html = await (await fetch(`${running.baseUrl}/`)).text();
    // Fetched while the page starts, the manifest and the icon took connections from the app.
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain('<link rel="icon" href="data:," />');
    const { page } = browser;
    await page.goto(`${running.baseUrl}/#/login/start`);
    // A first visit asks for the language first (first-run.test.ts).
    await page.evaluate(() => window.localStorage.setItem('language', 'jp'));
    await page.reload();
    await screenAt(page, '/login/start');
    const links = () =>
      page.evaluate(() =>
        ['manifest', 'icon'].map((rel) =>
          document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href'),
        ),
      );
    await eventually(links).toEqual(['./manifest.webmanifest', './icons/icon-192.png']);
    const manifest = (await (await fetch(`${running.baseUrl}/manifest.webmanifest`)).json()) as {
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) {
      const response = await fetch(`${running.baseUrl}/${icon.src}`);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
    }
  });

  it('shows the offline screen in the customer language and never answers the API from a cache', async () => {
    const { page, context } = browser;
    await page.goto(`${running.baseUrl}/#/login/start`);
    await page.evaluate(() => window.localStorage.setItem('language', 'us'));
    await page.reload();
    await screenAt(page, '/login/start');
    await eventually(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.state;
      }),
    ).toBe('activated');
    // Ask the API once online, so that a cache would have something to give back.
    const online = await page.evaluate(async () => {
      const response = await fetch('/api/vue/market/indices', { method: 'POST' });
      return response.status;
    });
    expect(online).toBe(200);

    await context.setOffline(true);
    try {
      const quote = await page.evaluate(async () => {
        try {
          await fetch('/api/vue/market/indices', { method: 'POST' });
          return 'answered';
        } catch {
          return 'failed';
        }
      });
      expect(quote).toBe('failed');
      await page.goto(`${running.baseUrl}/?offline=1#/home/index`);
      await page.getByTestId('offline-screen').waitFor();
      expect(await page.locator('h1').textContent()).toBe('You are offline');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await context.setOffline(false);
    }
  });
});
