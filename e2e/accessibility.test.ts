/**
 * Goal (issue 18): every route of the customer app, in jp, cn and us, has no serious or critical
 * accessibility violation found by axe-core 4.14.1 (WCAG 2.x A and AA rules, colour contrast
 * included), and the viewport lets the customer zoom. axe is injected with playwright-core (the
 * @axe-core/playwright wrapper needs Node 22). The sweep moves between screens by their hash
 * (no reload), so three languages over 44 routes stay within a few minutes.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@kabuto/shared/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  demoSession,
  LIVE_TIMEOUT_MS,
  screenAt,
  SPEC_ROUTES,
  UI_TIMEOUT_MS,
} from './app-helpers.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, startKabuto } from './harness.ts';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const LANGUAGES: readonly Language[] = ['jp', 'cn', 'us'];
const PUBLIC = ['/login/start', '/login/register', '/login/login'];
const DETAIL: Readonly<Record<string, string>> = {
  '/home/newShareInfo': '?id={offering}',
  '/home/largeInfo': '?id={block}',
  '/quotes/info': '?code=7203',
  '/position/info': '?id={position}',
  '/news/info': '?id={news}',
  '/mine/messageInfo': '?id={message}',
};
const SIGNED_IN = [
  ...SPEC_ROUTES.filter((route) => !route.startsWith('/login/')).map(
    (route) => `${route}${DETAIL[route] ?? ''}`,
  ),
  '/quotes/info?code=AAPL',
  '/mine/exchange',
  '/position/lending',
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * The serious and critical violations on the screen on show, one readable line each; within the
 * elements `within` selects when given.
 */
async function violations(page: Page, within?: string): Promise<string[]> {
  const found = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(selector ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: Violation[] };
    return result.violations;
  }, within);
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${
              node.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? violation.help
            }`,
        ),
    );
}

/** Shows `route` without reloading and waits until it has loaded its data. */
async function show(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
  await screenAt(page, route.split('?')[0] ?? route);
  await page
    .waitForFunction(() => !document.querySelector('.adm-skeleton, .adm-spin-loading'), null, {
      timeout: UI_TIMEOUT_MS,
    })
    .catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.adm-toast-mask'), null, {
      timeout: UI_TIMEOUT_MS,
    })
    .catch(() => undefined);
}

async function start(page: Page, baseUrl: string, language: Language, session?: object) {
  // The storage is set on a page of the server's that is not the app: an app still starting with
  // the last test's session would meanwhile read it or act on it.
  await page.goto(`${baseUrl}/api/docs/json`);
  await page.evaluate(
    ([lang, stored]) => {
      window.localStorage.clear();
      window.localStorage.setItem('language', lang as string);
      for (const [key, value] of Object.entries((stored ?? {}) as Record<string, string>)) {
        window.localStorage.setItem(key, value);
      }
    },
    [language, session] as const,
  );
  await page.goto(`${baseUrl}/?axe=${language}#/login/start`);
  // Evaluated through the debugging protocol: the app's content security policy allows no inline script.
  await page.evaluate(AXE_SOURCE);
}

/**
 * What a screen offers assistive technology is the browser's business, not the database's: the
 * audit runs once, on SQLite, and is skipped in the PostgreSQL run of the suite (as the layout
 * sweep is).
 */
const audit = process.env.TEST_DATABASE_URL ? describe.skip : describe;

audit('accessibility of the customer app', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let session: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    running = await startKabuto();
    browser = await openBrowser();
    session = await demoSession(running.baseUrl);
    const token = session.tokend ?? '';
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      token,
      account: DEMO.account,
    };
    const firstId = async (path: string, body = '') => {
      const response = await fetch(`${running.baseUrl}/api/vue/${path}`, {
        method: 'POST',
        headers,
        body,
      });
      const { data } = (await response.json()) as { data: unknown };
      const rows = Array.isArray(data)
        ? data
        : Object.values((data ?? {}) as object).find(Array.isArray);
      const row = (rows as { id?: unknown }[] | undefined)?.find((r) => typeof r.id === 'number');
      return row ? (row.id as number) : 0;
    };
    ids.offering = await firstId('trade/newstocklist', 'type=jp');
    ids.block = await firstId('trade/dzlist', 'type=jp');
    ids.position = await firstId('trade/userstocklist', 'type=jp');
    ids.news = await firstId('common/news', 'type=jp');
    ids.message = await firstId('user/messages');
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('lets the customer zoom', async () => {
    const html = await (await fetch(`${running.baseUrl}/`)).text();
    const viewport = /<meta\s+name="viewport"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/maximum-scale|user-scalable\s*=\s*(no|0)/);
  });

  it.each(LANGUAGES)(
    'has no serious or critical violation on any route in %s',
    async (language) => {
      const { page } = browser;
      const problems: string[] = [];
      await start(page, running.baseUrl, language);
      for (const route of PUBLIC) {
        await show(page, route);
        for (const problem of await violations(page)) problems.push(`${route}: ${problem}`);
      }
      await start(page, running.baseUrl, language, session);
      for (const pattern of SIGNED_IN) {
        const route = pattern.replace(/\{(\w+)\}/, (_, key: string) => String(ids[key] ?? 0));
        await show(page, route);
        for (const problem of await violations(page)) problems.push(`${pattern}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('keeps a price readable while it flashes with its move', async () => {
    const { page } = browser;
    // Prices move at every hour only in the practice session (Tokyo is shut at lunch and at
    // night): a server of its own, so the sweep above sees the markets as they are.
    const practice = await startKabuto({ marketPractice: true });
    try {
      // Chinese: gains red, losses green. A price whose day is down (green) that ticks up
      // flashes red under green text, the pair the sweep above once met by chance.
      await start(page, practice.baseUrl, 'cn', await demoSession(practice.baseUrl));
      await show(page, '/home/index');
      const flashing = '[data-flash]';
      await page.waitForSelector(flashing, { timeout: LIVE_TIMEOUT_MS });
      // Each flash is held at its first frame, its strongest, for axe to measure the text
      // against.
      const held = await page.evaluate((selector) => {
        const prices = Array.from(document.querySelectorAll(selector));
        let animations = 0;
        for (const price of prices) {
          // The flash is drawn by the price's ::after: `subtree` includes its animations.
          for (const animation of price.getAnimations({ subtree: true })) {
            animation.pause();
            animation.currentTime = 0;
            animations += 1;
          }
        }
        return { prices: prices.length, animations };
      }, flashing);
      expect(held.prices).toBeGreaterThan(0);
      expect(held.animations).toBeGreaterThan(0);
      expect(await violations(page, flashing)).toEqual([]);
    } finally {
      await practice.close();
    }
  });
});
