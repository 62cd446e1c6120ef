/**
 * Goal: the customer app's shell works end to end in a real browser against a real server. A
 * visitor registers and is signed in; a customer logs in; the account panel shows exactly the
 * figures of SPEC §7 worked out from the eight calls it makes; the language switch changes every
 * text and survives a reload; every route of SPEC §2 shows a designed screen without console
 * errors; a rejected token ends the session. Screenshots of the main screens are saved in the
 * three languages for a person to look at.
 */
import { translate } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import type { AccountFigures } from '@kabuto/shared/contracts/funding';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, RunningKabuto } from './harness.ts';
import { DEMO, signIn, signInDemo, SPEC_ROUTES } from './app-helpers.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';
import { panelTextsOf } from './app-helpers.ts';

const UI_TIMEOUT_MS = 10_000;

/** Every route of SPEC §2. */
const ROUTES = SPEC_ROUTES;

/** Routes open without a session (SPEC §2 login screens and the public pages). */
const PUBLIC_ROUTES = new Set<string>([
  '/login/start',
  '/login/register',
  '/login/login',
  '/mine/protocol',
  '/mine/about',
  '/mine/privacy',
  '/mine/language',
]);

/** The five calls after the three the panel shares with other screens; paths of SPEC §7. */
const PANEL_CALLS = [
  'user/getUserinfo',
  'trade/usernewstocklist',
  'user/withdrawallist',
  'trade/userproductlist',
  'trade/ustockslist',
  'trade/userstocklist',
  'trade/userstocklists',
  'common/config',
  // The figures shown: the account figures' one definition (docs/decisions.md).
  'user/assets',
] as const;

/** The bottom menu's first entry in each language: tells which language is on screen. */
const HOME_LABEL: Readonly<Record<Language, string>> = { jp: 'ホーム', cn: '首页', us: 'Home' };

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

interface Session {
  token: string;
  account: string;
}

function eventually<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: UI_TIMEOUT_MS, interval: 100 });
}

/** A fresh ten-digit account number. */
function newAccountNumber(): string {
  return `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

// ---- Decimal text as BigInt, no floats. ----

/** Decimal text to an integer count of 10^-scale units; anything not a number is zero. */
function scaled(text: unknown, scale: number): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(String(text ?? '').trim());
  if (!match) return 0n;
  const digits = BigInt((match[2] ?? '0') + (match[3] ?? '').padEnd(scale, '0').slice(0, scale));
  return match[1] ? -digits : digits;
}

/** What the panel must show: the account figures (user/assets), checked to add up. */
async function expectedFigures(api: Api, session: Session, type: MarketType) {
  const user = (await api.call<Record<string, string>>('user/getUserinfo', { type }, session)).data;
  const figures = (await api.call<AccountFigures>('user/assets', { type }, session)).data;
  return panelTextsOf(figures, user, type);
}

interface Api {
  call<T>(path: string, params?: Record<string, string>, session?: Session): Promise<Envelope<T>>;
}

function apiOf(baseUrl: string): Api {
  return {
    async call<T>(path: string, params: Record<string, string> = {}, session?: Session) {
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
      };
      if (session) {
        headers.token = session.token;
        headers.account = session.account;
      }
      const response = await fetch(`${baseUrl}/api/vue/${path}`, {
        method: 'POST',
        headers,
        body: new URLSearchParams(params).toString(),
      });
      return (await response.json()) as Envelope<T>;
    },
  };
}

// ---- Browser helpers ----

async function storageOf(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

async function sessionOf(page: Page): Promise<Session> {
  const token = await storageOf(page, 'tokend');
  const account = await storageOf(page, 'account');
  if (!token || !account) throw new Error('no session in storage');
  return { token, account };
}

function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

/** Waits until no toast is on screen (toasts last 2 s), so screenshots show the screen itself. */
/** The text of the newest toast (an older one may still be fading out). */
function toastText(page: Page): Promise<string | null> {
  return page.locator('.adm-toast-main').last().textContent();
}

async function noToast(page: Page, timeout = UI_TIMEOUT_MS): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.adm-toast-mask'), null, { timeout });
}

/** Waits for the screen at `route` and (unless told not to) its fade-in. */
async function screenAt(page: Page, route: string, settle = true): Promise<void> {
  await eventually(async () => currentRoute(page)).toBe(route);
  await page
    .locator(`[data-testid=screen][data-path="${route}"]`)
    .waitFor({ timeout: UI_TIMEOUT_MS });
  if (settle) await page.waitForTimeout(300);
}

async function open(page: Page, baseUrl: string, route: string): Promise<void> {
  await page.goto(`${baseUrl}/#${route}`);
}

