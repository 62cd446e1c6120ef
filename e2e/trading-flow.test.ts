/**
 * Goal: the demo customer trades end to end in a real browser against a real server (practice
 * session, so the markets are open at any hour). Before committing, the order sheet shows the
 * published terms and a preview whose every figure is the API's; confirming sends a fresh
 * idempotency key. The customer buys Toyota long and sells Apple short, both with leverage,
 * sees them in progress with P&L that moves with the live price, opens the position's detail,
 * cancels a pending limit order, closes both positions and finds them terminated with exactly
 * the API's realised P&L. The account panel agrees with the API throughout, and the ledger
 * stays balanced. Screenshots of the order preview, the positions and a position's detail are
 * saved in the three languages.
 */
import { translate } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import type { AccountFigures } from '@kabuto/shared/contracts/funding';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';
import type { Session } from './app-helpers.ts';
import { panelTextsOf, signInDemo } from './app-helpers.ts';

/** Generous: the 2-core CI machine may be busy with other suites. */
const UI_TIMEOUT_MS = 20_000;
/** Prices tick every second; a P&L moves well within this. */
const LIVE_TIMEOUT_MS = 30_000;

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
  [extra: string]: unknown;
}

interface Row {
  id: number;
  code: string;
  status: number;
  nowprice: string;
  stock_num: number;
  buy_price: string;
  yingkui: string;
  margin: string;
  direction: 'long' | 'short';
  [field: string]: unknown;
}

interface Preview {
  price: string;
  num: number;
  leverage: number;
  currency: string;
  cost: string;
  margin: string;
  purchase_fee: string;
  selling_fee: string;
  stamp_duty: string;
  total: string;
  liquidation_price: string;
  warning_pct: number;
  liquidation_pct: number;
}

function eventually<T>(read: () => Promise<T>, timeout = UI_TIMEOUT_MS) {
  return expect.poll(read, { timeout, interval: 150 });
}

function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

function toastText(page: Page): Promise<string | null> {
  return page.locator('.adm-toast-main').last().textContent();
}

async function noToast(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.adm-toast-mask'), null, {
    timeout: UI_TIMEOUT_MS,
  });
}

async function screenAt(page: Page, route: string): Promise<void> {
  await eventually(async () => currentRoute(page)).toBe(route);
  await page
    .locator(`[data-testid=screen][data-path="${route}"]`)
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await page.waitForTimeout(300);
}

async function open(page: Page, baseUrl: string, route: string): Promise<void> {
  await page.goto(`${baseUrl}/#${route}`);
  await screenAt(page, route.split('?')[0] ?? route);
}

// ---- Decimal text as BigInt hundredths: the expected figures never go through floats. ----

function cents(text: unknown): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(String(text ?? '').trim());
  if (!match) return 0n;
  const value = BigInt((match[2] ?? '0') + (match[3] ?? '').padEnd(2, '0').slice(0, 2));
  return match[1] ? -value : value;
}

