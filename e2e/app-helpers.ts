/** Page helpers shared by the customer-app browser tests. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AccountFigures } from '@kabuto/shared/contracts/funding';
import type { MarketType } from '@kabuto/shared/markets';
import { displayMoney } from '@kabuto/shared/money';

export const UI_TIMEOUT_MS = 10_000;
/** Live prices tick every second; a moving stock changes well within this. */
export const LIVE_TIMEOUT_MS = 15_000;

/** Every route of SPEC §2. */
export const SPEC_ROUTES = [
  '/login/start',
  '/login/register',
  '/login/login',
  '/home/index',
  '/home/newShare',
  '/home/newShareInfo',
  '/home/large',
  '/home/large2',
  '/home/largeInfo',
  '/home/follow',
  '/home/withinDays',
  '/quotes/search',
  '/quotes/moreStock',
  '/quotes/moreZhishu',
  '/quotes/info',
  '/quotes/self',
  '/position/index',
  '/position/info',
  '/news/index',
  '/news/info',
  '/mine/menu',
  '/mine/myPage',
  '/mine/protocol',
  '/mine/message',
  '/mine/messageInfo',
  '/mine/loginPassword',
  '/mine/fundPassword',
  '/mine/bank',
  '/mine/bankAdd',
  '/mine/verified',
  '/mine/transactionRecords',
  '/mine/withdraw',
  '/mine/stored',
  '/mine/deposit',
  '/mine/about',
  '/mine/privacy',
  '/mine/language',
  '/mine/loan',
  '/mine/loanOrder',
  '/mine/newShareOrder',
  '/mine/followOrder',
] as const;

export function eventually<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: UI_TIMEOUT_MS, interval: 100 });
}

export function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

/** Waits until the app shows `route` and its screen has faded in. */
export async function screenAt(page: Page, route: string): Promise<void> {
  await eventually(async () => currentRoute(page)).toBe(route);
  await page
    .locator(`[data-testid=screen][data-path="${route}"]`)
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await page.waitForTimeout(300);
}

let loads = 0;

/** Loads the app afresh at `route` (a new query string, so even the same route reloads). */
export async function open(page: Page, baseUrl: string, route: string): Promise<void> {
  loads += 1;
  await page.goto(`${baseUrl}/?load=${loads}#${route}`);
  await screenAt(page, route.split('?')[0] ?? route);
}

/** The newest toast's text (an older one may still be fading out). */
export async function toastText(page: Page): Promise<string | null> {
  const toasts = page.locator('.adm-toast-main');
  if ((await toasts.count()) === 0) return null;
  return toasts.last().textContent();
}

export async function noToast(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.adm-toast-mask'), null, {
    timeout: UI_TIMEOUT_MS,
  });
}

export async function text(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
}

export async function fill(page: Page, testId: string, value: string): Promise<void> {
  await page.locator(`[data-testid=${testId}] input, input[data-testid=${testId}]`).fill(value);
}

/** Confirms the open antd-mobile dialog. */
export async function confirmDialog(page: Page): Promise<void> {
  await page.locator('.adm-dialog-button-bold').click();
  await page.locator('.adm-dialog').waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
}

/** In the open order sheet: one share at leverage 1, previewed and confirmed. */
export async function confirmOneShare(page: Page): Promise<void> {
  const lots = page.locator('[data-testid=order-lots] input');
  await lots.fill('1');
  await lots.blur();
  await page.locator('[data-testid=order-leverage-1]').click();
  await page.locator('[data-testid=order-preview]').click();
  await page.locator('[data-testid=order-preview-sheet]').waitFor({ timeout: UI_TIMEOUT_MS });
  await page.locator('[data-testid=order-confirm]').click();
}

/** Money text with two decimals to hundredths, as BigInt. */
function hundredths(text: string | undefined): bigint {
  const match = /^(-)?(\d+)\.(\d{2})$/.exec(text ?? '');
  if (!match) throw new Error(`not money text: ${text}`);
  const value = BigInt(match[2]! + match[3]!);
  return match[1] ? -value : value;
}

/**
 * What the account panel must show: the account figures (user/assets), after checking that they
 * add up (balance = available + frozen lines; total = balance + margin + P&L + products) and that
 * their cash and loans are the user info's.
 */
