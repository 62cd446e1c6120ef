/**
 * Goal: the market screens show the simulated market as the API serves it, in a real browser
 * against a real server whose practice session keeps every market open. The home screen shows
 * indices, rankings and the day's summary with the "Simulated data" label; the stock detail
 * draws its chart for every period, adjustment and indicator from market/kline with exactly
 * those parameters; search finds stocks by their Japanese, Chinese and English names and keeps
 * a history; the watchlist adds and removes; prices stream live over the WebSocket and keep
 * coming by polling when it is down; the up/down colours follow each market's convention and
 * can be swapped. Screenshots of the screens are saved in the three languages.
 */
import { translate } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, RunningKabuto } from './harness.ts';
import type { Session } from './app-helpers.ts';
import { LIVE_TIMEOUT_MS, signInDemo } from './app-helpers.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';

/** Generous: the 2-core CI machine may be busy with other suites. */
const UI_TIMEOUT_MS = 20_000;

const PERIODS = ['time', '5m', '15m', '30m', 'day', 'week', 'month', 'year'] as const;
const ADJUSTMENTS = ['forward', 'backward', 'none'] as const;
const SUB_INDICATORS = ['MACD', 'KDJ', 'RSI', 'VOL'] as const;
const MAIN_INDICATORS = ['EMA', 'BOLL', 'MA'] as const;

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

interface StockRow {
  code: string;
  name: string;
  market: string;
  price: string;
  change: string;
}

async function api<T>(
  baseUrl: string,
  path: string,
  params: Record<string, string> = {},
  session?: Session,
  language: Language = 'jp',
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    lang: language,
  };
  if (session) Object.assign(headers, { token: session.token, account: session.account });
  const response = await fetch(`${baseUrl}/api/vue/${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(params).toString(),
  });
  return (await response.json()) as Envelope<T>;
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

async function useLanguage(page: Page, baseUrl: string, language: Language): Promise<void> {
  await page.goto(`${baseUrl}/#/home/index`);
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
  await page.reload();
  await screenAt(page, '/home/index');
}

/** How many pixels the chart's canvases have painted (sampled), so a blank chart reads 0. */
function paintedPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    let painted = 0;
    const canvases = Array.from(
      document.querySelectorAll<HTMLCanvasElement>('[data-testid=kline-chart] canvas'),
    );
    for (const canvas of canvases) {
      if (!canvas.width || !canvas.height) continue;
      const context = canvas.getContext('2d');
      if (!context) continue;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 3; i < pixels.length; i += 4 * 7) if (pixels[i] !== 0) painted += 1;
    }
    return painted;
  });
}

/**
 * Painted pixels of the time axis's labels in its last two columns: a date the canvas cut off at
 * its right edge ("2026-1"). The axis is the chart's strip that drags sideways.
 */
function axisLabelAtRightEdge(page: Page): Promise<number> {
  return page.evaluate(() => {
    const axis = Array.from(
      document.querySelectorAll<HTMLCanvasElement>('[data-testid=kline-chart] canvas'),
    ).find((canvas) => canvas.parentElement?.style.cursor === 'ew-resize');
    const context = axis?.getContext('2d');
    if (!axis || !context || axis.width < 4) return -1;
    const pixels = context.getImageData(axis.width - 2, 0, 2, axis.height).data;
    let painted = 0;
    // Label ink is grey (#66666e); the axis and tick lines are much lighter (#ececef).
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i + 3]! > 60 && pixels[i]! < 200) painted += 1;
    }
    return painted;
  });
}

/** The form parameters of every market/kline call the page makes. */
function recordKlineCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/vue/market/kline') {
      calls.push(new URLSearchParams(request.postData() ?? ''));
    }
  });
  return calls;
}

/** How many points market/kline last answered for each period. */
function recordKlineAnswers(page: Page): Map<string, number> {
  const served = new Map<string, number>();
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/vue/market/kline') return;
    const period = new URLSearchParams(response.request().postData() ?? '').get('period') ?? '';
    const body = (await response.json().catch(() => null)) as Envelope<unknown[]> | null;
    if (Array.isArray(body?.data)) served.set(period, body.data.length);
  });
  return served;
}

