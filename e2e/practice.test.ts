/**
 * Goal (issue 14 item 8, "practice is one tap away when markets are closed"): on a Sunday, with no
 * practice switch at start-up, the demo customer's order sheet says the market is closed and
 * offers the practice session (jp, cn, us; 390 and 360 px wide); one tap opens the simulated
 * market, the quote screen labels the practice session, and the order is placed. Then, as in a
 * fresh demo, a day-trading application is approved at once without staff (jp, cn, us).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import { cn } from '../apps/web/src/i18n/texts/cn.ts';
import { jp } from '../apps/web/src/i18n/texts/jp.ts';
import { us } from '../apps/web/src/i18n/texts/us.ts';
import {
  UI_TIMEOUT_MS,
  confirmOneShare,
  confirmDialog,
  eventually,
  fill,
  open,
  signInDemo,
  text,
  toastText,
} from './app-helpers.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';

const TEXTS = { jp, cn, us } as const;
const LANGUAGES: readonly Language[] = ['jp', 'cn', 'us'];
// Sunday 12:00 in Tokyo (Saturday night in New York): every market is closed.
const SUNDAY = new Date('2026-03-08T03:00:00Z');

describe('the practice session offered by the closed order sheet', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    running = await startKabuto(
      { marketPractice: false, simClockStart: SUNDAY },
      { demoAutoApprove: true },
    );
    browser = await openBrowser();
    baseUrl = running.baseUrl;
    await signInDemo(browser.page, baseUrl, { unlock: true });
  });

  afterAll(async () => {
    await running?.assertLedgerBalanced();
    await browser?.close();
    await running?.close();
  });

  async function openClosedSheet(language: Language, width: number, height: number) {
    const { page } = browser;
    await page.setViewportSize({ width, height });
    await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
    await open(page, baseUrl, '/quotes/info?code=7203');
    await page.locator('[data-testid=order-buy]').click();
    await page.locator('[data-testid=order-form]').waitFor({ timeout: UI_TIMEOUT_MS });
  }

  for (const language of LANGUAGES) {
    it(`offers the practice session in ${language} at 390 and 360 px`, async () => {
      const { page } = browser;
      for (const [width, height] of [
        [390, 844],
        [360, 740],
      ] as const) {
        await openClosedSheet(language, width, height);
        const offer = page.getByTestId('practice-offer');
        await offer.waitFor({ timeout: UI_TIMEOUT_MS });
        expect(await offer.textContent()).toContain(TEXTS[language].practiceOffer.hint);
        const button = page.getByTestId('practice-start');
        expect(await button.textContent()).toBe(TEXTS[language].practiceOffer.start);
        // The button keeps its label on one line, inside the screen.
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.height).toBeLessThan(40);
        expect(await page.getByTestId('practice-label').count()).toBe(0);
        await page.waitForTimeout(300);
        await shot(page, `practice-offer-${width}-${language}`);
      }
    });
  }

  it('opens the market in one tap, labels it, and takes the order', async () => {
    const { page } = browser;
    await openClosedSheet('us', 390, 844);
    await page.getByTestId('practice-start').click();
    await eventually(() => toastText(page)).toBe(translate('practice_started', 'us'));
    // The quote now trades: the closed note and the offer are gone, the label is shown.
    await page.getByTestId('practice-offer').waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    await page.getByTestId('practice-label').first().waitFor({ timeout: UI_TIMEOUT_MS });
    await page.waitForTimeout(300);
    await shot(page, 'practice-started-us');
    await confirmOneShare(page);
    await page.getByTestId('order-view-positions').waitFor({ timeout: UI_TIMEOUT_MS });
  });

  it('approves a day-trading application at once in the demo, without staff', async () => {
    const { page } = browser;
    // One application may be open at a time: apply once (jp), then read it in every language.
    for (const [i, language] of LANGUAGES.entries()) {
      await page.evaluate((lang) => {
        window.localStorage.setItem('language', lang);
        window.localStorage.setItem('stock', 'jpy');
      }, language);
      await open(page, baseUrl, '/home/withinDays');
      if (i === 0) {
        await fill(page, 'within-days-amount', '100000');
        await page.getByTestId('within-days-submit').click();
        await page.getByTestId('within-days-confirm').waitFor({ timeout: UI_TIMEOUT_MS });
        await confirmDialog(page);
        await eventually(() => toastText(page)).toBe(
          translate('intraday_approved', language, { amount: '￥100,000' }),
        );
      }
      await eventually(() => text(page, 'within-days-open-status')).toBe(
        TEXTS[language].intraday.status.trading,
      );
      await page.waitForTimeout(300);
      await shot(page, `practice-intraday-approved-${language}`);
    }
  });

  it('answers a quick recharge with what happened, in jp, cn and us', async () => {
    const { page } = browser;
    for (const language of LANGUAGES) {
      await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
      await open(page, baseUrl, '/mine/stored');
      await page.getByTestId('stored-chip-10000').click();
      await page.getByTestId('stored-submit').click();
      await page.getByTestId('stored-done').waitFor({ timeout: UI_TIMEOUT_MS });
      await eventually(() => toastText(page)).toContain(
        translate('recharge_credited', language).split('{{')[0]!,
      );
      expect(await toastText(page)).toContain('10,000');
      await shot(page, `practice-recharge-${language}`);
    }
  });
});
