/**
 * Goal: a staff member can run the back office end to end in a real browser against a real
 * server: sign in, confirm the ledger balances, restrict a customer with a reason (which the
 * customer API then enforces), find that action in the audit log with actor, before, after and
 * reason, and lift it again, in each of the console's three languages.
 */
import { DEMO_CHECKER } from '../apps/server/src/demo-products.ts';
import { DEMO_STAFF } from '../apps/server/src/modules/demo/service.ts';
import { fillStaffSignIn } from './staff-sign-in.ts';
import { translate, type Language } from '@kabuto/shared/catalogue';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';

const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;
const STAFF = DEMO_STAFF;
const CUSTOMER = { account: '0900000001', password: 'demo1234' } as const;
const BAN_REASON = 'Suspected account takeover: confirming identity with the customer';
const UNBAN_REASON = 'Identity confirmed by phone';

/** Texts of the console's navigation per language, to tell which language is on screen. */
const CUSTOMERS_NAV: Readonly<Record<Language, string>> = {
  jp: '顧客',
  cn: '客户',
  us: 'Customers',
};
const AUDIT_NAV: Readonly<Record<Language, string>> = {
  jp: '監査ログ',
  cn: '审计日志',
  us: 'Audit log',
};
const PROPOSALS_NAV: Readonly<Record<Language, string>> = {
  jp: 'ダブルチェック',
  cn: '双人复核',
  us: 'Four-eyes',
};

const LEDGER_NAV: Readonly<Record<Language, string>> = {
  jp: '元帳チェック',
  cn: '账本核对',
  us: 'Ledger check',
};

const UI_TIMEOUT_MS = 10_000;

/** Polls until the assertion holds: the UI updates after the server answers. */
function eventually<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: UI_TIMEOUT_MS, interval: 100 });
}

/** The element's text, trimmed (waits for the element to exist). */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent({ timeout: 1_000 })) ?? '').trim();
}

interface CustomerAnswer {
  status: number;
  msg: string;
}

/** Signs the demo customer in through the customer API, as the customer app does. */
async function customerLogin(baseUrl: string): Promise<CustomerAnswer> {
  const response = await fetch(`${baseUrl}/api/vue/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      account: CUSTOMER.account,
      password: CUSTOMER.password,
    }).toString(),
  });
  return (await response.json()) as CustomerAnswer;
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/`);
  await page.getByTestId('sign-in-form').waitFor();
  await fillStaffSignIn(page, STAFF);
  await page.getByTestId('staff-username').filter({ hasText: STAFF.username }).waitFor();
}

async function openCustomer(page: Page, language: Language): Promise<void> {
  await page.getByRole('link', { name: CUSTOMERS_NAV[language] }).click();
  await page.getByTestId('customer-search').fill(CUSTOMER.account);
  await page.getByTestId('customer-search').press('Enter');
  await page.getByTestId(`customer-row-${CUSTOMER.account}`).waitFor();
}

/** Sets the login ban through the status editor: switches, reason, then the confirmation. */
async function setLoginBan(
  page: Page,
  banned: boolean,
  reason: string,
  screenshot?: string,
): Promise<void> {
  const row = page.getByTestId(`customer-row-${CUSTOMER.account}`);
  await row.getByTestId('customer-edit').click();
  const editor = page.getByTestId('customer-status-editor');
  await editor.getByTestId('status-toggle-login_banned').setChecked(banned);
  await editor.getByTestId('status-reason').fill(reason);
  await editor.getByTestId('status-review').click();
  await eventually(() => textOf(editor.getByTestId('status-confirm'))).toContain(reason);
  if (screenshot) {
    await eventually(() => editor.getByTestId('status-apply').isEnabled()).toBe(true);
    await shot(page, screenshot);
  }
  await editor.getByTestId('status-apply').click();
  await editor.waitFor({ state: 'hidden' });
}

/** Notices are transient; screenshots show the screen itself. */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByTestId('toast-close');
  while ((await close.count()) > 0) await close.first().click();
}

async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId('language-switch').first().selectOption(language);
}