/** Opens the account panel and waits until its eight calls have finished. */
async function openPanel(page: Page): Promise<void> {
  await page.locator('[data-testid=header-mypage]').click();
  await page
    .locator('[data-testid=account-panel-content][data-loading=false]')
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await page.waitForFunction(() => !document.querySelector('.adm-toast-loading'), null, {
    timeout: UI_TIMEOUT_MS,
  });
}

async function panelFigures(page: Page): Promise<Record<string, string>> {
  const figures: Record<string, string> = {};
  for (const id of [
    'panel-total-assets',
    'panel-holdings-value',
    'panel-cash',
    'panel-frozen',
    'panel-borrowed',
    'panel-floating-pnl',
  ]) {
    figures[id] = ((await page.locator(`[data-testid=${id}]`).textContent()) ?? '').trim();
  }
  return figures;
}

/** Forgets the session on the device and starts the app afresh in `language`. */
async function signOutLocally(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => {
    window.localStorage.clear();
    window.localStorage.setItem('language', lang);
  }, language);
  await page.reload();
  // Let the app finish starting (and redirecting) before the test moves on.
  await page.locator('[data-testid=screen]').waitFor({ timeout: UI_TIMEOUT_MS });
  await page.waitForTimeout(300);
}

describe('the customer app shell', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let api: Api;
  let baseUrl: string;

  beforeAll(async () => {
    running = await startKabuto();
    browser = await openBrowser();
    baseUrl = running.baseUrl;
    api = apiOf(baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('sends the root to the welcome screen and refuses a bad form with the server messages', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await screenAt(page, '/login/start');
    expect(await page.locator('[data-testid=start-screen]').textContent()).toContain('Kabuto');

    await page.locator('[data-testid=start-register]').click();
    await screenAt(page, '/login/register');
    await page.locator('[data-testid=register-account] input').fill('123');
    await page.locator('[data-testid=register-submit]').click();
    await expect.poll(() => toastText(page)).toBe(translate('account_format', 'jp'));

    await page.locator('[data-testid=register-account] input').fill(newAccountNumber());
    await page.locator('[data-testid=register-password] input').fill('secret123');
    await page.locator('[data-testid=register-repassword] input').fill('secret124');
    await page.locator('[data-testid=register-submit]').click();
    await expect.poll(() => toastText(page)).toBe(translate('passwords_mismatch', 'jp'));

    await page.locator('[data-testid=register-repassword] input').fill('secret123');
    await page.locator('[data-testid=register-submit]').click();
    await expect.poll(() => toastText(page)).toBe(translate('agreement_required', 'jp'));

    // An invitation link fills the code; an unknown inviter is refused by the server, whose
    // message the app shows in the customer's language.
    await open(page, baseUrl, '/login/register?invite=NOSUCHCODE');
    await eventually(() => page.locator('[data-testid=register-invite] input').inputValue()).toBe(
      'NOSUCHCODE',
    );
    await page.locator('[data-testid=register-agree]').click();
    await page.locator('[data-testid=register-submit]').click();
    await expect.poll(() => toastText(page)).toBe(translate('inviter_not_found', 'jp'));
    expect(await storageOf(page, 'tokend')).toBeNull();
  });

  it('registers a new customer, who lands signed in on the home screen', async () => {
    const { page } = browser;
    const account = newAccountNumber();
    await open(page, baseUrl, '/login/register');
    await page.reload(); // a fresh form
    await screenAt(page, '/login/register');
    await page.locator('[data-testid=register-account] input').fill(account);
    await page.locator('[data-testid=register-password] input').fill('secret123');
    await page.locator('[data-testid=register-repassword] input').fill('secret123');
    await page.locator('[data-testid=register-agree]').click();
    await page.locator('[data-testid=register-submit]').click();
    await screenAt(page, '/home/index');
    expect(await storageOf(page, 'account')).toBe(account);
    expect(await storageOf(page, 'tokend')).toBeTruthy();
    await eventually(
      async () => (await page.locator('[data-testid=summary-cash]').textContent()) ?? '',
    ).toBe('0.00');

    // The server knows the session the app holds.
    const info = await api.call<{ account: string }>('user/getUserinfo', {}, await sessionOf(page));
    expect(info.status).toBe(1);
    expect(info.data.account).toBe(account);

    // Logging out from the panel ends the session and shows the login screen.
    await noToast(page);
    await openPanel(page);
    await page.locator('[data-testid=panel-logout]').click();
    await page.locator('.adm-dialog-button-bold').click();
    await screenAt(page, '/login/login');
    expect(await storageOf(page, 'tokend')).toBeNull();
    expect(await storageOf(page, 'account')).toBeNull();

    // And the new customer can log in again.
    await signIn(page, baseUrl, { account, password: 'secret123' });
    expect(await storageOf(page, 'account')).toBe(account);
  });

  it('shows the demo customer its cash and, in the panel, the figures of the eight calls', async () => {
    const { page } = browser;
    await signOutLocally(page, 'jp');
    await open(page, baseUrl, '/login/login');
    await page.locator('[data-testid=demo-credentials]').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.locator('[data-testid=demo-account]').textContent()).toBe(DEMO.account);
    await signInDemo(page, baseUrl);
    const session = await sessionOf(page);

    const info = await api.call<Record<string, string>>('user/getUserinfo', {}, session);
    expect(scaled(info.data.jpy, 2)).toBeGreaterThan(0n);
    await eventually(
      async () => (await page.locator('[data-testid=summary-cash]').textContent()) ?? '',
    ).toBe(displayMoney(info.data.jpy));

    // The panel makes exactly the calls of SPEC §7, all of them, and the account figures.
    const calls: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/vue/')) calls.push(path.replace('/api/vue/', ''));
    };
    await noToast(page);
    page.on('request', onRequest);
    await openPanel(page);
    page.off('request', onRequest);
    expect([...calls].sort()).toEqual([...PANEL_CALLS].sort());

    for (const type of ['jpy', 'usd', 'cny'] as const) {
      await page.locator(`[data-testid=panel-market-${type}]`).click();
      await page
        .locator('[data-testid=account-panel-content][data-loading=false]')
        .waitFor({ timeout: UI_TIMEOUT_MS });
      const expected = await expectedFigures(api, session, type);
      await eventually(() => panelFigures(page)).toEqual(expected);
      expect(await storageOf(page, 'stock')).toBe(type);
    }
    expect((await panelFigures(page))['panel-cash']).toBe(displayMoney(info.data.cny));
    await page.locator('[data-testid=panel-market-jpy]').click();

    // The site sets no customer-service link out of the box: the app's own service page opens.
    await page.locator('[data-testid=panel-link-support]').click();
    await screenAt(page, '/mine/service');
    await page.locator('[data-testid=page-service]').waitFor({ timeout: UI_TIMEOUT_MS });
  });

  it('switches the language from the menu and keeps it after a reload', async () => {
    const { page } = browser;
    await open(page, baseUrl, '/mine/menu');
    await screenAt(page, '/mine/menu');
    expect(await page.locator('[data-testid=menu-home]').textContent()).toBe(HOME_LABEL.jp);
    const safetyJp = await page.locator('[data-testid=safety-notice]').textContent();

    await page.locator('[data-testid=menu-link-language]').click();
    await page.locator('[data-testid=language-option-us]').click();
    await eventually(() => page.locator('[data-testid=menu-home]').textContent()).toBe(
      HOME_LABEL.us,
    );
    expect(await page.locator('[data-testid=safety-notice]').textContent()).not.toBe(safetyJp);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await storageOf(page, 'language')).toBe('us');

    await page.reload();
    await screenAt(page, '/mine/menu');
    expect(await page.locator('[data-testid=menu-home]').textContent()).toBe(HOME_LABEL.us);

    // The language screen does the same.
    await open(page, baseUrl, '/mine/language');
    await screenAt(page, '/mine/language');
    await page.locator('[data-testid=language-choice-cn]').click();
    await open(page, baseUrl, '/home/index');
    await screenAt(page, '/home/index');
    expect(await page.locator('[data-testid=menu-home]').textContent()).toBe(HOME_LABEL.cn);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');

    await page.evaluate(() => window.localStorage.setItem('language', 'jp'));
    await page.reload();
    await screenAt(page, '/home/index');
    expect(await page.locator('[data-testid=menu-home]').textContent()).toBe(HOME_LABEL.jp);
  });

  it('shows a designed screen at every route of SPEC §2, without console errors', async () => {
    const { page } = browser;
    browser.errors.length = 0;
    for (const route of ROUTES) {
      await open(page, baseUrl, route);
      // A signed-in customer has nothing to do on the welcome screen.
      const landing = route === '/login/start' ? '/home/index' : route;
      await screenAt(page, landing, false);
      await expect
        .poll(
          async () => ((await page.locator('[data-testid=screen]').textContent()) ?? '').trim(),
          {
            message: `${route} shows nothing`,
            timeout: UI_TIMEOUT_MS,
          },
        )
        .not.toBe('');
      expect(
        await page.locator('[data-testid=app-header], [data-testid=start-screen]').count(),
      ).toBeGreaterThan(0);
    }
    expect(browser.errors).toEqual([]);

    // An unknown address leads home; without a session, private screens lead to the login.
    await open(page, baseUrl, '/no/such/screen');
    await screenAt(page, '/home/index');
    await signOutLocally(page, 'jp');
    for (const route of ROUTES) {
      await open(page, baseUrl, route);
      await screenAt(page, PUBLIC_ROUTES.has(route) ? route : '/login/login', false);
    }
    await open(page, baseUrl, '/no/such/screen');
    await screenAt(page, '/login/start');
    expect(browser.errors).toEqual([]);
  });

  it('ends the session when the server rejects the token', async () => {
    const { page } = browser;
    await signInDemo(page, baseUrl);
    await page.evaluate(() => window.localStorage.setItem('tokend', 'not-a-real-token'));
    await page.reload();
    // The reloaded app sends the bad token, the server answers 401, the app signs out.
    await eventually(async () => currentRoute(page)).toBe('/login/login');
    expect(await storageOf(page, 'tokend')).toBeNull();
    expect(await storageOf(page, 'account')).toBeNull();
  });

  it('handles failed answers as SPEC §8 says', async () => {
    const { page } = browser;
    const newestToast = () => toastText(page);

    // A user-info answer that is not a success ends the session: tokend, account and the
    // search history go; the language stays.
    await signInDemo(page, baseUrl);
    await noToast(page);
    await page.evaluate(() => window.localStorage.setItem('searchList', '["7203"]'));
    await page.route('**/api/vue/user/getUserinfo', (route) =>
      route.fulfill({ json: { status: 0, msg: 'account_frozen', data: null } }),
    );
    await open(page, baseUrl, '/mine/menu');
    await eventually(newestToast).toBe(translate('account_frozen', 'jp'));
    await eventually(async () => currentRoute(page)).toBe('/login/login');
    for (const key of ['tokend', 'account', 'searchList']) {
      expect(await storageOf(page, key)).toBeNull();
    }
    expect(await storageOf(page, 'language')).toBe('jp');
    await page.unrouteAll();
    await noToast(page);

    const submitLogin = async () => {
      await page.locator('[data-testid=login-account] input').fill(DEMO.account);
      await page.locator('[data-testid=login-password] input').fill(DEMO.password);
      await page.locator('[data-testid=login-submit]').click();
    };

    // No network: the network-error message.
    await page.route('**/api/vue/user/login', (route) => route.abort('internetdisconnected'));
    await submitLogin();
    await eventually(newestToast).toBe(translate('network_error', 'jp'));
    await page.unrouteAll();
    await noToast(page);

    // An HTTP error that carries a message shows that message, translated.
    await page.route('**/api/vue/user/login', (route) =>
      route.fulfill({
        status: 429,
        json: { status: 0, msg: 'submitted_too_frequently', data: null },
      }),
    );
    await submitLogin();
    await eventually(newestToast).toBe(translate('submitted_too_frequently', 'jp'));
    await page.unrouteAll();
    await noToast(page);

    // 503 clears whatever toast is showing, well before its two seconds are up.
    await page.route('**/api/vue/user/login', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await page.locator('[data-testid=login-password] input').fill('');
    await page.locator('[data-testid=login-submit]').click();
    await eventually(newestToast).toBe(translate('password_required', 'jp'));
    await submitLogin();
    await noToast(page, 1_000);
    await page.unrouteAll();
    expect(currentRoute(page)).toBe('/login/login');
  });

  it('saves screenshots of the main screens in each language', async () => {
    const { page } = browser;
    browser.errors.length = 0; // the 401 above is logged by Chromium, as it should be
    for (const language of ['jp', 'cn', 'us'] as const) {
      await signOutLocally(page, language);
      await open(page, baseUrl, '/login/start');
      await screenAt(page, '/login/start');
      expect(await page.locator('[data-testid=start-login]').textContent()).toBe(
        { jp: 'ログイン', cn: '登录', us: 'Log in' }[language],
      );
      await shot(page, `start-${language}`);

      await open(page, baseUrl, '/login/register');
      await screenAt(page, '/login/register');
      await shot(page, `register-${language}`);

      await open(page, baseUrl, '/login/login');
      await screenAt(page, '/login/login');
      await page.locator('[data-testid=demo-credentials]').waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `login-${language}`);

      await signInDemo(page, baseUrl);
      await noToast(page);
      expect(await page.locator('[data-testid=menu-home]').textContent()).toBe(
        HOME_LABEL[language],
      );
      await shot(page, `home-${language}`);

      await openPanel(page);
      await page.waitForTimeout(400);
      await shot(page, `panel-${language}`);
      await page.locator('[data-testid=panel-close]').click();

      await open(page, baseUrl, '/mine/menu');
      await screenAt(page, '/mine/menu');
      await noToast(page);
      await shot(page, `menu-${language}`);

      await open(page, baseUrl, '/home/large');
      await screenAt(page, '/home/large');
      await shot(page, `coming-soon-${language}`);
    }
    expect(browser.errors).toEqual([]);
  });
});
