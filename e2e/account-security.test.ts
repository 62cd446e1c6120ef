/**
 * Goal (issue 16, customer side): the demo customer turns on two-factor sign-in with a code
 * computed from the secret the screen shows, signs out and in again with a code, then sees the
 * signed-in sessions and ends another one. In jp, cn and us, at 390×844, with screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kabuto/shared/catalogue';
import type { Envelope } from '@kabuto/shared/api';
import { totpCodeAt } from '../apps/server/src/lib/totp.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';
import {
  DEMO_FUND_PASSWORD,
  UI_TIMEOUT_MS,
  eventually,
  fill,
  noToast,
  open,
  screenAt,
} from './app-helpers.ts';

const DEMO = { account: '0900000001', password: 'demo1234' } as const;
const OTHER_DEVICE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36';

describe('two-factor sign-in and sessions in the customer app', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    running = await startKabuto();
    browser = await openBrowser();
    baseUrl = running.baseUrl;
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  async function api<T>(path: string, body: Record<string, string>, headers = {}) {
    const response = await fetch(`${baseUrl}/api/vue/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': OTHER_DEVICE,
        ...headers,
      },
      body: new URLSearchParams(body).toString(),
    });
    return { http: response.status, body: (await response.json()) as Envelope<T> };
  }

  async function logIn(otp?: string): Promise<void> {
    const { page } = browser;
    await page.locator('[data-testid=login-account] input').fill(DEMO.account);
    await page.locator('[data-testid=login-password] input').fill(DEMO.password);
    if (otp) await fill(page, 'login-otp', otp);
    await page.locator('[data-testid=login-submit]').click();
  }

  it.each(LANGUAGES)(
    'turns it on, signs in with a code and ends another session (%s)',
    async (language) => {
      const { page } = browser;
      await page.goto(`${baseUrl}/#/login/login`);
      await page.evaluate((lang) => {
        window.localStorage.clear();
        window.localStorage.setItem('language', lang);
      }, language);
      await open(page, baseUrl, '/login/login');
      await logIn();
      await screenAt(page, '/home/index');
      if (language === 'jp') {
        // The first sign-in of the demo customer offers two-factor on the home screen.
        await page.getByTestId('two-factor-offer').waitFor({ timeout: UI_TIMEOUT_MS });
        await shot(page, `two-factor-offer-${language}`);
      }

      // My Page → two-factor: the QR code and the secret; a code from the secret turns it on.
      await open(page, baseUrl, '/mine/myPage');
      await page.getByTestId('my-page-link-twoFactor').click();
      await screenAt(page, '/mine/twoFactor');
      await page.getByTestId('totp-start').click();
      const secretText = page.getByTestId('totp-secret');
      await secretText.waitFor({ timeout: UI_TIMEOUT_MS });
      const secret = ((await secretText.textContent()) ?? '').trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await page.getByTestId('totp-qr').getAttribute('src')).toMatch(/^data:image\/svg/);
      await fill(page, 'totp-code', await totpCodeAt(secret, new Date()));
      await noToast(page);
      await shot(page, `two-factor-setup-${language}`);
      await page.getByTestId('totp-enable').click();
      const codes = page.locator('[data-testid=totp-recovery-codes] li');
      await codes.first().waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await codes.count()).toBe(10);
      const recovery = (await codes.allTextContents()).map((c) => c.trim());
      await noToast(page);
      await shot(page, `two-factor-recovery-${language}`);
      await page.getByTestId('totp-done').click();
      await screenAt(page, '/mine/myPage');

      // Sign out, then in again: the password alone asks for a code.
      await open(page, baseUrl, '/mine/menu');
      await page.getByTestId('menu-logout').click();
      await page.locator('.adm-dialog-button-bold').click();
      await screenAt(page, '/login/login');
      await logIn();
      await page.locator('[data-testid=login-otp]').waitFor({ timeout: UI_TIMEOUT_MS });
      // The code that turned it on is used; the app's next one (one step of drift) is not.
      await fill(page, 'login-otp', await totpCodeAt(secret, new Date(Date.now() + 30_000)));
      await noToast(page);
      await shot(page, `two-factor-login-${language}`);
      await page.locator('[data-testid=login-submit]').click();
      await screenAt(page, '/home/index');

      // Another device signs in with a recovery code; the sessions screen shows both.
      const other = await api<{ token: string }>('user/login', { ...DEMO, otp: recovery[0]! });
      expect(other.body.status).toBe(1);
      const otherHeaders = { token: other.body.data.token, account: DEMO.account };
      await open(page, baseUrl, '/mine/sessions');
      const items = page.getByTestId('session-item');
      await eventually(() => items.count()).toBe(2);
      await page.getByTestId('session-current').waitFor({ timeout: UI_TIMEOUT_MS });
      await noToast(page);
      await shot(page, `sessions-${language}`);
      await page.locator('[data-testid=session-item][data-current=false] button').click();
      await eventually(() => items.count()).toBe(1);
      expect((await api('user/getUserinfo', {}, otherHeaders)).http).toBe(401);

      // Off again with a recovery code and the fund password, for the next language.
      await open(page, baseUrl, '/mine/twoFactor');
      await page.getByTestId('two-factor-on').waitFor({ timeout: UI_TIMEOUT_MS });
      await fill(page, 'totp-disable-code', recovery[1]!);
      await fill(page, 'totp-disable-fund', DEMO_FUND_PASSWORD);
      await page.getByTestId('totp-disable').click();
      await page.getByTestId('two-factor-off').waitFor({ timeout: UI_TIMEOUT_MS });
    },
  );

  it('leaves the ledger balanced, with no errors in the page', async () => {
    await running.assertLedgerBalanced();
    expect(browser.errors).toEqual([]);
  });
});
