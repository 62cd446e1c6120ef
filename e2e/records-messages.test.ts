/**
 * Goal: what the customer reads about money is specific and in their own terms. Fund records
 * carry a label for every kind of ledger transfer and a detail line (the stock and quantity of a
 * trade, the currencies of an exchange), filter by kind and export as CSV in the app's language;
 * times follow the time zone chosen on My Page; and an order answers a message saying what
 * happened to it. Checked in jp, cn and us at 390×844, with screenshots.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import { TRANSFER_LABELS } from '@kabuto/shared/transfer-labels';
import { cn } from '../apps/web/src/i18n/texts/cn.ts';
import { jp } from '../apps/web/src/i18n/texts/jp.ts';
import { us } from '../apps/web/src/i18n/texts/us.ts';
import type { Session } from './app-helpers.ts';
import {
  DEMO,
  UI_TIMEOUT_MS,
  eventually,
  open,
  signInDemo,
  text,
  toastText,
} from './app-helpers.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';
import { inTransaction } from '../apps/server/src/db/transaction.ts';
import { sendSystemMessage } from '../apps/server/src/modules/messages/service.ts';

const TEXTS = { jp, cn, us } as const;
const LANGUAGES: readonly Language[] = ['jp', 'cn', 'us'];

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

interface RecordRow {
  type: string;
  group: string;
  time: string;
  order_no: string;
  detail: { code: string | null; quantity: number | null };
}

/** A formatter to the minute of `locale` in `zone`, computed here independently of the app. */
function minuteFormat(locale: string, zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** `iso` as the app writes it in `zone`: YYYY-MM-DD HH:mm. */
function inZone(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    minuteFormat('en-US', zone)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe('fund records, time zones and action messages', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let baseUrl: string;
  let session: Session;

  async function call<T>(path: string, params: Record<string, string> = {}, lang = 'jp') {
    const response = await fetch(`${baseUrl}/api/vue/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        token: session.token,
        account: session.account,
        lang,
      },
      body: new URLSearchParams(params).toString(),
    });
    return (await response.json()) as Envelope<T>;
  }

  async function inLanguage(page: Page, language: Language, route: string) {
    await page.evaluate((l) => window.localStorage.setItem('language', l), language);
    await open(page, baseUrl, route);
  }

  beforeAll(async () => {
    running = await startKabuto({ marketPractice: true });
    browser = await openBrowser();
    baseUrl = running.baseUrl;
    const { page } = browser;
    session = await signInDemo(page, baseUrl, { unlock: true });
  });

  afterAll(async () => {
    await running?.assertLedgerBalanced();
    await browser?.close();
    await running?.close();
  });

  it('says a filled order is filled, naming the stock and quantity', async () => {
    const { page } = browser;
    await open(page, baseUrl, '/quotes/info?code=7203');
    await page.locator('[data-testid=order-buy]').click();
    await page.locator('[data-testid=order-form]').waitFor({ timeout: UI_TIMEOUT_MS });
    const lots = page.locator('[data-testid=order-lots] input');
    await lots.fill('100');
    await lots.blur();
    await page.locator('[data-testid=order-preview]').click();
    await page.locator('[data-testid=order-preview-sheet]').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.locator('[data-testid=order-confirm]').click();
    await eventually(() => toastText(page)).toContain('7203');
    const toast = (await toastText(page)) ?? '';
    const head = translate('order_filled', 'jp').split('{{')[0]!;
    expect(toast.startsWith(head)).toBe(true);
    expect(toast).toContain('100株');
    await shot(page, 'messages-order-filled-jp');
    const ex = await call('user/exchange', { from: 'JPY', to: 'USD', money: '10000' });
    expect(ex.status).toBe(1);
  });

  for (const language of LANGUAGES) {
    it(`labels every record, with its detail, filters by kind and exports CSV (${language})`, async () => {
      const { page } = browser;
      const texts = TEXTS[language];
      await inLanguage(page, language, '/mine/transactionRecords?tab=trade');
      const items = page.getByTestId('records-item');
      await items.first().waitFor({ timeout: UI_TIMEOUT_MS });
      const labels = await page.locator('[data-testid=records-item] span').allTextContents();
      expect(labels).not.toContain(TRANSFER_LABELS.other[language]);
      const trade = page.locator('[data-testid=records-item][data-type=trade_open]').first();
      expect(await trade.getByTestId('records-detail').textContent()).toContain('7203');
      expect(await trade.getByTestId('records-detail').textContent()).toContain(
        texts.records.detail.shares.replace('{{n}}', '100'),
      );
      await shot(page, `records-details-${language}`);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.waitForTimeout(300);
      await shot(page, `records-details-${language}-360`);
      await page.setViewportSize({ width: 390, height: 844 });

      await page.getByTestId('records-group').click();
      await page
        .locator('.adm-action-sheet')
        .getByText(texts.records.groups.exchange, { exact: true })
        .click();
      await eventually(async () =>
        [...new Set(await items.evaluateAll((els) => els.map((e) => e.dataset.group)))].join(),
      ).toBe('exchange');
      await shot(page, `records-group-exchange-${language}`);

      const download = page.waitForEvent('download');
      await page.getByTestId('records-export').click();
      const file = await download;
      const stream = await file.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const csv = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      const lines = csv.trim().split('\r\n');
      expect(lines[0]!.split(',')[2]).toBe(texts.records.csv.type);
      expect(lines.length - 1).toBe(await items.count());
      for (const line of lines.slice(1)) expect(line).toContain(TRANSFER_LABELS.exchange[language]);
    });
  }

  it('writes a message’s deadline in the reader’s zone and its amount with separators', async () => {
    const { page } = browser;
    const { ctx } = running.kabuto;
    const deadline = '2026-12-01T06:00:00.000Z';
    const customer = await ctx.db
      .selectFrom('customers')
      .select('id')
      .where('account', '=', DEMO.account)
      .executeTakeFirstOrThrow();
    await inTransaction(ctx.db, async (tx) => {
      await sendSystemMessage(tx, ctx.clock, {
        customerId: customer.id,
        kind: 'ipo_won',
        params: {
          code: '9999',
          lots: '2',
          quantity: '2',
          amount: '1234567.50',
          currency: 'JPY',
          deadline,
          mode: 'pay_after',
        },
      });
    });
    const zones = { jp: 'Asia/Tokyo', cn: 'Asia/Shanghai', us: 'America/New_York' } as const;
    const locales = { jp: 'ja-JP', cn: 'zh-CN', us: 'en-US' } as const;
    for (const language of LANGUAGES) {
      await inLanguage(page, language, '/mine/message');
      const row = page.locator('[data-testid^=message-]').first();
      await row.waitFor({ timeout: UI_TIMEOUT_MS });
      await row.locator('button').click();
      await page.getByTestId('message-body').waitFor({ timeout: UI_TIMEOUT_MS });
      const body = await text(page, 'message-body');
      // The date and its time are joined by no-break spaces: never parted at a line's end.
      const when = minuteFormat(locales[language], zones[language])
        .format(new Date(deadline))
        .replaceAll(' ', '\u00a0');
      expect(body).toContain(when);
      expect(body).not.toMatch(/[\d,] \d{1,2}:\d{2}/);
      // An amount and its currency are joined by a no-break space: never parted at a line's end.
      expect(body).toContain('1,234,567.50\u00a0JPY');
      expect(body).not.toContain('{{');
      // The message's own time is written as its text writes one (jp "2026/11/25 07:39", us
      // "11/25/2026, 07:39"), not in a form of its own.
      const shape = (time: string) => time.replace(/\d/g, '0').replaceAll('\u00a0', ' ');
      expect(shape(await text(page, 'message-time'))).toBe(shape(when));
      await shot(page, `messages-ipo-won-${language}`);
    }
  });

  it('writes counts with the word their number takes, in stop and exit messages too', async () => {
    const { page } = browser;
    const { ctx } = running.kabuto;
    const customer = await ctx.db
      .selectFrom('customers')
      .select('id')
      .where('account', '=', DEMO.account)
      .executeTakeFirstOrThrow();
    const toyota = {
      code: '7203',
      name: 'Toyota',
      name_jp: 'トヨタ',
      name_cn: '丰田',
      name_us: 'Toyota',
    };
    await inTransaction(ctx.db, async (tx) => {
      const send = (kind: 'ipo_won' | 'stop_triggered' | 'exit_take_profit', params: object) =>
        sendSystemMessage(tx, ctx.clock, {
          customerId: customer.id,
          kind,
          params: params as Record<string, string>,
        });
      await send('ipo_won', {
        code: '9998',
        lots: '1',
        quantity: '1',
        amount: '850.00',
        currency: 'JPY',
        deadline: '2026-12-01T06:00:00.000Z',
      });
      await send('stop_triggered', {
        ...toyota,
        quantity: '1',
        price: '2551.00',
        trigger: '2550.00',
        amount: '2551.00',
        currency: 'JPY',
      });
      await send('exit_take_profit', {
        ...toyota,
        quantity: '300',
        exit: '2700.00',
        price: '2699.00',
        pnl: '59379.00',
        currency: 'JPY',
      });
    });
    // Newest first: the exit, the stop, the IPO allotment.
    const expected = {
      us: [
        ['position of 300 shares of 7203 Toyota', 'Realised result 59,379.00\u00a0JPY'],
        ['stop order for 1 share of 7203 Toyota', 'Value 2,551.00\u00a0JPY'],
        ['You won 1 lot (1 share) of 9998'],
      ],
      jp: [
        ['7203 トヨタ 300株', '59,379.00\u00a0JPY'],
        ['7203 トヨタ 1株', '2,551.00\u00a0JPY'],
        ['1 口（1 株）'],
      ],
      cn: [
        ['7203 丰田 300 股', '59,379.00\u00a0JPY'],
        ['7203 丰田 1 股', '2,551.00\u00a0JPY'],
        ['1 手（1 股）'],
      ],
    } as const;
    for (const language of LANGUAGES) {
      for (const [i, parts] of expected[language].entries()) {
        await inLanguage(page, language, '/mine/message');
        const row = page.locator('[data-testid^=message-]').nth(i);
        await row.waitFor({ timeout: UI_TIMEOUT_MS });
        await row.locator('button').click();
        await page.getByTestId('message-body').waitFor({ timeout: UI_TIMEOUT_MS });
        const body = await text(page, 'message-body');
        for (const part of parts) expect(body).toContain(part);
        expect(body).not.toMatch(/\(s\)|\b1 (lots|shares)\b|{{/);
        await shot(page, `messages-plural-${i}-${language}`);
      }
    }
  });

  it('shows times in the zone chosen on My Page, and keeps it on the customer', async () => {
    const { page } = browser;
    await inLanguage(page, 'us', '/mine/myPage');
    await page.getByTestId('my-page-time-zone').scrollIntoViewIfNeeded();
    expect(await text(page, 'my-page-time-zone-value')).toContain('Eastern Time');
    await shot(page, 'my-page-time-zone-default-us');
    for (const [language, zone] of [
      ['jp', 'Asia/Tokyo'],
      ['us', 'America/Los_Angeles'],
    ] as const) {
      expect(
        (await call('user/timezone', { time_zone: language === 'jp' ? '' : zone })).status,
      ).toBe(1);
      // The app takes the customer's zone with the user info (My Page loads it).
      await inLanguage(page, language, '/mine/myPage');
      await page.getByTestId('my-page-time-zone').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.waitForTimeout(500);
      await open(page, baseUrl, '/mine/transactionRecords?tab=trade');
      const first = page.getByTestId('records-item').first();
      await first.waitFor({ timeout: UI_TIMEOUT_MS });
      const rows = (await call<{ items: RecordRow[] }>('user/fundlist', { kind: 'trade' })).data
        .items;
      const sub = await first.locator('span').allTextContents();
      expect(sub).toContain(inZone(rows[0]!.time, zone));
    }
    const info = await call<{ time_zone: string; time_zone_chosen: boolean }>('user/getUserinfo');
    expect(info.data).toMatchObject({ time_zone: 'America/Los_Angeles', time_zone_chosen: true });
    await inLanguage(page, 'us', '/mine/myPage');
    await page.getByTestId('my-page-time-zone').scrollIntoViewIfNeeded();
    expect(await text(page, 'my-page-time-zone-value')).toContain('Pacific');
    await shot(page, 'my-page-time-zone-chosen-us');
    await call('user/timezone', { time_zone: '' });
  });
});
