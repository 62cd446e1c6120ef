/**
 * Goal (issue 15): on a Sunday (the app's clock starts there, as SIM_CLOCK_START does) the demo
 * customer opens the order sheet in jp, cn and us and is told the market is shut and when the
 * order would execute, in their time zone; the buying-power panel shows cash, available and the
 * most shares in the order's currency. One share more than the maximum is refused with the
 * buying-power message; the maximum itself is accepted, queued, and the confirmation says when it
 * executes. The customer finds it in the orders tab and cancels it there, and what it held comes
 * back. Screenshots of the sheet, the confirmation and the orders tab in each language.
 */
import { translate } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import { DEFAULT_TIME_ZONES } from '@kabuto/shared/time-zones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';
import type { Envelope } from './app-helpers.ts';
import {
  callAs,
  confirmDialog,
  eventually,
  noToast,
  open,
  signInDemo,
  toastText,
  UI_TIMEOUT_MS,
} from './app-helpers.ts';

/** Sunday 22 November 2026, 12:00 in Tokyo. Monday the 23rd is a Japanese holiday. */
const SUNDAY = '2026-11-22T03:00:00Z';
/** The JPX opens next on Tuesday the 24th, 09:00 in Tokyo. */
const NEXT_OPEN = '2026-11-24T00:00:00.000Z';

interface Power {
  currency: string;
  cash: string;
  available: string;
  max_quantity: number;
  queued_for: string | null;
}

/** The next open's hour and minute as the customer's zone shows it (24-hour clock). */
function openTimeIn(language: Language): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: DEFAULT_TIME_ZONES[language],
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(NEXT_OPEN));
}

describe('orders on a Sunday: queued for the next session, with buying power on the ticket', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let session: { token: string; account: string };

  function call<T>(path: string, params: Record<string, string> = {}) {
    return callAs<T>(running.baseUrl, session, path, params);
  }

  beforeAll(async () => {
    running = await startKabuto({ simClockStart: new Date(SUNDAY) });
    browser = await openBrowser();
    session = await signInDemo(browser.page, running.baseUrl, { unlock: true });
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it.each(['jp', 'cn', 'us'] as const)(
    'queues the maximum, refuses one share more, and cancels from the orders tab (%s)',
    async (language) => {
      const { page } = browser;
      await page.evaluate((l) => window.localStorage.setItem('language', l), language);
      await open(page, running.baseUrl, '/quotes/info?code=7203');
      await page.locator('[data-testid=order-buy]').click();
      await page.locator('[data-testid=order-form]').waitFor({ timeout: UI_TIMEOUT_MS });

      // Before anything is entered: the market is shut, and the order would execute at the open.
      const note = page.locator('[data-testid=next-session-note]');
      await eventually(async () => (await note.textContent()) ?? '').toContain(
        openTimeIn(language),
      );
      const power = await call<Power>('trade/buyingpower', {
        code: '7203',
        direction: 'long',
        leverage: '1',
        price_type: 'market',
      });
      expect(power.data).toMatchObject({ currency: 'JPY', queued_for: NEXT_OPEN });
      const max = power.data.max_quantity;
      expect(max).toBeGreaterThan(0);
      await eventually(async () => page.getByTestId('buying-power-max').textContent()).toBe(
        String(max),
      );
      await page.locator('[data-testid=order-leverage-1]').click();

      // One share more than the maximum: refused at Confirm with the buying-power message.
      const lots = page.locator('[data-testid=order-lots] input');
      await lots.fill(String(max + 1));
      await lots.blur();
      await eventually(() => page.getByTestId('buying-power-short').isVisible()).toBe(true);
      await page.locator('[data-testid=order-preview]').click();
      await page.locator('[data-testid=order-preview-sheet]').waitFor({ timeout: UI_TIMEOUT_MS });
      let answer = page.waitForResponse((r) => r.url().endsWith('/api/vue/trade/buy'));
      await page.locator('[data-testid=order-confirm]').click();
      const refused = (await (await answer).json()) as Envelope<null>;
      expect(refused.msg).toBe('available_balance_insufficient');
      await eventually(() => toastText(page)).toBe(
        translate('available_balance_insufficient', language),
      );
      await noToast(page);

      // The maximum, set by the max button, is accepted and queued for the next open.
      await page.locator('[data-testid=order-back]').click();
      await page.locator('[data-testid=buying-power-max-button]').click();
      // The sheet takes the maximum on its next render, not necessarily before the click returns.
      await eventually(() => lots.inputValue()).toBe(String(max));
      await shot(page, `queued-order-sheet-${language}`);
      await page.locator('[data-testid=order-preview]').click();
      await page.locator('[data-testid=order-preview-sheet]').waitFor({ timeout: UI_TIMEOUT_MS });
      answer = page.waitForResponse((r) => r.url().endsWith('/api/vue/trade/buy'));
      await page.locator('[data-testid=order-confirm]').click();
      const placed = (await (await answer).json()) as Envelope<{
        id: number;
        num: number;
        status: string;
        queued_for: string;
      }>;
      expect(placed).toMatchObject({
        msg: 'order_queued',
        data: { status: 'queued', num: max, queued_for: NEXT_OPEN },
      });
      await eventually(() =>
        page.locator('[data-testid=order-done]').getAttribute('data-status'),
      ).toBe('queued');
      expect(await page.getByTestId('order-queued-for').textContent()).toContain(
        openTimeIn(language),
      );
      await shot(page, `queued-order-done-${language}`);
      const held = await call<Power>('trade/buyingpower', {
        code: '7203',
        leverage: '1',
        price_type: 'market',
      });
      expect(held.data.max_quantity).toBeLessThan(max);
      await page.locator('[data-testid=order-done-close]').click();

      // The orders tab lists it as queued, with when it executes; cancelling returns the cash.
      await open(page, running.baseUrl, '/position/index?tab=orders');
      const row = page.locator(`[data-testid=order-row-${placed.data.id}]`);
      await row.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await row.getAttribute('data-status')).toBe('queued');
      // The quantity carries its unit ("3,428 shares", "3,428株", "3,428股"), never bare.
      const grouped = max.toLocaleString('en-US');
      const unit = { us: `${grouped} shares`, jp: `${grouped}株`, cn: `${grouped}股` }[language];
      expect(await row.textContent()).toContain(unit);
      expect(await row.getByTestId(`order-queuedFor-${placed.data.id}`).textContent()).toContain(
        openTimeIn(language),
      );
      await shot(page, `queued-order-list-${language}`);
      await page.locator(`[data-testid=order-cancel-${placed.data.id}]`).click();
      await confirmDialog(page);
      await eventually(() => row.getAttribute('data-status')).toBe('cancelled');
      await eventually(async () => {
        const after = await call<Power>('trade/buyingpower', {
          code: '7203',
          leverage: '1',
          price_type: 'market',
        });
        return after.data.cash;
      }).toBe(power.data.cash);
      await running.assertLedgerBalanced();
    },
  );
});