function computedColor(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((element) => getComputedStyle(element).color);
}

const RED = 'rgb(204, 43, 48)';
const GREEN = 'rgb(10, 125, 69)';

describe('the market screens', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let baseUrl: string;
  let session: Session;

  beforeAll(async () => {
    running = await startKabuto({ marketPractice: true });
    browser = await openBrowser();
    baseUrl = running.baseUrl;
    session = await signInDemo(browser.page, baseUrl, { unlock: true });
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('shows indices, rankings and the market summary on the home screen, labelled as simulated', async () => {
    const { page } = browser;
    // The other ranking tabs are asked for once the screen is drawn, before any tap. The first
    // request for each is held until the test lets it go; the reload empties the query cache.
    const held = new Map<string, () => void>();
    const toHold = new Set(['gainers', 'losers']);
    await page.route('**/api/vue/market/ranking', async (route) => {
      const { sort } = route.request().postDataJSON() as { sort: string };
      if (toHold.delete(sort)) await new Promise<void>((resolve) => held.set(sort, resolve));
      await route.continue();
    });
    await page.goto(`${baseUrl}/#/home/index`);
    await page.reload();
    await screenAt(page, '/home/index');
    const overview = page.locator('[data-testid=market-overview]');
    await overview.waitFor({ timeout: UI_TIMEOUT_MS });
    // The whole home screen sits in a pull-to-refresh.
    expect(await page.locator('[data-testid=screen] .adm-pull-to-refresh').count()).toBe(1);

    // Integrity rule 2: the screen says the prices are simulated, in a practice session, and where they come from.
    await expect
      .poll(() => overview.locator('[data-testid=simulated-label]').textContent())
      .toBe('シミュレーションデータ');
    expect(await overview.locator('[data-testid=practice-label]').count()).toBe(1);
    expect(await overview.locator('[data-testid=data-source]').textContent()).toContain(
      'Kabuto 市場シミュレーター',
    );

    // The Japanese indices first, then the Korean and Saudi quotes.
    const cards = page.locator('[data-testid=index-cards] a');
    await eventually(() => cards.count()).toBe(4);
    const codes = await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute('data-testid')),
    );
    expect(codes).toEqual([
      'index-card-N225',
      'index-card-TOPIX',
      'index-card-KOSPI',
      'index-card-TASI',
    ]);

    // Each ranking tab lists the API's top rows, in its order, each opening the stock's detail.
    // While a tab's rows are on their way, the last tab's rows do not stand in for them.
    await expect.poll(() => [...held.keys()].sort()).toEqual(['gainers', 'losers']);
    const rankingCard = page.locator('[data-testid=ranking-card]');
    for (const sort of ['active', 'gainers', 'losers'] as const) {
      const tab = page.locator(`[data-testid=ranking-tab-${sort}]`);
      await tab.click();
      if (sort !== 'active') {
        await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
        expect(await rankingCard.locator('.adm-dot-loading').count()).toBe(1);
        expect(await rankingCard.locator('li').count()).toBe(0);
        held.get(sort)?.();
      }
      const expected = (await api<StockRow[]>(baseUrl, 'market/ranking', { type: 'jpy', sort }))
        .data;
      const list = page.locator(`[data-testid=ranking-${sort}] > li`);
      await eventually(() => list.count()).toBe(10);
      const shown = await list.evaluateAll((rows) =>
        rows.map((row) => row.getAttribute('data-testid')?.replace('stock-row-', '')),
      );
      // The order may shift between two calls as prices move; most of the top ten stay.
      const apiTop = expected.slice(0, 10).map((row) => row.code);
      expect(shown.filter((code) => apiTop.includes(code ?? '')).length).toBeGreaterThan(6);
      // The most active stocks show the day's turnover, with its currency.
      if (sort === 'active') {
        expect(await list.first().textContent()).toMatch(/[万億兆]\u00a0JPY/);
      }
      const href = await list.first().locator('a').getAttribute('href');
      expect(href).toMatch(/#\/quotes\/info\?code=/);
    }
    await page.unroute('**/api/vue/market/ranking');

    // The summary: breadth as the API counts it, turnover, net buying by investor type.
    const summary = (
      await api<{ advancers: number; decliners: number; unchanged: number }>(
        baseUrl,
        'market/summary',
        { type: 'jpy' },
      )
    ).data;
    const card = page.locator('[data-testid=market-summary]');
    const breadth = (await card.textContent()) ?? '';
    expect(summary.advancers + summary.decliners + summary.unchanged).toBe(60);
    expect(breadth).toContain('値上がり');
    for (const investor of ['individuals', 'foreigners', 'institutions']) {
      expect(await card.locator(`[data-testid=net-buying-${investor}]`).count()).toBe(1);
    }
    // Amounts carry their currency: the market's turnover, and the investors' net buying in the
    // heading over them.
    expect(await card.locator('[data-testid=summary-turnover]').textContent()).toMatch(
      /[兆億]\u00a0JPY$/,
    );
    expect(breadth).toContain('買い越し額・JPY');

    // The market type lives in the session key `stock`; the US market shows US indices.
    await page.locator('[data-testid=home-type-usd]').click();
    await eventually(() => page.evaluate(() => window.localStorage.getItem('stock'))).toBe('usd');
    await eventually(() => page.locator('[data-testid=index-card-SPX]').count()).toBe(1);
    await eventually(() =>
      page.locator('[data-testid=market-overview]').getAttribute('data-type'),
    ).toBe('usd');
    await page.locator('[data-testid=home-type-jpy]').click();
    await eventually(() => page.locator('[data-testid=index-card-N225]').count()).toBe(1);

    // A ranking row opens the detail of its stock.
    await page.locator('[data-testid=ranking-tab-active]').click();
    const firstRow = page.locator('[data-testid=ranking-active] > li').first();
    const code = (await firstRow.getAttribute('data-testid'))?.replace('stock-row-', '');
    await firstRow.locator('a').click();
    await screenAt(page, '/quotes/info');
    await eventually(() =>
      page.locator('[data-testid=quote-detail]').getAttribute('data-code'),
    ).toBe(code);
  });

  it('draws the chart for every period, adjustment and indicator from market/kline', async () => {
    const { page } = browser;
    const calls = recordKlineCalls(page);
    const served = recordKlineAnswers(page);
    // A new query string loads the app afresh, so no bars cached by an earlier test stand in for
    // the calls this test counts.
    await page.goto(`${baseUrl}/?load=kline#/quotes/info?code=7203`);
    await screenAt(page, '/quotes/info');
    const chart = page.locator('[data-testid=kline-chart]');
    await eventually(async () => Number(await chart.getAttribute('data-bars'))).toBeGreaterThan(
      100,
    );
    expect(await page.locator('[data-testid=quote-name]').textContent()).toBe('トヨタ自動車');
    expect(await page.locator('[data-testid=simulated-label]').count()).toBe(1);

    for (const period of PERIODS) {
      await page.locator(`[data-testid=period-${period}]`).click();
      await eventually(() => chart.getAttribute('data-period')).toBe(period);
      // Time-sharing has one point a minute since the open: five at 09:05 in Tokyo. It draws
      // every point served (and may add the live one); the other periods draw a long history.
      const least = (): number =>
        period === 'time'
          ? Math.max(1, served.get('time') ?? Infinity)
          : period === 'year'
            ? 6
            : 21;
      await eventually(
        async () => Number(await chart.getAttribute('data-bars')) - least(),
      ).toBeGreaterThanOrEqual(0);
      if (period === 'time') expect(served.get('time')).toBeGreaterThan(0);
      const call = calls.findLast((params) => params.get('period') === period);
      expect(call?.get('code')).toBe('7203');
      expect(call?.get('adjust')).toBe('forward');
      await eventually(() => paintedPixels(page)).toBeGreaterThan(500);
      // Time-sharing draws today's line with its average price; bars carry the main indicator.
      expect(await chart.getAttribute('data-indicators')).toBe(
        period === 'time' ? 'KB_AVG,VOL' : 'MA,VOL',
      );
    }

    await page.locator('[data-testid=period-day]').click();
    for (const adjust of ADJUSTMENTS) {
      await page.locator(`[data-testid=adjust-${adjust}]`).click();
      await eventually(async () =>
        calls.some((params) => params.get('period') === 'day' && params.get('adjust') === adjust),
      ).toBe(true);
      await eventually(() => paintedPixels(page)).toBeGreaterThan(500);
    }
    // The last choice (unadjusted) is remembered for this customer after a reload.
    await page.reload();
    await screenAt(page, '/quotes/info');
    await eventually(() =>
      page.locator('[data-testid=adjust-none]').getAttribute('aria-pressed'),
    ).toBe('true');
    await eventually(async () => calls.at(-1)?.get('adjust')).toBe('none');
    await page.locator('[data-testid=adjust-forward]').click();
    await eventually(async () => calls.at(-1)?.get('adjust')).toBe('forward');
    // Toyota split 5-for-1 in 2021: adjusted history differs from the unadjusted one.
    const closes = async (adjust: string) =>
      (
        await api<{ close: string }[]>(baseUrl, 'market/kline', {
          code: '7203',
          period: 'day',
          adjust,
          size: '2000',
        })
      ).data[0]?.close;
    expect(await closes('forward')).not.toBe(await closes('none'));

    for (const sub of SUB_INDICATORS) {
      await page.locator(`[data-testid=sub-${sub}]`).click();
      await eventually(() => chart.getAttribute('data-indicators')).toBe(
        ['MA', sub].sort().join(','),
      );
      await eventually(() => paintedPixels(page)).toBeGreaterThan(500);
    }
    for (const main of MAIN_INDICATORS) {
      await page.locator(`[data-testid=main-${main}]`).click();
      await eventually(() => chart.getAttribute('data-indicators')).toBe(
        [main, 'VOL'].sort().join(','),
      );
    }

    // The key figures of SPEC §3 are all there, with the quote's own values.
    const quote = (
      await api<Record<string, string | null>>(baseUrl, 'market/quote', { code: '7203' })
    ).data;
    const figures = page.locator('[data-testid=key-figures]');
    for (const key of [
      'volume',
      'turnover',
      'market-value',
      'high-52w',
      'low-52w',
      'limit-up',
      'limit-down',
      'per',
      'pbr',
      'dividend-yield',
      'foreign-ownership',
      'short-ratio',
      'short-balance',
    ]) {
      expect(
        (await figures.locator(`[data-testid=figure-${key}] dd`).textContent())?.trim(),
      ).not.toBe('—');
    }
    expect(await figures.locator('[data-testid=figure-limit-up] dd').textContent()).toBe(
      Number(quote.limit_up).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    expect(await figures.locator('[data-testid=figure-foreign-ownership] dd').textContent()).toBe(
      `${quote.foreign_ownership}%`,
    );
    // Amounts carry their currency; counts (volume, shares) do not.
    for (const key of ['turnover', 'market-value']) {
      expect(await figures.locator(`[data-testid=figure-${key}] dd`).textContent()).toMatch(
        new RegExp(`\u00a0${quote.currency}$`),
      );
    }
    expect(await figures.locator('[data-testid=figure-volume] dd').textContent()).toMatch(
      /\d$|[万億]$/,
    );
  });

  it('keeps the chart and the header price together, adjusted, with a sensible window', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/#/quotes/info?code=7203`);
    await screenAt(page, '/quotes/info');
    const chart = page.locator('[data-testid=kline-chart]');
    const header = async () =>
      Number(
        ((await page.locator('[data-testid=quote-price]').textContent()) ?? '').replace(/,/g, ''),
      );
    const last = async () => Number(await chart.getAttribute('data-last'));
    // Time-sharing: the line ends at the header's price, tick after tick (practice session).
    await page.locator('[data-testid=period-time]').click();
    await eventually(() => chart.getAttribute('data-period')).toBe('time');
    for (let i = 0; i < 3; i += 1) {
      await eventually(async () => (await last()) - (await header())).toBe(0);
      await page.waitForTimeout(1_200);
    }
    // Backward adjustment: the live bar is adjusted like the rest (Toyota's 5-for-1 split makes
    // it about five times the traded price), so no −80 % candle appears at the end.
    await page.locator('[data-testid=period-day]').click();
    await page.locator('[data-testid=adjust-backward]').click();
    await eventually(() => chart.getAttribute('data-period')).toBe('day');
    const bars = (
      await api<{ close: string; factor: number }[]>(baseUrl, 'market/kline', {
        code: '7203',
        period: 'day',
        adjust: 'backward',
        size: '2',
      })
    ).data;
    const factor = bars.at(-1)!.factor;
    expect(factor).toBeGreaterThan(4);
    await page.waitForTimeout(1_500);
    await eventually(async () =>
      Math.abs((await last()) / ((await header()) * factor) - 1),
    ).toBeLessThan(0.002);
    expect((await last()) / Number(bars[0]!.close)).toBeGreaterThan(0.8);
    await page.locator('[data-testid=adjust-forward]').click();
    // The year chart spreads its few bars over the width instead of squeezing them right.
    await page.locator('[data-testid=period-year]').click();
    await eventually(() => chart.getAttribute('data-period')).toBe('year');
    await eventually(async () =>
      Number(await chart.getAttribute('data-bar-space')),
    ).toBeGreaterThan(20);
    await page.locator('[data-testid=period-day]').click();
  });

  it('fits every chart period tab without clipping, in every language and at 360 px', async () => {
    const { page } = browser;
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 740 });
      for (const language of ['jp', 'cn', 'us'] as const) {
        await useLanguage(page, baseUrl, language);
        await page.goto(`${baseUrl}/#/quotes/info?code=7203`);
        await screenAt(page, '/quotes/info');
        const clipped = await page.locator('[data-testid^=period-]').evaluateAll((tabs) =>
          tabs
            .filter((tab) => {
              const box = tab.getBoundingClientRect();
              const list = tab.parentElement!.getBoundingClientRect();
              return tab.scrollWidth > tab.clientWidth + 1 || box.right > list.right + 1;
            })
            .map((tab) => tab.textContent),
        );
        expect(clipped, `${language} ${width}`).toEqual([]);
        if (width === 360) {
          await eventually(() => paintedPixels(page)).toBeGreaterThan(500);
          await shot(page, `market-detail-day-360-${language}`);
        }
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, baseUrl, 'jp');
  });

  it('names each fact of a quote once and keeps the chart’s dates whole, at 360 px', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      for (const language of ['jp', 'cn', 'us'] as const) {
        await useLanguage(page, baseUrl, language);
        for (const code of ['AAPL', '7203']) {
          await page.goto(`${baseUrl}/#/quotes/info?code=${code}`);
          await screenAt(page, '/quotes/info');
          const chart = page.locator('[data-testid=kline-chart]');
          for (const period of ['day', 'week', 'time'] as const) {
            await page.locator(`[data-testid=period-${period}]`).click();
            await eventually(() => chart.getAttribute('data-period')).toBe(period);
            await eventually(() => paintedPixels(page)).toBeGreaterThan(500);
            await page.waitForTimeout(300);
            expect(await axisLabelAtRightEdge(page), `${language} ${code} ${period}`).toBe(0);
          }
          await page.locator('[data-testid=period-day]').click();
          // "AAPL · Nasdaq · Nasdaq" named the exchange twice: the board of a US stock is it.
          const meta = (await page.locator('[data-testid=quote-meta]').textContent()) ?? '';
          const facts = meta.split('·').map((fact) => fact.trim().toLowerCase());
          expect(new Set(facts).size, `${language} ${code}: ${meta}`).toBe(facts.length);
          expect(facts.length).toBeGreaterThanOrEqual(2);
        }
      }
    } finally {
      await page.setViewportSize({ width: 390, height: 844 });
      await useLanguage(page, baseUrl, 'jp');
    }
  });

  it('finds stocks by their Japanese, Chinese and English names and keeps the history', async () => {
    const { page } = browser;
    const searches: readonly { language: Language; keyword: string; code: string; name: string }[] =
      [
        { language: 'jp', keyword: 'トヨタ', code: '7203', name: 'トヨタ自動車' },
        { language: 'cn', keyword: '茅台', code: '600519', name: '贵州茅台' },
        { language: 'us', keyword: 'apple', code: 'AAPL', name: 'Apple' },
      ];
    for (const search of searches) {
      await useLanguage(page, baseUrl, search.language);
      await page.goto(`${baseUrl}/#/quotes/search`);
      await screenAt(page, '/quotes/search');
      await page.locator('[data-testid=search-input] input').fill(search.keyword);
      const row = page.locator(
        `[data-testid=search-results] [data-testid=stock-row-${search.code}]`,
      );
      await row.waitFor({ timeout: UI_TIMEOUT_MS });
      // Names come in the customer's language whatever language the keyword was in.
      const apiName = (
        await api<StockRow[]>(
          baseUrl,
          'market/search',
          { keyword: search.keyword },
          undefined,
          search.language,
        )
      ).data[0]?.name;
      expect(apiName).toBe(search.name);
      expect(await row.locator('strong').first().textContent()).toBe(search.name);
      await page.locator('[data-testid=search-input] input').press('Enter');
    }
    const history = await page.evaluate(() => window.localStorage.getItem('searchList'));
    expect(JSON.parse(history ?? '[]')).toEqual(['apple', '茅台', 'トヨタ']);

    // An empty box shows the history; a tap searches again; clearing asks first.
    await page.locator('[data-testid=search-input] input').fill('');
    const chips = page.locator('[data-testid=search-history] button');
    await eventually(() => chips.allTextContents()).toEqual(['apple', '茅台', 'トヨタ']);
    await chips.nth(2).click();
    await page
      .locator('[data-testid=search-results] [data-testid=stock-row-7203]')
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await page.locator('[data-testid=search-input] input').fill('');
    await page.locator('[data-testid=search-history-clear]').click();
    await page.locator('.adm-dialog-button-bold').click();
    await eventually(() => page.evaluate(() => window.localStorage.getItem('searchList'))).toBe(
      null,
    );
    expect(await page.locator('[data-testid=search-history]').count()).toBe(0);
    await useLanguage(page, baseUrl, 'jp');
  });

  it('adds a stock to the watchlist and removes it again', async () => {
    const { page } = browser;
    const watched = async () =>
      (await api<StockRow[]>(baseUrl, 'market/self', {}, session)).data.map((row) => row.code);
    expect(await watched()).not.toContain('AAPL');

    await page.goto(`${baseUrl}/#/quotes/self`);
    await screenAt(page, '/quotes/self');
    await page.locator('[data-testid=watchlist-empty]').waitFor({ timeout: UI_TIMEOUT_MS });

    await page.goto(`${baseUrl}/#/quotes/info?code=AAPL`);
    await screenAt(page, '/quotes/info');
    const toggle = page.locator('[data-testid=watch-toggle]');
    await eventually(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.getAttribute('data-watched')).toBe('false');
    await toggle.click();
    await eventually(() => toastText(page)).toBe(translate('add_success', 'jp'));
    await eventually(() => toggle.getAttribute('data-watched')).toBe('true');
    expect(await watched()).toContain('AAPL');

    await page.goto(`${baseUrl}/#/quotes/self`);
    await screenAt(page, '/quotes/self');
    const row = page.locator('[data-testid=watch-row-AAPL]');
    await row.waitFor({ timeout: UI_TIMEOUT_MS });
    await eventually(
      async () => (await row.locator('[data-testid=price-AAPL]').textContent()) ?? '',
    ).toMatch(/^\d[\d,]*\.\d{2}$/);

    await noToast(page);
    await page.locator('[data-testid=watchlist-edit]').click();
    await page.locator('[data-testid=watch-remove-AAPL]').click();
    await eventually(() => toastText(page)).toBe(translate('delete_success', 'jp'));
    await page.locator('[data-testid=watchlist-empty]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await watched()).not.toContain('AAPL');
  });

  it('streams the live price to the detail screen over the WebSocket', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/#/quotes/info?code=AAPL`);
    await screenAt(page, '/quotes/info');
    const price = page.locator('[data-testid=quote-price]');
    await price.waitFor({ timeout: UI_TIMEOUT_MS });
    await eventually(() =>
      page.locator('[data-testid=live-status]').getAttribute('data-status'),
    ).toBe('socket');
    const first = await price.textContent();
    await eventually(() => price.textContent(), LIVE_TIMEOUT_MS).not.toBe(first);
    // The change flashes in the colour of its move.
    expect(await price.getAttribute('data-flash')).toMatch(/^(up|down)$/);
  });

  it('keeps prices coming by polling while the stream is down, and resumes the stream', async () => {
    const page = await browser.newPage();
    // Every connection to the quote stream is refused while `down`, then passed to the server.
    let down = true;
    await page.routeWebSocket('**/api/ws/quotes', (socket) => {
      if (down) void socket.close();
      else socket.connectToServer();
    });
    const polls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/vue/market/quote') polls.push(request.url());
    });
    await page.goto(`${baseUrl}/#/quotes/info?code=AAPL`);
    await screenAt(page, '/quotes/info');
    const status = page.locator('[data-testid=live-status]');
    await eventually(() => status.getAttribute('data-status')).toBe('polling');
    const price = page.locator('[data-testid=quote-price]');
    const first = await price.textContent();
    await eventually(() => price.textContent(), LIVE_TIMEOUT_MS).not.toBe(first);
    expect(polls.length).toBeGreaterThan(1);

    down = false;
    await eventually(() => status.getAttribute('data-status'), 40_000).toBe('socket');
    // Resumed: the stream delivers the price again, at once on subscribing and every second.
    const resumed = await price.textContent();
    await eventually(() => price.textContent(), LIVE_TIMEOUT_MS).not.toBe(resumed);
    await page.close();
  });

  it('colours moves by each market’s convention, and swaps them on request', async () => {
    const { page } = browser;
    const rising = (type: string) =>
      api<StockRow[]>(baseUrl, 'market/ranking', { type, sort: 'gainers' }).then(
        (answer) => answer.data.find((row) => Number(row.change) > 0)?.code,
      );
    const jpCode = await rising('jpy');
    const usCode = await rising('usd');
    expect(jpCode).toBeTruthy();
    expect(usCode).toBeTruthy();

    const colourOf = async (code: string) => {
      await page.goto(`${baseUrl}/#/quotes/info?code=${code}`);
      await screenAt(page, '/quotes/info');
      await page.locator('[data-testid=quote-price]').waitFor({ timeout: UI_TIMEOUT_MS });
      return computedColor(page, '[data-testid=quote-change]');
    };
    // A rise is red in Japan and green in the US.
    expect(await colourOf(jpCode!)).toBe(RED);
    expect(await colourOf(usCode!)).toBe(GREEN);

    await page.goto(`${baseUrl}/#/quotes/self`);
    await screenAt(page, '/quotes/self');
    await page.locator('[data-testid=updown-switch]').click();
    expect(await page.evaluate(() => window.localStorage.getItem('updown'))).toBe('swapped');
    expect(await colourOf(jpCode!)).toBe(GREEN);
    expect(await colourOf(usCode!)).toBe(RED);

    // The choice survives a reload; switching back restores the convention.
    await page.reload();
    expect(await colourOf(jpCode!)).toBe(GREEN);
    await page.goto(`${baseUrl}/#/quotes/self`);
    await screenAt(page, '/quotes/self');
    await page.locator('[data-testid=updown-switch]').click();
    expect(await page.evaluate(() => window.localStorage.getItem('updown'))).toBe('market');
    expect(await colourOf(jpCode!)).toBe(RED);
  });

  it('lists every stock of a market page by page, and every index', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/#/quotes/moreStock`);
    await screenAt(page, '/quotes/moreStock');
    const rows = page.locator('[data-testid=stock-list] > li');
    await eventually(() => rows.count()).toBeGreaterThanOrEqual(20);
    expect(await page.locator('[data-testid=stocks-total]').textContent()).toBe('全60銘柄');
    // Scrolling to the end loads the remaining pages.
    for (let i = 0; i < 6 && (await rows.count()) < 60; i += 1) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(400);
    }
    await eventually(() => rows.count()).toBe(60);

    await page.goto(`${baseUrl}/#/quotes/moreZhishu`);
    await screenAt(page, '/quotes/moreZhishu');
    const indices = (await api<{ code: string }[]>(baseUrl, 'market/indices')).data;
    await eventually(() => page.locator('[data-testid^=index-row-]').count()).toBe(indices.length);
    expect(indices.map((index) => index.code)).toEqual(
      expect.arrayContaining(['N225', 'SPX', '000001.SH', 'KOSPI', 'TASI']),
    );
  });

  for (const language of ['jp', 'cn', 'us'] as const) {
    it(`saves screenshots of the market screens in ${language}`, async () => {
      const { page } = browser;
      // A few watched stocks, so the watchlist shows rows.
      for (const code of ['7203', 'AAPL', '600519']) {
        await api(baseUrl, 'market/selfadd', { code }, session);
      }
      browser.errors.length = 0;
      await useLanguage(page, baseUrl, language);
      await page.locator('[data-testid=index-cards] a').first().waitFor({ timeout: UI_TIMEOUT_MS });
      await noToast(page);
      await page.waitForTimeout(600);
      await shot(page, `market-home-${language}`);
      await page.locator('[data-testid=market-overview]').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(400);
      await shot(page, `market-home-ranking-${language}`);

      await page.goto(
        `${baseUrl}/#/quotes/search?q=${language === 'us' ? 'apple' : language === 'cn' ? '茅台' : 'トヨタ'}`,
      );
      await screenAt(page, '/quotes/search');
      await page
        .locator('[data-testid=search-results] li')
        .first()
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `market-search-${language}`);

      await page.goto(`${baseUrl}/#/quotes/info?code=7203`);
      await screenAt(page, '/quotes/info');
      const chart = page.locator('[data-testid=kline-chart]');
      await eventually(() => chart.getAttribute('data-period')).toBe('day');
      await eventually(() => paintedPixels(page)).toBeGreaterThan(500);
      await noToast(page);
      await page.waitForTimeout(300);
      await shot(page, `market-detail-day-${language}`);
      await page.locator('[data-testid=period-time]').click();
      await eventually(() => chart.getAttribute('data-period')).toBe('time');
      await page.waitForTimeout(400);
      await shot(page, `market-detail-time-${language}`);
      await page.locator('[data-testid=period-year]').click();
      await eventually(() => chart.getAttribute('data-period')).toBe('year');
      await page.waitForTimeout(400);
      await shot(page, `market-detail-year-${language}`);
      await page.locator('[data-testid=period-day]').click();
      await page.locator('[data-testid=key-figures]').scrollIntoViewIfNeeded();
      await shot(page, `market-detail-figures-${language}`);

      await page.goto(`${baseUrl}/#/quotes/self`);
      await screenAt(page, '/quotes/self');
      await page.locator('[data-testid=watch-row-7203]').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.waitForTimeout(400);
      await shot(page, `market-watchlist-${language}`);

      await page.goto(`${baseUrl}/#/quotes/moreZhishu`);
      await screenAt(page, '/quotes/moreZhishu');
      await page.locator('[data-testid^=index-row-]').first().waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `market-indices-${language}`);

      await page.goto(`${baseUrl}/#/quotes/moreStock`);
      await screenAt(page, '/quotes/moreStock');
      await page.locator('[data-testid=stock-list] li').first().waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `market-stocks-${language}`);
      expect(browser.errors).toEqual([]);
      await useLanguage(page, baseUrl, 'jp');
    });
  }

  it('leaves the ledger balanced', async () => {
    await running.assertLedgerBalanced();
  });
});