function centsText(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A price as the screens show it: thousands separators, decimals as the API gave them. */
function grouped(price: unknown): string {
  const [whole = '0', fraction] = String(price).split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/** Money as the positions screens show a P&L: with a plus sign when positive. */
function signedMoney(text: string): string {
  return `${cents(text) > 0n ? '+' : ''}${displayMoney(text)}`;
}

/** Gross P&L as the server works it out: price difference × quantity, in the currency's unit. */
function grossPnl(row: Pick<Row, 'direction' | 'buy_price' | 'stock_num'>, price: string) {
  const e4 = (text: string) => {
    const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
    return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
  };
  const diff =
    row.direction === 'long' ? e4(price) - e4(row.buy_price) : e4(row.buy_price) - e4(price);
  return { diff_e4: diff, quantity: BigInt(row.stock_num) };
}

function pnlText(
  row: Pick<Row, 'direction' | 'buy_price' | 'stock_num'>,
  price: string,
  scale: number,
) {
  const { diff_e4, quantity } = grossPnl(row, price);
  const abs = diff_e4 < 0n ? -diff_e4 : diff_e4;
  const minor = (abs * quantity * 10n ** BigInt(scale) + 5_000n) / 10_000n;
  const hundredths = scale === 0 ? minor * 100n : minor;
  return centsText(diff_e4 < 0n ? -hundredths : hundredths);
}

interface Api {
  call<T>(path: string, params?: Record<string, string>): Promise<Envelope<T>>;
}

function apiOf(baseUrl: string, session: () => Session | undefined): Api {
  return {
    async call<T>(path: string, params: Record<string, string> = {}) {
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        lang: 'jp',
      };
      const current = session();
      if (current) Object.assign(headers, { token: current.token, account: current.account });
      const response = await fetch(`${baseUrl}/api/vue/${path}`, {
        method: 'POST',
        headers,
        body: new URLSearchParams(params).toString(),
      });
      return (await response.json()) as Envelope<T>;
    },
  };
}

// ---- The account panel (SPEC §7), worked out from answers of the API ----

interface PanelAnswers {
  user: Record<string, string>;
  newStocks: Row[];
  withdrawals: Row[];
  products: Row[];
  credits: Row[];
  held: Row[];
  figures: AccountFigures;
}

const PANEL_FIGURES = [
  'panel-total-assets',
  'panel-holdings-value',
  'panel-cash',
  'panel-frozen',
  'panel-borrowed',
  'panel-floating-pnl',
] as const;

/** What the panel must show: the figures its user/assets call answered, checked to add up. */
function panelFiguresOf(answers: PanelAnswers, type: MarketType): Record<string, string> {
  return panelTextsOf(answers.figures, answers.user, type);
}

async function panelFigures(page: Page): Promise<Record<string, string>> {
  const figures: Record<string, string> = {};
  for (const id of PANEL_FIGURES) {
    figures[id] = ((await page.locator(`[data-testid=${id}]`).textContent()) ?? '').trim();
  }
  return figures;
}

/** Opens the account panel and returns the answers its calls received. */
async function openPanel(page: Page): Promise<PanelAnswers> {
  const bodies = new Map<string, Envelope<unknown>>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const path = new URL(response.url()).pathname.replace('/api/vue/', '');
    pending.push(
      response
        .json()
        .then((body: Envelope<unknown>) => void bodies.set(path, body))
        .catch(() => undefined),
    );
  };
  await noToast(page);
  page.on('response', onResponse);
  await page.locator('[data-testid=header-mypage]').click();
  await page
    .locator('[data-testid=account-panel-content][data-loading=false]')
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await page.waitForFunction(() => !document.querySelector('.adm-toast-loading'), null, {
    timeout: UI_TIMEOUT_MS,
  });
  page.off('response', onResponse);
  await Promise.all(pending);
  const rows = (path: string) => (bodies.get(path)?.data ?? []) as Row[];
  return {
    user: bodies.get('user/getUserinfo')?.data as Record<string, string>,
    newStocks: rows('trade/usernewstocklist'),
    withdrawals: rows('user/withdrawallist'),
    products: rows('trade/userproductlist'),
    credits: rows('trade/ustockslist'),
    held: rows('trade/userstocklist'),
    figures: bodies.get('user/assets')?.data as AccountFigures,
  };
}

async function closePanel(page: Page): Promise<void> {
  await page.locator('[data-testid=panel-close]').click();
  await page.waitForTimeout(400);
}

/** Fills the order sheet and goes to the preview; returns the preview the API answered. */
async function previewOrder(
  page: Page,
  options: { lots: string; leverage: number; limitPrice?: string },
): Promise<Preview> {
  const sheet = page.locator('[data-testid=order-form]');
  await sheet.waitFor({ timeout: UI_TIMEOUT_MS });
  if (options.limitPrice) {
    await page.locator('[data-testid=order-type-limit]').click();
    await page.locator('[data-testid=order-limit-price] input').fill(options.limitPrice);
  }
  const lots = page.locator('[data-testid=order-lots] input');
  await lots.fill(options.lots);
  await lots.blur();
  await page.locator(`[data-testid=order-leverage-${options.leverage}]`).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/vue/trade/preview'));
  await page.locator('[data-testid=order-preview]').click();
  const body = (await (await answer).json()) as Envelope<Preview>;
  expect(body.status).toBe(1);
  await page.locator('[data-testid=order-preview-sheet]').waitFor({ timeout: UI_TIMEOUT_MS });
  return body.data;
}

