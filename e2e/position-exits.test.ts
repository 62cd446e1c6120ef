/**
 * Goal (issue 15): the demo customer sets exits on a held position in a real browser, in jp, cn
 * and us. The detail screen says the rule before saving (which side of the price each exit
 * goes, that the first to trade closes the whole position and cancels the other); a stop-loss
 * on the wrong side is refused with the catalogue message; the saved exits are shown on the
 * position's detail and on its card, exactly as the API holds them. Screenshots in each language.
 */
import { translate } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';
import type { Envelope } from './app-helpers.ts';
import {
  UI_TIMEOUT_MS,
  callAs,
  eventually,
  open,
  screenAt,
  toastText,
  unlockFunds,
} from './app-helpers.ts';

const DEMO = { account: '0900000001', password: 'demo1234' } as const;

/** A price as the screens show it: thousands separators, decimals as the API gave them. */
function grouped(price: string): string {
  const [whole = '0', fraction] = price.split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

describe('exits on a position', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let session: { token: string; account: string };
  let positionId = 0;

  function call<T>(path: string, params: Record<string, string> = {}) {
    return callAs<T>(running.baseUrl, session, path, params);
  }

  beforeAll(async () => {
    running = await startKabuto({ marketPractice: true });
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${running.baseUrl}/#/login/login`);
    await page.locator('[data-testid=login-account] input').fill(DEMO.account);
    await page.locator('[data-testid=login-password] input').fill(DEMO.password);
    await page.locator('[data-testid=login-submit]').click();
    await page.waitForURL(/#\/home\/index/, { timeout: UI_TIMEOUT_MS });
    session = await page.evaluate(() => ({
      token: window.localStorage.getItem('tokend') ?? '',
      account: window.localStorage.getItem('account') ?? '',
    }));
    await unlockFunds(running.baseUrl, session);
    const bought = await call<{ position_id: number }>('trade/buy', {
      code: '7203',
      num: '100',
      leverage: '1',
    });
    expect(bought.status).toBe(1);
    positionId = bought.data.position_id;
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  for (const language of ['jp', 'cn', 'us'] as const) {
    it(`sets a stop-loss and a take-profit and sees them on the position in ${language}`, async () => {
      const { page } = browser;
      browser.errors.length = 0;
      await page.evaluate((lang: Language) => {
        window.localStorage.setItem('language', lang);
        window.localStorage.setItem('stock', 'jpy');
      }, language);
      await open(page, running.baseUrl, `/position/info?id=${positionId}`);
      await page.reload();
      await screenAt(page, '/position/info');
      const exits = page.locator('[data-testid=position-exits]');
      await exits.waitFor({ timeout: UI_TIMEOUT_MS });
      const price = Number(
        (await call<{ price: string }>('market/quote', { code: '7203' })).data.price,
      );
      const stopLoss = String(Math.floor((price * 0.9) / 10) * 10);
      const takeProfit = String(Math.ceil((price * 1.1) / 10) * 10);

      // The wrong side is refused with the catalogue's words, before anything is saved.
      await page.locator('[data-testid=exit-stop-loss] input').fill(takeProfit);
      await page.locator('[data-testid=exit-save]').click();
      const refusal = translate('stop_loss_wrong_side', language).split('{{')[0]!;
      await eventually(async () => (await toastText(page)) ?? '').toContain(refusal);

      await page.locator('[data-testid=exit-stop-loss] input').fill(stopLoss);
      await page.locator('[data-testid=exit-take-profit] input').fill(takeProfit);
      await page.locator('[data-testid=exit-save]').click();
      await eventually(async () => toastText(page)).toBe(translate('exit_set', language));
      const detail = (
        await call<{ stop_loss: string; take_profit: string }>('trade/position', {
          id: String(positionId),
        })
      ).data;
      expect(detail).toMatchObject({
        stop_loss: `${stopLoss}.00`,
        take_profit: `${takeProfit}.00`,
      });
      await eventually(
        async () => (await page.locator('[data-testid=position-stop-loss] dd').textContent()) ?? '',
      ).toBe(`${grouped(detail.stop_loss)} JPY`);
      expect(await page.locator('[data-testid=position-take-profit] dd').textContent()).toBe(
        `${grouped(detail.take_profit)} JPY`,
      );
      await exits.scrollIntoViewIfNeeded();
      await shot(page, `position-exits-${language}`);

      await open(page, running.baseUrl, '/position/index');
      const card = page.locator(`[data-testid=held-${positionId}] [data-testid=card-exits]`);
      await card.waitFor({ timeout: UI_TIMEOUT_MS });
      const line = (await card.textContent()) ?? '';
      expect(line).toContain(grouped(detail.stop_loss));
      expect(line).toContain(grouped(detail.take_profit));
      await card.scrollIntoViewIfNeeded();
      await shot(page, `position-card-exits-${language}`);
      expect(browser.errors).toEqual([]);
    });
  }

  for (const language of ['jp', 'cn', 'us'] as const) {
    it(`previews a stop order with its trigger and expiry before Confirm in ${language}`, async () => {
      const { page } = browser;
      browser.errors.length = 0;
      await page.evaluate(
        (lang: Language) => window.localStorage.setItem('language', lang),
        language,
      );
      await open(page, running.baseUrl, '/quotes/info?code=7203');
      await page.reload();
      await screenAt(page, '/quotes/info');
      await page.locator('[data-testid=order-buy]').click();
      await page.locator('[data-testid=order-form]').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.locator('[data-testid=order-type-stop]').click();
      const price = Number(
        (await call<{ price: string }>('market/quote', { code: '7203' })).data.price,
      );
      const trigger = String(Math.ceil((price * 1.05) / 10) * 10);
      await page.locator('[data-testid=order-trigger-price] input').fill(trigger);
      await page.locator('[data-testid=order-lots] input').fill('10');
      await page.locator('[data-testid=order-conditions]').scrollIntoViewIfNeeded();
      await shot(page, `order-stop-sheet-${language}`);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/vue/trade/preview'));
      await page.locator('[data-testid=order-preview]').click();
      const preview = ((await (await answer).json()) as Envelope<Record<string, string>>).data;
      expect(preview).toMatchObject({
        price_type: 'stop',
        trigger_price: `${trigger}.00`,
        tif: 'day',
      });
      const row = page.locator('[data-testid=preview-trigger] dd');
      await row.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await row.textContent()).toBe(`${grouped(preview.trigger_price!)} JPY`);
      expect(await page.locator('[data-testid=preview-expires] dd').textContent()).toContain(
        language === 'us' ? 'Day' : language === 'jp' ? '当日中' : '当日有效',
      );
      await page.locator('[data-testid=order-preview-conditions]').scrollIntoViewIfNeeded();
      await shot(page, `order-stop-preview-${language}`);
      expect(browser.errors).toEqual([]);
    });
  }
});
