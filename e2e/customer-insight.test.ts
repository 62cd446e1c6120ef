/**
 * Goal (issue 17, items 1 and 2): on My Page the demo customer sees an equity curve (replayed
 * history) with the five ranges, reads a point by touching it, and sees the allocation; on a
 * stock's page they set a price alert, find it in the alert list, and receive it live when the
 * price crosses it. In jp, cn and us, at 390×844, with screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import { deliverAlerts } from '../apps/server/src/modules/insight/service.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';
import { UI_TIMEOUT_MS, eventually, fill, open, signInDemo, toastText } from './app-helpers.ts';

const TITLES: Readonly<Record<Language, { performance: string; alert: string }>> = {
  jp: { performance: '運用成績', alert: '価格アラート' },
  cn: { performance: '账户收益', alert: '价格提醒' },
  us: { performance: 'Performance', alert: 'Price alert' },
};

describe('performance, allocation and price alerts in the customer app', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    running = await startKabuto({ marketPractice: true });
    browser = await openBrowser();
    baseUrl = running.baseUrl;
    const { page } = browser;
    await signInDemo(page, baseUrl);
  });

  afterAll(async () => {
    await running?.assertLedgerBalanced();
    await browser?.close();
    await running?.close();
  });

  it.each(LANGUAGES)(
    'shows the equity curve with its ranges and the allocation (%s)',
    async (language) => {
      const { page } = browser;
      await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
      await open(page, baseUrl, '/mine/myPage');
      const card = page.getByTestId('my-page-performance');
      await card.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await card.textContent()).toContain(TITLES[language].performance);
      const curve = page.getByTestId('equity-curve');
      await curve.waitFor({ timeout: UI_TIMEOUT_MS });
      const pointsOf = async () => Number(await curve.getAttribute('data-points'));
      await eventually(pointsOf).toBeGreaterThan(15); // a month of replayed closes
      await page.getByTestId('performance-range-1w').click();
      await eventually(pointsOf).toBeLessThanOrEqual(6);
      await page.getByTestId('performance-range-all').click();
      await eventually(pointsOf).toBeGreaterThanOrEqual(55);
      expect(await page.getByTestId('performance-twr').textContent()).toMatch(/^[+-]?\d+\.\d{2}%$/);
      // Touch the first third of the curve: the readout shows that day, not the last one.
      const last = await page.getByTestId('equity-readout').textContent();
      const box = (await curve.boundingBox())!;
      await curve.scrollIntoViewIfNeeded();
      await page.mouse.click(box.x + box.width * 0.2, box.y + box.height / 2);
      await eventually(async () => page.getByTestId('equity-readout').textContent()).not.toBe(last);
      expect(await page.getByTestId('equity-readout').textContent()).toMatch(/\d{4}-\d{2}-\d{2}/);
      await shot(page, `insight-performance-${language}`);

      const allocation = page.getByTestId('my-page-allocation');
      await allocation.scrollIntoViewIfNeeded();
      await page.getByTestId('allocation-by_product-cash').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByTestId('allocation-view-by_currency').click();
      await page.getByTestId('allocation-by_currency-USD').waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `insight-allocation-${language}`);
    },
  );

  it.each(LANGUAGES)(
    'sets an alert on a stock, lists it and receives it live (%s)',
    async (language) => {
      const { page } = browser;
      await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
      await open(page, baseUrl, '/quotes/info?code=7203');
      const alerts = page.getByTestId('quote-alerts');
      await alerts.scrollIntoViewIfNeeded();
      await page.getByTestId('alert-kind-above').click();
      const price = running.kabuto.ctx.market.quote('7203')!.price_e4;
      const value = (Math.floor(price / 10_000) + 1).toFixed(0); // just above the price now
      await fill(page, 'alert-value', value);
      await page.getByTestId('alert-add').click();
      const row = alerts.locator('[data-testid^=alert-][data-fired=false]').last();
      await row.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await row.textContent()).toContain(value);
      await shot(page, `insight-alert-added-${language}`);

      await page.getByTestId('quote-alerts-all').click();
      await page.getByTestId('alerts-screen').waitFor({ timeout: UI_TIMEOUT_MS });
      const listed = page.locator('[data-testid=alerts-screen] li[data-fired=false]');
      await eventually(async () => listed.count()).toBeGreaterThanOrEqual(1);
      expect(await listed.first().textContent()).toContain('7203');

      // The price crosses it: delivered once, as a site message and live (toast, list refreshed).
      const crossing = {
        code: '7203',
        price_e4: (Number(value) + 1) * 10_000,
        prev_close_e4: price,
      };
      expect(await deliverAlerts(running.kabuto.ctx, [crossing])).toBe(1);
      await eventually(async () => (await toastText(page)) ?? '').toContain(TITLES[language].alert);
      await eventually(async () => listed.count()).toBe(0);
      await shot(page, `insight-alert-fired-${language}`);
      expect(await deliverAlerts(running.kabuto.ctx, [crossing])).toBe(0);
    },
  );
});
