/**
 * A fresh start with demo data, as a newcomer meets it: every product screen shows products
 * (IPOs in every phase, block offers, copy-trading products with their history, the day-trading
 * application), the news carries charts of the simulated market, the access key waits in
 * Messages and customer service opens inside the app — in jp, cn and us, with screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Language } from '@kabuto/shared/catalogue';
import type { Browser, RunningKabuto } from './harness';
import { openBrowser, shot, startKabuto } from './harness';
import { UI_TIMEOUT_MS, eventually, open, signInDemo } from './app-helpers';

const LANGUAGES: readonly Language[] = ['jp', 'cn', 'us'];
/** A direction word followed by a sign, or a signed figure followed by one. */
const DOUBLE_SIGN = /(上昇|下落|上涨|下跌|rose|fell)\s*[+-]\d|[+-][\d.]+%\s*(上昇|下落|上涨|下跌)/;

async function setLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
}

function count(page: Page, selector: string): Promise<number> {
  return page.locator(selector).count();
}

describe('the first run of a fresh demo', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    running = await startKabuto();
    browser = await openBrowser();
    baseUrl = running.baseUrl;
    await signInDemo(browser.page, baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  for (const language of LANGUAGES) {
    it(`shows products on every product screen (${language})`, async () => {
      const { page } = browser;
      await setLanguage(page, language);

      await open(page, baseUrl, '/home/newShare');
      // Five offerings, one per phase: upcoming, open, closed, drawn, listed.
      await eventually(() => count(page, '[data-testid^=offering-phase-]')).toBe(5);
      await shot(page, `first-run-ipo-${language}`);

      await open(page, baseUrl, '/home/large');
      await eventually(() => count(page, '[data-testid^=block-offer-]')).toBeGreaterThanOrEqual(2);
      expect(await count(page, '[data-testid^=block-needs-key-]')).toBeGreaterThanOrEqual(1);
      await shot(page, `first-run-blocks-${language}`);

      await open(page, baseUrl, '/home/follow');
      await eventually(() => count(page, 'article[data-testid^=product-]')).toBe(3);
      await page.locator('[data-testid^=product-chart-]').first().waitFor();
      await shot(page, `first-run-copy-${language}`);

      await open(page, baseUrl, '/home/withinDays');
      // The day-trading application is open to the newcomer.
      await page.getByTestId('within-days-submit').waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `first-run-intraday-${language}`);

      await open(page, baseUrl, '/news/index');
      await eventually(() => count(page, '[data-testid=news-image]')).toBeGreaterThanOrEqual(6);
      await shot(page, `first-run-news-${language}`);
      // A market report's move is a word and a figure, never a word and a sign ("下跌-6.87%").
      const titles = (await page.locator('[data-testid^=news-item-]').allTextContents()).join(' ');
      expect(titles).toMatch(/\d+\.\d{2}%/);
      expect(titles).not.toMatch(DOUBLE_SIGN);
      await page.locator('[data-testid^=news-item-]:not([data-testid$=title])').first().click();
      const chart = page.locator('[data-testid=news-chart][data-loading=false] path');
      await eventually(() => chart.count()).toBe(2);
      expect(await page.locator('body').textContent()).not.toMatch(DOUBLE_SIGN);
      await chart.first().scrollIntoViewIfNeeded();
      await shot(page, `first-run-news-article-${language}`);

      await open(page, baseUrl, '/mine/message');
      await shot(page, `first-run-messages-${language}`);

      await open(page, baseUrl, '/mine/menu');
      await page.locator('[data-testid$=-link-support]').first().click();
      await page.locator('[data-testid=page-service]').waitFor({ timeout: UI_TIMEOUT_MS });
      await eventually(
        async () => (await page.locator('[data-testid=page-service] p').allTextContents()).length,
      ).toBeGreaterThanOrEqual(5);
      await shot(page, `first-run-service-${language}`);
      await running.assertLedgerBalanced();
    });
  }

  it('has no errors in the console', () => {
    expect(browser.errors).toEqual([]);
  });
});