describe('trading from the app', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let baseUrl: string;
  let session: Session | undefined;
  let api: Api;
  const positions: { jp?: number; us?: number } = {};

  beforeAll(async () => {
    running = await startKabuto({ marketPractice: true });
    browser = await openBrowser();
    baseUrl = running.baseUrl;
    api = apiOf(baseUrl, () => session);
    session = await signInDemo(browser.page, baseUrl, { unlock: true });
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('shows the terms, then previews every cost of a leveraged long order before placing it', async () => {
    const { page } = browser;
    await open(page, baseUrl, '/quotes/info?code=7203');
    await page.locator('[data-testid=order-buy]').click();
    await page.locator('[data-testid=order-form]').waitFor({ timeout: UI_TIMEOUT_MS });

    // Integrity rule 4: leverage choices, fees and thresholds as the site publishes them.
    const config = (await api.call<{ name: string; value: string }[]>('common/config')).data;
    const setting = (name: string) => config.find((entry) => entry.name === name)?.value;
    const leverages = (setting('leverage_jpy') ?? '').split(',');
    expect(await page.locator('[data-testid=order-leverages] button').allTextContents()).toEqual(
      leverages.map((value) => `×${value}`),
    );
    const terms = (await page.locator('[data-testid=order-terms]').textContent()) ?? '';
    const feePct = (Number(setting('fee_purchase_bps_jpy')) / 100).toFixed(2);
    expect(terms).toContain(`${feePct}%`);
    expect(terms).toContain(`${setting('margin_warning_pct')}%`);
    expect(terms).toContain(`${setting('liquidation_pct')}%`);

    // No lots: the customer is asked for them.
    await page.locator('[data-testid=order-preview]').click();
    await eventually(() => toastText(page)).toBe(translate('lots_required', 'jp'));

    const preview = await previewOrder(page, { lots: '100', leverage: 2 });
    expect(preview.num).toBe(100);
    expect(preview.leverage).toBe(2);
    // Margin is the cost over the leverage; what is paid now is margin plus purchase fee.
    expect(cents(preview.margin)).toBe((cents(preview.cost) + 1n) / 2n);
    expect(cents(preview.total)).toBe(cents(preview.margin) + cents(preview.purchase_fee));
    const shown = async (key: string) =>
      ((await page.locator(`[data-testid=preview-${key}] dd`).textContent()) ?? '').trim();
    for (const key of [
      'cost',
      'margin',
      'purchase-fee',
      'selling-fee',
      'stamp-duty',
      'total',
    ] as const) {
      const field = key.replace('-', '_') as keyof Preview;
      expect(await shown(key)).toBe(`${displayMoney(preview[field])} JPY`);
    }
    expect(await shown('liquidation-price')).toBe(`${grouped(preview.liquidation_price)} JPY`);
    expect(await shown('thresholds')).toContain(`${preview.warning_pct}%`);
    expect(await shown('thresholds')).toContain(`${preview.liquidation_pct}%`);

    // Confirming sends the order with a fresh random nonce.
    const buy = page.waitForRequest((r) => r.url().endsWith('/api/vue/trade/buy'));
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/vue/trade/buy'));
    await page.locator('[data-testid=order-confirm]').click();
    const sent = new URLSearchParams((await buy).postData() ?? '');
    expect(sent.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.fromEntries(sent)).toMatchObject({
      code: '7203',
      num: '100',
      direction: 'long',
      leverage: '2',
      price_type: 'market',
    });
    const order = (await (await answer).json()) as Envelope<{
      position_id: number;
      status: string;
    }>;
    // A filled order says so, naming the stock and quantity (a pending one says it waits).
    expect(order.msg).toBe('order_filled');
    await eventually(() => toastText(page)).toContain('7203');
    expect(await toastText(page)).toContain('100株');
    await eventually(() =>
      page.locator('[data-testid=order-done]').getAttribute('data-status'),
    ).toBe('filled');
    positions.jp = order.data.position_id;
    await page.locator('[data-testid=order-done-close]').click();
  });

  it('sells Apple short with leverage and goes to the positions', async () => {
    const { page } = browser;
    await open(page, baseUrl, '/quotes/info?code=AAPL');
    await page.locator('[data-testid=order-short]').click();
    await eventually(() =>
      page.locator('[data-testid=order-side-short]').getAttribute('aria-checked'),
    ).toBe('true');
    expect(await page.locator('[data-testid=order-leverages] button').allTextContents()).toEqual([
      '×1',
      '×2',
      '×4',
    ]);
    const preview = await previewOrder(page, { lots: '20', leverage: 4 });
    expect(preview.currency).toBe('USD');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/vue/trade/buy'));
    await page.locator('[data-testid=order-confirm]').click();
    const order = (await (await answer).json()) as Envelope<{ position_id: number }>;
    expect(order.status).toBe(1);
    positions.us = order.data.position_id;
    await page.locator('[data-testid=order-view-positions]').click();
    await screenAt(page, '/position/index');
    // The positions open on the order's market.
    expect(await page.evaluate(() => window.localStorage.getItem('stock'))).toBe('usd');
    const card = page.locator(`[data-testid=held-${positions.us}]`);
    await card.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await card.getAttribute('data-code')).toBe('AAPL');
  });

  it('shows both positions in progress, their P&L moving with the live price', async () => {
    const { page } = browser;
    const cases = [
      { type: 'jpy', id: positions.jp, scale: 0 },
      { type: 'usd', id: positions.us, scale: 2 },
    ] as const;
    for (const { type, id, scale } of cases) {
      await page.locator(`[data-testid=positions-type-${type}]`).click();
      const card = page.locator(`[data-testid=held-${id}]`);
      await card.waitFor({ timeout: UI_TIMEOUT_MS });
      const row = (await api.call<Row[]>('trade/userstocklist', { type })).data.find(
        (r) => r.id === id,
      );
      expect(row).toBeTruthy();
      const pnl = card.locator(`[data-testid=held-pnl-${id}]`);
      const first = await pnl.textContent();
      await eventually(() => pnl.textContent(), LIVE_TIMEOUT_MS).not.toBe(first);
      // What is shown is the API's P&L formula at the price shown beside it.
      const snapshot = await card.evaluate((element, positionId) => {
        const read = (testId: string) =>
          element.querySelector(`[data-testid=${testId}]`)?.textContent ?? '';
        return { price: read(`held-price-${positionId}`), pnl: read(`held-pnl-${positionId}`) };
      }, id);
      expect(snapshot.pnl).toBe(signedMoney(pnlText(row!, snapshot.price, scale)));
      // One position per market here: the floating total is its P&L.
      await eventually(async () => {
        const total = await page.locator('[data-testid=positions-floating-pnl]').textContent();
        const current = await pnl.textContent();
        return total === current;
      }).toBe(true);
    }
  });

  it('shows every figure of a held position in its detail', async () => {
    const { page } = browser;
    await page.locator('[data-testid=positions-type-jpy]').click();
    await page.locator(`[data-testid=held-${positions.jp}] a`).click();
    await screenAt(page, '/position/info');
    const detail = (
      await api.call<Record<string, string | number | null>>('trade/position', {
        id: String(positions.jp),
      })
    ).data;
    const field = async (key: string) =>
      ((await page.locator(`[data-testid=position-${key}] dd`).textContent()) ?? '').trim();
    expect(await field('order-no')).toBe(detail.order_no);
    expect(await field('qty')).toBe('100');
    expect(await field('buy-price')).toBe(`${grouped(detail.buy_price)} JPY`);
    expect(await field('cost')).toBe(`${displayMoney(detail.cost)} JPY`);
    expect(await field('leverage')).toBe('×2');
    expect(await field('margin')).toBe(`${displayMoney(detail.margin)} JPY`);
    expect(await field('buy-fee')).toBe(`${displayMoney(detail.buy_fee)} JPY`);
    expect(await field('sell-price')).toBe('—');
    expect(await field('lock-until')).toBe('なし');
    expect(await page.locator('[data-testid=position-status]').getAttribute('data-status')).toBe(
      '0',
    );
    expect(await page.locator('[data-testid=position-close]').isEnabled()).toBe(true);
  });

  it('lists a pending limit order and cancels it', async () => {
    const { page } = browser;
    const quote = (await api.call<{ limit_down: string }>('market/quote', { code: '7203' })).data;
    await open(page, baseUrl, '/quotes/info?code=7203');
    await page.locator('[data-testid=order-buy]').click();
    // A buy at the day's lower limit waits: the price is far above it.
    await previewOrder(page, { lots: '10', leverage: 1, limitPrice: quote.limit_down });
    await page.locator('[data-testid=order-confirm]').click();
    await eventually(() =>
      page.locator('[data-testid=order-done]').getAttribute('data-status'),
    ).toBe('pending');
    // Not "purchase complete": the order waits for its price.
    expect(await toastText(page)).toContain(translate('order_placed', 'jp').split('{{')[0]!);
    await page.locator('[data-testid=order-view-positions]').click();
    await screenAt(page, '/position/index');
    const pending = page.locator('[data-testid=pending-orders] li');
    await eventually(() => pending.count()).toBe(1);
    await noToast(page);
    await pending.first().locator('button').click();
    await page.locator('.adm-dialog-button-bold').click();
    await eventually(() => toastText(page)).toBe(translate('cancel_success', 'jp'));
    await eventually(() => page.locator('[data-testid=pending-orders]').count()).toBe(0);
    expect((await api.call<unknown[]>('trade/orders', { status: 'pending' })).data).toEqual([]);
  });

  it('flags outstanding borrowed credit on the positions screen', async () => {
    const { page } = browser;
    await page.evaluate(() => window.localStorage.setItem('stock', 'jpy'));
    await open(page, baseUrl, '/position/index');
    await page.reload();
    await screenAt(page, '/position/index');
    // The demo customer owes nothing: no indicator.
    await page.locator(`[data-testid=held-${positions.jp}]`).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.locator('[data-testid=loan-arrears]').count()).toBe(0);

    // The same answer with a loan outstanding (jpyyjed > 0) shows it, linking to the loan screen.
    await page.route('**/api/vue/user/getUserinfo', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Envelope<Record<string, unknown>>;
      await route.fulfill({
        response,
        json: { ...body, data: { ...body.data, jpyyjed: '250000.00' } },
      });
    });
    await page.reload();
    await screenAt(page, '/position/index');
    const arrears = page.locator('[data-testid=loan-arrears]');
    await arrears.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await arrears.textContent()).toContain('250,000.00 JPY');
    expect(await arrears.getAttribute('href')).toBe('#/mine/loan');
    await page.unrouteAll();
    await page.reload();
    await screenAt(page, '/position/index');
  });

  it('shows the account panel figures the API gives while the positions are open', async () => {
    const { page } = browser;
    for (const type of ['jpy', 'usd'] as const) {
      await page.evaluate((stock) => window.localStorage.setItem('stock', stock), type);
      await page.reload();
      await screenAt(page, '/position/index');
      const answers = await openPanel(page);
      expect(answers.held.length).toBe(1);
      expect(await panelFigures(page)).toEqual(panelFiguresOf(answers, type));
      await closePanel(page);
    }
  });

  for (const language of ['jp', 'cn', 'us'] as const) {
    it(`saves screenshots of trading in ${language}`, async () => {
      const { page } = browser;
      browser.errors.length = 0;
      await page.evaluate((lang: Language) => {
        window.localStorage.setItem('language', lang);
        window.localStorage.setItem('stock', 'jpy');
      }, language);
      await open(page, baseUrl, '/quotes/info?code=7203');
      await page.reload();
      await screenAt(page, '/quotes/info');
      await page.locator('[data-testid=order-buy]').click();
      await previewOrder(page, { lots: '100', leverage: 2 });
      await page.waitForTimeout(400);
      await shot(page, `order-preview-${language}`);
      await page.locator('[data-testid=order-back]').click();
      await page.locator('[data-testid=order-form]').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.waitForTimeout(300);
      await shot(page, `order-sheet-${language}`);

      await open(page, baseUrl, '/position/index?tab=hold');
      await page.locator(`[data-testid=held-${positions.jp}]`).waitFor({ timeout: UI_TIMEOUT_MS });
      await noToast(page);
      await shot(page, `positions-hold-${language}`);

      await open(page, baseUrl, `/position/info?id=${positions.jp}`);
      await page.locator('[data-testid=position-fields]').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.waitForTimeout(300);
      await shot(page, `position-detail-${language}`);
      expect(browser.errors).toEqual([]);
    });
  }

  it('closes both positions, which then show as terminated with the API’s realised P&L', async () => {
    const { page } = browser;
    await page.evaluate(() => window.localStorage.setItem('language', 'jp'));
    await open(page, baseUrl, '/position/index?tab=hold');
    await page.reload();
    await screenAt(page, '/position/index');
    const cases = [
      { type: 'jpy', id: positions.jp },
      { type: 'usd', id: positions.us },
    ] as const;
    for (const { type, id } of cases) {
      await page.locator(`[data-testid=positions-type-${type}]`).click();
      const card = page.locator(`[data-testid=held-${id}]`);
      await card.waitFor({ timeout: UI_TIMEOUT_MS });
      await noToast(page);
      await page.locator(`[data-testid=held-close-${id}]`).click();
      await page.locator('[data-testid=close-confirm]').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.locator('.adm-dialog-button-bold').click();
      await eventually(() => toastText(page)).toBe(translate('position_closed', 'jp'));
      await eventually(() => card.count()).toBe(0);
      expect(await page.locator('[data-testid=positions-hold] [data-testid=no-data]').count()).toBe(
        1,
      );

      // A second close of the same position is refused.
      const again = await api.call('trade/sell', { id: String(id) });
      expect(again.msg).toBe('order_not_holding');

      await page.locator('[data-testid=positions-tab-closed]').click();
      const closed = await api.call<Row[]>('trade/userstocklists', { type });
      const row = closed.data.find((r) => r.id === id);
      expect(row?.status).toBe(2);
      const pnl = page.locator(`[data-testid=closed-pnl-${id}]`);
      await pnl.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await pnl.textContent()).toBe(signedMoney(row!.yingkui));
      expect(await page.locator('[data-testid=positions-realised-pnl]').textContent()).toBe(
        signedMoney(String(closed.lsyk)),
      );
      await page.locator('[data-testid=positions-tab-hold]').click();
    }
  });

  for (const language of ['jp', 'cn', 'us'] as const) {
    it(`saves a screenshot of terminated positions in ${language}`, async () => {
      const { page } = browser;
      await page.evaluate((lang: Language) => {
        window.localStorage.setItem('language', lang);
        window.localStorage.setItem('stock', 'jpy');
      }, language);
      await open(page, baseUrl, '/position/index?tab=closed');
      await page.reload();
      await screenAt(page, '/position/index');
      await page
        .locator(`[data-testid=closed-${positions.jp}]`)
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await noToast(page);
      await shot(page, `positions-closed-${language}`);
      await open(page, baseUrl, `/position/info?id=${positions.jp}`);
      await page.locator('[data-testid=position-fields]').waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `position-detail-closed-${language}`);
    });
  }

  it('shows the account panel figures the API gives after closing', async () => {
    const { page } = browser;
    await page.evaluate(() => window.localStorage.setItem('language', 'jp'));
    for (const type of ['jpy', 'usd'] as const) {
      await page.evaluate((stock) => window.localStorage.setItem('stock', stock), type);
      await open(page, baseUrl, '/home/index');
      await page.reload();
      await screenAt(page, '/home/index');
      await openPanel(page);
      const rows = async (path: string) => (await api.call<Row[]>(path, { type })).data;
      const fresh: PanelAnswers = {
        user: (await api.call<Record<string, string>>('user/getUserinfo', { type })).data,
        newStocks: await rows('trade/usernewstocklist'),
        withdrawals: await rows('user/withdrawallist'),
        products: await rows('trade/userproductlist'),
        credits: await rows('trade/ustockslist'),
        held: await rows('trade/userstocklist'),
        figures: (await api.call<AccountFigures>('user/assets', { type })).data,
      };
      expect(fresh.held).toEqual([]);
      expect(await panelFigures(page)).toEqual(panelFiguresOf(fresh, type));
      // Cash moved by exactly the realised results (fees included) of the closed positions.
      const closed = await api.call<Row[]>('trade/userstocklists', { type });
      const start = type === 'jpy' ? 10_000_000_00n : 100_000_00n;
      expect(cents(fresh.user[type])).toBe(start + cents(closed.lsyk));
      await closePanel(page);
    }
  });

  it('leaves the ledger balanced', async () => {
    await running.assertLedgerBalanced();
  });
});