export function panelTextsOf(
  f: AccountFigures,
  user: Record<string, string>,
  type: MarketType,
): Record<string, string> {
  const h = hundredths;
  expect(h(f.available)).toBe(h(user[type]));
  expect(h(f.loans)).toBe(h(user[`${type}yjed`]));
  const lines = f.frozen_lines.reduce((t, l) => t + h(l.amount), 0n);
  expect(h(f.frozen)).toBe(lines);
  expect(h(f.balance)).toBe(h(f.available) + lines);
  expect(h(f.total_assets)).toBe(
    h(f.balance) + h(f.positions_margin) + h(f.floating_pnl) + h(f.products_value),
  );
  return {
    'panel-total-assets': displayMoney(f.total_assets),
    'panel-holdings-value': displayMoney(f.holdings_value),
    'panel-cash': displayMoney(f.available),
    'panel-frozen': displayMoney(f.frozen),
    'panel-borrowed': displayMoney(f.loans),
    'panel-floating-pnl': displayMoney(f.floating_pnl),
  };
}

/** The demo customer's fund password (demo seed). */
export const DEMO_FUND_PASSWORD = '123456';

/** The demo customer's credentials (demo seed). */
export const DEMO = {
  account: '0900000001',
  password: 'demo1234',
  fundPassword: DEMO_FUND_PASSWORD,
} as const;

/** The demo customer signed in through the API, as the app keeps it in localStorage. */
export async function demoSession(baseUrl: string): Promise<Record<string, string>> {
  const login = await fetch(`${baseUrl}/api/vue/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: DEMO.account, password: DEMO.password }).toString(),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { tokend: token, account: DEMO.account };
}

/** A signed-in customer session, as the app stores it. */
export interface Session {
  token: string;
  account: string;
}

/** The API's answer: status 1 with data, or 0 with a catalogue key. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

/** A form post to the customer API as the signed-in `session`, answered as its envelope. */
export async function callAs<T>(
  baseUrl: string,
  session: Session,
  path: string,
  params: Record<string, string> = {},
): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/api/vue/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      token: session.token,
      account: session.account,
    },
    body: new URLSearchParams(params).toString(),
  });
  return (await response.json()) as Envelope<T>;
}

/**
 * Signs a customer in through the login screen (a fresh load) and waits for the home screen; with
 * `unlock`, also unlocks money-committing confirmations. Safe in `beforeAll` (no expect.poll).
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  credentials: { account: string; password: string },
  options: { unlock?: boolean } = {},
): Promise<Session> {
  loads += 1;
  await page.goto(`${baseUrl}/?load=${loads}#/login/login`);
  await page
    .locator('[data-testid=screen][data-path="/login/login"]')
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await page.locator('[data-testid=login-account] input').fill(credentials.account);
  await page.locator('[data-testid=login-password] input').fill(credentials.password);
  await page.locator('[data-testid=login-submit]').click();
  await page.waitForURL(/#\/home\/index/, { timeout: UI_TIMEOUT_MS });
  await page
    .locator('[data-testid=screen][data-path="/home/index"]')
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await page.waitForTimeout(300);
  const session = await page.evaluate(() => ({
    token: window.localStorage.getItem('tokend') ?? '',
    account: window.localStorage.getItem('account') ?? '',
  }));
  if (!session.token || !session.account) throw new Error('no session after logging in');
  if (options.unlock) await unlockFunds(baseUrl, session);
  return session;
}

/** Signs the demo customer in (see signIn); `unlock` as there. */
export function signInDemo(
  page: Page,
  baseUrl: string,
  options: { unlock?: boolean } = {},
): Promise<Session> {
  return signIn(page, baseUrl, DEMO, options);
}

/**
 * Unlocks a signed-in session for money-committing confirmations through the real route, as the
 * app's fund-password sheet does on the first confirmation (a test of the sheet itself skips it).
 */
export async function unlockFunds(
  baseUrl: string,
  session: { token: string; account: string },
  fundPassword: string = DEMO_FUND_PASSWORD,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/vue/user/unlock`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      token: session.token,
      account: session.account,
    },
    body: new URLSearchParams({ fund_password: fundPassword }).toString(),
  });
  const body = (await response.json()) as { msg?: string };
  if (body.msg !== 'funds_unlocked') throw new Error(`unlock refused: ${body.msg}`);
}