describe('the back office console', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    running = await startKabuto();
    browser = await openBrowser(DESKTOP_VIEWPORT);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('sends a visitor without a staff session to the sign-in screen and refuses a wrong password', async () => {
    await page.goto(`${running.baseUrl}/admin/#/customers`);
    await page.getByTestId('sign-in-form').waitFor();
    expect(page.url()).toContain('#/sign-in');
    await page.locator('input[name=username]').fill(STAFF.username);
    await page.locator('input[name=password]').fill('not-the-password');
    await page.locator('[data-testid=sign-in-form] button[type=submit]').click();
    await eventually(() => textOf(page.getByTestId('sign-in-error'))).toBe(
      translate('wrong_account_or_password', 'jp'),
    );
  });

  it('signs staff in and shows the ledger check balanced', async () => {
    await signIn(page, running.baseUrl);
    await page.getByRole('link', { name: LEDGER_NAV.jp }).click();
    const verdict = page.getByTestId('ledger-verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-ok')).toBe('true');
    await eventually(() => textOf(page.getByTestId('ledger-totals'))).toContain('JPY');
    await shot(page, 'admin-ledger-jp');
  });

  it('shows the review queues, or says that there are none yet', async () => {
    await page.getByRole('link', { name: '審査' }).click();
    await page.locator('[data-testid=empty-state], [data-testid=reviews-table]').first().waitFor();
    expect(await page.locator('.error-state').count()).toBe(0);
    await shot(page, 'admin-reviews-jp');
  });

  it('bans the demo customer from logging in, with a reason, and the customer API refuses them', async () => {
    expect((await customerLogin(running.baseUrl)).status).toBe(1);
    await openCustomer(page, 'jp');

    // The reason is mandatory: nothing is sent without one.
    const row = page.getByTestId(`customer-row-${CUSTOMER.account}`);
    await row.getByTestId('customer-edit').click();
    const editor = page.getByTestId('customer-status-editor');
    await editor.getByTestId('status-toggle-login_banned').check();
    await editor.getByTestId('status-review').click();
    await eventually(() => textOf(editor.getByTestId('status-error'))).toBe(
      '変更理由を入力してください',
    );
    await editor.getByRole('button', { name: 'キャンセル' }).click();
    await editor.waitFor({ state: 'hidden' });

    await setLoginBan(page, true, BAN_REASON, 'admin-status-confirm-jp');
    await eventually(() => textOf(page.getByTestId('toast').last())).toContain(
      translate('modify_success', 'jp'),
    );
    await eventually(() => textOf(row)).toContain('ログイン停止');
    await dismissToasts(page);
    await shot(page, 'admin-customers-banned-jp');

    const refused = await customerLogin(running.baseUrl);
    expect(refused).toMatchObject({ status: 0, msg: 'account_banned' });
  });

  it('records the ban in the audit log with actor, target, before, after and reason', async () => {
    await page.getByRole('link', { name: AUDIT_NAV.jp }).click();
    const entry = page.getByTestId('audit-row').filter({ hasText: BAN_REASON });
    await entry.waitFor();
    await eventually(() => textOf(entry.getByTestId('audit-actor'))).toContain(STAFF.username);
    await eventually(() => textOf(entry.getByTestId('audit-action'))).toBe('customer.status');
    // The action is named in the console's language above its code.
    await eventually(() => textOf(entry)).toContain('顧客ステータスの変更');
    await eventually(() => textOf(entry.getByTestId('audit-target'))).toContain(CUSTOMER.account);
    await eventually(() => textOf(entry.getByTestId('audit-reason'))).toBe(BAN_REASON);

    await entry.getByTestId('audit-toggle').click();
    const changed = page.getByTestId('audit-changes').locator('tr.diff__row--changed');
    await eventually(() => changed.count()).toBe(1);
    await eventually(() => textOf(changed.locator('th'))).toBe('login_banned');
    await eventually(() => textOf(changed.locator('td').nth(0))).toBe('false');
    await eventually(() => textOf(changed.locator('td').nth(1))).toBe('true');
  });

  it('lifts the ban only when a second staff member approves it (four-eyes), after which the customer can log in again', async () => {
    await openCustomer(page, 'jp');
    await setLoginBan(page, false, UNBAN_REASON);
    await eventually(() => textOf(page.getByTestId('toast').last())).toContain(
      translate('proposal_submitted', 'jp'),
    );
    // Still banned: lifting a ban is a proposal until another staff member approves it.
    await eventually(() => textOf(page.getByTestId(`customer-row-${CUSTOMER.account}`))).toContain(
      'ログイン停止',
    );
    expect((await customerLogin(running.baseUrl)).status).toBe(0);

    // The proposer sees it waiting and cannot approve it.
    await page.getByRole('link', { name: PROPOSALS_NAV.jp }).click();
    const mine = page
      .getByTestId('proposals-table')
      .locator('tr')
      .filter({ hasText: UNBAN_REASON });
    await mine.waitFor();
    await mine.getByRole('button', { name: '承認' }).click();
    await eventually(() => textOf(page.getByTestId('toast').last())).toContain(
      translate('approval_own_proposal', 'jp'),
    );
    await dismissToasts(page);
    await shot(page, 'admin-proposals-jp');

    // The second demo staff member (an operator) signs in at another desk with their own code
    // and approves it.
    const desk = await openBrowser(DESKTOP_VIEWPORT);
    const checker = desk.page;
    await checker.goto(`${running.baseUrl}/admin/`);
    await checker.getByTestId('sign-in-form').waitFor();
    await fillStaffSignIn(checker, DEMO_CHECKER);
    await checker
      .getByTestId('staff-username')
      .filter({ hasText: DEMO_CHECKER.username })
      .waitFor();
    await checker.getByRole('link', { name: PROPOSALS_NAV.jp }).click();
    const row = checker
      .getByTestId('proposals-table')
      .locator('tr')
      .filter({ hasText: UNBAN_REASON });
    await row.getByRole('button', { name: '承認' }).click();
    await eventually(() => textOf(row)).toContain('承認済み');
    await shot(checker, 'admin-proposals-approved-jp');
    await desk.close();

    expect(await customerLogin(running.baseUrl)).toMatchObject({ status: 1 });
    await running.assertLedgerBalanced();
  });

  it('shows sign-in, customers and audit log in Japanese, Chinese and English', async () => {
    for (const language of ['jp', 'cn', 'us'] as const) {
      await switchLanguage(page, language);
      await openCustomer(page, language);
      await dismissToasts(page);
      await shot(page, `admin-customers-${language}`);

      await page.getByRole('link', { name: AUDIT_NAV[language] }).click();
      await page
        .getByTestId('audit-row')
        .filter({ hasText: BAN_REASON })
        .getByTestId('audit-toggle')
        .click();
      await page.getByTestId('audit-changes').waitFor();
      await dismissToasts(page);
      await shot(page, `admin-audit-${language}`);

      await page.getByRole('link', { name: PROPOSALS_NAV[language] }).click();
      await page.getByTestId('proposals-table').waitFor();
      await shot(page, `admin-proposals-${language}`);

      // A new tab has no staff session (it lives in sessionStorage) but keeps the language.
      const signInPage = await browser.newPage();
      await signInPage.setViewportSize(DESKTOP_VIEWPORT);
      await signInPage.goto(`${running.baseUrl}/admin/`);
      await signInPage.getByTestId('sign-in-form').waitFor();
      await eventually(() => signInPage.getByTestId('language-switch').inputValue()).toBe(language);
      await shot(signInPage, `admin-sign-in-${language}`);
      await signInPage.close();
    }
    // The choice survives a reload.
    await page.reload();
    await page.getByRole('link', { name: CUSTOMERS_NAV.us }).waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('signs out, and the old token no longer opens the back office', async () => {
    const token = await page.evaluate(() => window.sessionStorage.getItem('kabuto-admin-session'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('sign-in-form').waitFor();
    await eventually(() => textOf(page.getByTestId('toast').last())).toContain(
      translate('logout_success', 'us'),
    );
    const { token: oldToken } = JSON.parse(token ?? '{}') as { token?: string };
    const response = await fetch(`${running.baseUrl}/api/admin/me`, {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(response.status).toBe(401);
  });
});
