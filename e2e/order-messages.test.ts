/**
 * Goal (issue 14, the order and exit messages): the site messages of a stop that fills, a
 * stop-limit that rests, a day and a gtc order that expire, and a stop-loss and a take-profit
 * that close a position read right on the messages screen in jp, cn and us: the stock's name in
 * the reader's language, the currency named, every figure with its separators, nothing left
 * unfilled, nothing wider than the screen. The server's own senders write them, for real resting
 * orders of the demo customer (a Japanese and a US stock); screenshots in each language.
 */
import type { Language } from '@kabuto/shared/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../apps/server/src/db/transaction.ts';
import { toTick_e4 } from '../apps/server/src/modules/market/price-rules.ts';
import {
  tellExitFired,
  tellOrderExpired,
  tellStopTriggered,
} from '../apps/server/src/modules/trading/order-messages.ts';
import { orderById } from '../apps/server/src/modules/trading/repository.ts';
import type { Session } from './app-helpers.ts';
import { UI_TIMEOUT_MS, callAs, open, screenAt, signInDemo } from './app-helpers.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';

/** The stock's name and how its currency is written, per language. */
const STOCKS = {
  '7203': {
    market: 'JP',
    currency: 'JPY',
    name: { jp: 'トヨタ自動車', cn: '丰田汽车', us: 'Toyota' },
  },
  AAPL: {
    market: 'US',
    currency: 'USD',
    name: { jp: 'アップル', cn: '苹果', us: 'Apple' },
  },
} as const;
type Code = keyof typeof STOCKS;

/** Six messages a stock: stop filled, stop-limit resting, day and gtc expiry, two exits. */
const KINDS_PER_STOCK = 6;

describe('the order and exit messages on the messages screen', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let session: Session;

  function call<T>(path: string, params: Record<string, string> = {}) {
    return callAs<T>(running.baseUrl, session, path, params);
  }

  /** A resting gtc stop of the demo customer's, then every message the senders write of it. */
  async function sendMessagesOf(code: Code): Promise<void> {
    const quote = await call<{ price: string }>('market/quote', { code });
    const price = Number(quote.data.price);
    const placed = await call<{ id: number }>('trade/buy', {
      code,
      num: code === 'AAPL' ? '5' : '100',
      leverage: '1',
      price_type: 'stop',
      // Whole tens of yen are on every tick table; cents are the US tick.
      trigger_price:
        code === 'AAPL' ? (price * 1.05).toFixed(2) : String(Math.ceil(price * 0.105) * 10),
      tif: 'gtc',
    });
    expect(placed.status, placed.msg).toBe(1);
    const { ctx } = running.kabuto;
    const order = await orderById(ctx.db, placed.data.id);
    if (!order) throw new Error('the stop order was not stored');
    const price_e4 = toTick_e4(STOCKS[code].market, price, code);
    await inTransaction(ctx.db, async (tx) => {
      await tellStopTriggered(ctx, tx, order, price_e4);
      await tellStopTriggered(
        ctx,
        tx,
        { ...order, price_type: 'stop_limit', limit_price_e4: price_e4 },
        price_e4,
      );
      await tellOrderExpired(ctx, tx, { ...order, tif: 'day' });
      await tellOrderExpired(ctx, tx, order);
      const exit = { customerId: order.customer_id, code, currency: STOCKS[code].currency };
      const closed = { quantity: order.quantity, price_e4 };
      await tellExitFired(
        ctx,
        tx,
        { ...exit, which: 'stop_loss', exit_e4: toTick_e4(STOCKS[code].market, price * 0.9, code) },
        { ...closed, realised: -123_456 },
      );
      await tellExitFired(
        ctx,
        tx,
        {
          ...exit,
          which: 'take_profit',
          exit_e4: toTick_e4(STOCKS[code].market, price * 1.1, code),
        },
        { ...closed, realised: 234_567 },
      );
    });
  }

  beforeAll(async () => {
    running = await startKabuto({ marketPractice: true });
    browser = await openBrowser({ width: 360, height: 740 });
    session = await signInDemo(browser.page, running.baseUrl, { unlock: true });
    await sendMessagesOf('7203');
    await sendMessagesOf('AAPL');
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  for (const language of ['jp', 'cn', 'us'] as const) {
    it(`reads every order and exit message in ${language}, with names and currencies`, async () => {
      const { page } = browser;
      await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
      const list = await call<{ id: number; kind: string }[]>('user/messages');
      const ids = list.data
        .filter((message) => /^(stop|order_expired|exit)_/.test(message.kind))
        .map((message) => message.id);
      expect(ids).toHaveLength(2 * KINDS_PER_STOCK);

      await open(page, running.baseUrl, '/mine/message');
      await page
        .locator(
          '[data-testid^=message-]:not([data-testid=messages-screen]):not([data-testid=messages-unread])',
        )
        .first()
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `order-messages-list-${language}`);

      for (const [index, id] of ids.entries()) {
        await open(page, running.baseUrl, `/mine/messageInfo?id=${id}`);
        await screenAt(page, '/mine/messageInfo');
        const body = page.locator('[data-testid=message-body]');
        await body.waitFor({ timeout: UI_TIMEOUT_MS });
        const text = `${await page.locator('[data-testid=message-title]').textContent()} ${await body.textContent()}`;
        // Newest first: the US stock's six, then the Japanese stock's.
        const stock = STOCKS[index < KINDS_PER_STOCK ? 'AAPL' : '7203'];
        await shot(page, `order-message-${language}-${index + 1}`);
        expectReadable(text, language, stock);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, text).toBeLessThanOrEqual(360);
      }
    });
  }

  it('leaves the ledger balanced', async () => {
    await running.assertLedgerBalanced();
  });
});

/**
 * The stock's name in the reader's language, the currency named, every figure with its
 * thousands separators ("2,551.00", never "2551.00"), no placeholder left, and no plain space
 * before the currency.
 */
function expectReadable(text: string, language: Language, stock: (typeof STOCKS)[Code]): void {
  expect(text).not.toContain('{{');
  expect(text).toContain(stock.name[language]);
  expect(text).toContain(stock.currency);
  expect(text, text).not.toMatch(/\d{4}\.\d{2}/);
  // An amount and its currency never part at a line's end: a no-break space joins them.
  expect(text, text).not.toContain(` ${stock.currency}`);
}
