/**
 * Goal: identity, credit and news work end to end, in a real browser against a real server. A
 * new customer registers and sends a Chinese resident ID with both photos, after ticking the
 * privacy statement; staff look at both photos in the back office and approve, after which the
 * customer may trade. The same customer sees the credit score, its factors and the daily
 * interest before applying for a loan in the app; staff approve it; the customer repays part
 * and then, with "repay all", exactly the rest, so `jpyyjed` is back to 0.00; collateral is
 * pledged and released. Staff publish an article with a picture, and the news list and an
 * article read in each language. A banned customer is refused at login with the support
 * message. The ledger balances at the end. Screenshots of every screen are saved in the three
 * languages, with the back office's KYC viewer and news editor, for a person to look at.
 */
import { DEMO_STAFF } from '../apps/server/src/modules/demo/service.ts';
import { fillStaffSignIn, staffCode } from './staff-sign-in.ts';
import { DEMO_CHECKER } from '../apps/server/src/modules/demo/service.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { translate } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../apps/web/src/i18n/texts/cn.ts';
import { jp } from '../apps/web/src/i18n/texts/jp.ts';
import { us } from '../apps/web/src/i18n/texts/us.ts';
import { encodePng } from '../apps/server/src/lib/png.ts';
import {
  UI_TIMEOUT_MS,
  confirmDialog,
  currentRoute,
  eventually,
  fill,
  noToast,
  open,
  screenAt,
  text,
  toastText,
} from './app-helpers.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';

const STAFF = DEMO_STAFF;
const PASSWORD = 'secret123';
const FUND_PASSWORD = '246810';
const ID_CARD = { name: '王小明', number: '11010519491231002X', masked: '**************002X' };
const LOAN_JPY = '100000';
const PART_REPAYMENT_JPY = '40000';
const COLLATERAL_JPY = '5000';
const KYC_REFUSAL = 'The back photo is blurred; please take it again in good light.';
const REFUSED_LOAN_JPY = '20000';
const LOAN_REFUSAL = 'Your deposit history is too short for this amount yet.';
const BAN_REASON = 'Suspected account takeover; the customer asked us to lock it.';
const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;
const LANGUAGES = ['jp', 'cn', 'us'] as const satisfies readonly Language[];
const TEXTS = { jp, cn, us } as const;

// ---- The customer API, to check what the screens did ----

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

interface Session {
  token: string;
  account: string;
}

function apiOf(baseUrl: string) {
  return async function call<T>(
    path: string,
    params: Record<string, string> = {},
    session?: Session,
    language: Language = 'jp',
  ): Promise<Envelope<T>> {
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      lang: language,
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
  };
}

// ---- Small real PNGs: the two sides of an identity card, and a news picture ----

const ID_WIDTH = 342;
const ID_HEIGHT = 216;

/** The photo side of a card: pale blue, a portrait on the right, lines of "text" on the left. */
function idFrontPng(): Buffer {
  return encodePng(ID_WIDTH, ID_HEIGHT, (x, y) => {
    if ((x - 262) ** 2 / 50 ** 2 + (y - 100) ** 2 / 62 ** 2 < 1) return [120, 130, 150];
    if (y % 26 > 18 && y > 30 && y < 190 && x > 22 && x < 190 - ((y * 5) % 50)) {
      return [60, 70, 90];
    }
    return [228 - Math.round(y / 12), 238, 250];
  });
}

/** The emblem side: a red emblem and two long lines. */
function idBackPng(): Buffer {
  return encodePng(ID_WIDTH, ID_HEIGHT, (x, y) => {
    if ((x - 60) ** 2 + (y - 62) ** 2 < 34 ** 2) return [200, 40, 40];
    if ((y > 150 && y < 158) || (y > 176 && y < 184))
      return x > 110 && x < 320 ? [70, 70, 80] : [246, 244, 236];
    return [246, 244, 236];
  });
}

/** A landscape news picture: a diagonal gradient. */
function newsPng(): Buffer {
  return encodePng(400, 200, (x, y) => [
    40 + Math.round((x / 400) * 60),
    90 + Math.round((y / 200) * 80),
    170 + Math.round((x / 400) * 60),
  ]);
}

// ---- Browser helpers ----

async function inputValue(page: Page, testId: string): Promise<string> {
  return page.locator(`[data-testid=${testId}] input, input[data-testid=${testId}]`).inputValue();
}

async function setLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
}

async function sessionOf(page: Page): Promise<Session> {
  const [token, account] = await page.evaluate(() => [
    window.localStorage.getItem('tokend'),
    window.localStorage.getItem('account'),
  ]);
  if (!token || !account) throw new Error('no session in the app');
  return { token, account };
}

/** The natural width of the first image with `testId` (0 while it has not loaded). */
async function naturalWidth(page: Page, testId: string): Promise<number> {
  return page
    .getByTestId(testId)
    .first()
    .evaluate((img) => (img as HTMLImageElement).naturalWidth);
}

function newAccountNumber(): string {
  return `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

async function staffSignIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/`);
  await page.getByTestId('sign-in-form').waitFor();
  await fillStaffSignIn(page, STAFF);
  await page.getByTestId('staff-username').filter({ hasText: STAFF.username }).waitFor();
}

let adminLoads = 0;

/** A pending review row of `kind` in the back office for `account`. */
async function reviewRow(page: Page, baseUrl: string, kind: string, account: string) {
  // A fresh load: the queue refreshes only every 30 s on its own.
  adminLoads += 1;
  await page.goto(`${baseUrl}/admin/?load=${adminLoads}#/reviews?kind=${kind}&status=pending`);
  const row = page.locator(`[data-testid^=review-row-${kind}-]`).filter({ hasText: account });
  await row.waitFor({ timeout: UI_TIMEOUT_MS });
  return row;
}

async function approve(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: '承認', exact: true }).click();
  await page.getByTestId('review-decision-dialog').locator('button[type=submit]').click();
  await row.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
}

async function dismissAdminToasts(page: Page): Promise<void> {
  const close = page.getByTestId('toast-close');
  while ((await close.count()) > 0) await close.first().click();
}

describe('identity, credit loans and news', () => {
  let running: RunningKabuto;
  let customer: Browser;
  let staff: Browser;
  let page: Page;
  let adminPage: Page;
  let baseUrl: string;
  let call: ReturnType<typeof apiOf>;
  let session: Session;
  let photoDir: string;
  const files = { front: '', back: '', news: '' };
  const account = newAccountNumber();

  const userinfo = async () =>
    (await call<{ jpy: string; jpyyjed: string }>('user/getUserinfo', { type: 'jpy' }, session))
      .data;

  beforeAll(async () => {
    // Practice mode keeps the market and funding open at any hour, so the flows run any time.
    running = await startKabuto({ marketPractice: true });
    baseUrl = running.baseUrl;
    call = apiOf(baseUrl);
    customer = await openBrowser();
    staff = await openBrowser(DESKTOP_VIEWPORT);
    page = customer.page;
    adminPage = staff.page;
    photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabuto-kyc-'));
    files.front = path.join(photoDir, 'id-front.png');
    files.back = path.join(photoDir, 'id-back.png');
    files.news = path.join(photoDir, 'news.png');
    fs.writeFileSync(files.front, idFrontPng());
    fs.writeFileSync(files.back, idBackPng());
    fs.writeFileSync(files.news, newsPng());
  });

  afterAll(async () => {
    await customer?.close();
    await staff?.close();
    await running?.close();
    if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
  });

  it('registers a new customer, who sends a Chinese resident ID with both photos after ticking the privacy statement', async () => {
    await open(page, baseUrl, '/login/register');
    await fill(page, 'register-account', account);
    await fill(page, 'register-password', PASSWORD);
    await fill(page, 'register-repassword', PASSWORD);
    await page.getByTestId('register-agree').click();
    await page.getByTestId('register-submit').click();
    await screenAt(page, '/home/index');
    session = await sessionOf(page);
    expect(session.account).toBe(account);

    // The empty form in Chinese and English, then filled in Japanese.
    for (const language of ['cn', 'us'] as const) {
      await setLanguage(page, language);
      await open(page, baseUrl, '/mine/verified');
      await eventually(() => page.getByTestId('verified-status').getAttribute('data-status')).toBe(
        'none',
      );
      expect(await text(page, 'verified-privacy')).toContain(TEXTS[language].kyc.privacy.agree);
      await shot(page, `services-verified-form-${language}`);
    }
    await setLanguage(page, 'jp');
    await open(page, baseUrl, '/mine/verified');
    await eventually(() => text(page, 'verified-status')).toBe(jp.kyc.state.none);
    // The privacy statement is on screen before anything is sent.
    expect(await text(page, 'verified-privacy')).toContain(jp.kyc.privacy.purpose);

    await page.getByTestId('verified-type-cn_resident').click();
    expect(await text(page, 'verified-number-hint')).toBe(jp.kyc.numberHint.cn_resident);
    await fill(page, 'verified-name-input', ID_CARD.name);
    // A number of the wrong shape is caught on the spot, with the server's own message.
    await fill(page, 'verified-number-input', '1101051949');
    await page.locator('[data-testid=verified-number-input] input').blur();
    await eventually(() => text(page, 'verified-number-hint')).toBe(
      translate('id_number_invalid', 'jp'),
    );
    await fill(page, 'verified-number-input', ID_CARD.number.toLowerCase());
    await eventually(() => text(page, 'verified-number-hint')).toBe(jp.kyc.numberHint.cn_resident);

    // Photos are required.
    await page.getByTestId('verified-submit').click();
    await eventually(() => toastText(page)).toBe(translate('id_photos_required', 'jp'));
    await page.getByTestId('verified-front-input').setInputFiles(files.front);
    await page.getByTestId('verified-back-input').setInputFiles(files.back);
    await eventually(() => naturalWidth(page, 'verified-front-preview')).toBe(ID_WIDTH);
    await eventually(() => naturalWidth(page, 'verified-back-preview')).toBe(ID_WIDTH);

    // SPEC §5: the privacy statement must be ticked; nothing is sent before.
    await noToast(page);
    await page.getByTestId('verified-submit').click();
    await eventually(() => toastText(page)).toBe(translate('privacy_required', 'jp'));
    expect((await call<{ status: string }>('user/verifiedinfo', {}, session)).data.status).toBe(
      'none',
    );
    await page.getByTestId('verified-privacy').scrollIntoViewIfNeeded();
    await page.getByTestId('verified-agree').click();
    await noToast(page);
    await page
      .getByTestId('verified-front-preview')
      .evaluate((img) => img.scrollIntoView({ block: 'center' }));
    await shot(page, 'services-verified-photos-jp');

    await page.getByTestId('verified-submit').click();
    await eventually(() => page.getByTestId('verified-status').getAttribute('data-status')).toBe(
      'pending',
    );
    expect(await text(page, 'verified-pending')).toContain(ID_CARD.masked);
    expect(await text(page, 'verified-pending')).toContain(jp.kyc.idTypes.cn_resident);
    await noToast(page);
    await shot(page, 'services-verified-pending-jp');

    // Not yet verified: trading is refused with the verification message.
    const refused = await call('trade/preview', { code: '7203', num: '1' }, session);
    expect(refused).toMatchObject({ status: 0, msg: 'kyc_required' });
  });

  it('shows the customer why staff rejected the first application, and takes a corrected one', async () => {
    await staffSignIn(adminPage, baseUrl);
    const first = await reviewRow(adminPage, baseUrl, 'kyc', account);
    await first.getByRole('button', { name: '却下', exact: true }).click();
    const dialog = adminPage.getByTestId('review-decision-dialog');
    await dialog.locator('textarea[name=reason]').fill(KYC_REFUSAL);
    await dialog.locator('button[type=submit]').click();
    await first.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });

    // Integrity rule 3: the reason reaches the customer, above a form to send it again.
    await open(page, baseUrl, '/mine/verified');
    await eventually(() => page.getByTestId('verified-status').getAttribute('data-status')).toBe(
      'rejected',
    );
    expect(await text(page, 'verified-reason')).toContain(KYC_REFUSAL);
    expect(await inputValue(page, 'verified-name-input')).toBe(ID_CARD.name);
    expect(await page.getByTestId('verified-type-cn_resident').getAttribute('aria-checked')).toBe(
      'true',
    );
    await noToast(page);
    await shot(page, 'services-verified-rejected-jp');

    await fill(page, 'verified-number-input', ID_CARD.number);
    await page.getByTestId('verified-front-input').setInputFiles(files.front);
    await page.getByTestId('verified-back-input').setInputFiles(files.back);
    await eventually(() => naturalWidth(page, 'verified-back-preview')).toBe(ID_WIDTH);
    await page.getByTestId('verified-agree').click();
    await page.getByTestId('verified-submit').click();
    await eventually(() => page.getByTestId('verified-status').getAttribute('data-status')).toBe(
      'pending',
    );
  });

  it('lets staff look at both photos before approving; the customer is then verified and may trade', async () => {
    const row = await reviewRow(adminPage, baseUrl, 'kyc', account);
    const summary = row.getByTestId('review-kyc-summary');
    expect(await summary.textContent()).toContain(ID_CARD.name);
    expect(await summary.textContent()).toContain(ID_CARD.masked);
    expect(await summary.textContent()).toContain('中国居民身分証');
    await shot(adminPage, 'admin-reviews-kyc-jp');

    await row.getByTestId('review-view-kyc').click();
    const viewer = adminPage.getByTestId('kyc-viewer');
    await viewer.getByTestId('kyc-image-front').waitFor({ timeout: UI_TIMEOUT_MS });
    await viewer.getByTestId('kyc-image-back').waitFor({ timeout: UI_TIMEOUT_MS });
    await eventually(() => naturalWidth(adminPage, 'kyc-image-front')).toBe(ID_WIDTH);
    await eventually(() => naturalWidth(adminPage, 'kyc-image-back')).toBe(ID_WIDTH);
    expect(await viewer.getByTestId('kyc-viewer-name').textContent()).toBe(ID_CARD.name);
    expect(await viewer.textContent()).toContain(account);
    await shot(adminPage, 'admin-kyc-viewer-jp');
    await viewer.getByTestId('kyc-viewer-close').click();
    await viewer.waitFor({ state: 'hidden' });
    await approve(adminPage, row);

    await open(page, baseUrl, '/mine/verified');
    await eventually(() => page.getByTestId('verified-status').getAttribute('data-status')).toBe(
      'passed',
    );
    expect(await text(page, 'verified-number')).toBe(ID_CARD.masked);
    expect(await text(page, 'verified-name')).toBe(ID_CARD.name);
    expect(await page.getByTestId('verified-form').count()).toBe(0);

    // Verified: the next rule of trading is the fund password; with it, a preview is answered.
    expect(await call('trade/preview', { code: '7203', num: '1' }, session)).toMatchObject({
      status: 0,
      msg: 'fund_password_not_set',
    });
    const set = await call(
      'user/fundpassword',
      { password: FUND_PASSWORD, repassword: FUND_PASSWORD },
      session,
    );
    expect(set.status).toBe(1);
    // Confirmations in the flows below need the session unlocked, as the app's sheet does.
    expect((await call('user/unlock', { fund_password: FUND_PASSWORD }, session)).status).toBe(1);
    const preview = await call<Record<string, unknown>>(
      'trade/preview',
      { code: '7203', num: '1' },
      session,
    );
    expect(preview.status).toBe(1);
  });

  it('shows the score, its factors and the daily interest before a loan, which staff approve and the customer repays in part and then in full', async () => {
    const info = (
      await call<{ loanable: string; daily_interest_bps: number; score: number }>(
        'user/loaninfo',
        { type: 'jpy' },
        session,
      )
    ).data;
    expect(info.score).toBeGreaterThanOrEqual(300);
    await open(page, baseUrl, '/mine/loan');
    await eventually(() => text(page, 'loan-loanable')).toBe(displayMoney(info.loanable));
    // Integrity rule 4: score, factors and the interest are on screen before applying.
    expect(await text(page, 'loan-score')).toBe(String(info.score));
    expect(await page.getByTestId('loan-factor-identity').getAttribute('data-points')).toBe('300');
    for (const key of ['account_age', 'deposits', 'trading', 'collateral']) {
      await page.getByTestId(`loan-factor-${key}`).waitFor();
    }
    const daily = `${(info.daily_interest_bps / 100).toFixed(2)}%`;
    expect(await text(page, 'loan-rate-daily')).toBe(daily);
    expect(await text(page, 'loan-rate-yearly')).toMatch(/^≈ \d+\.\d%$/);
    expect(await text(page, 'loan-rules')).toContain(daily.replace('%', ''));
    expect(await text(page, 'loan-outstanding')).toBe('0.00');

    // More than the limit is refused before sending.
    await fill(page, 'loan-apply-amount', '99999999');
    await page.getByTestId('loan-apply-submit').click();
    await eventually(() => toastText(page)).toBe(translate('loan_limit_insufficient', 'jp'));
    await noToast(page);

    await fill(page, 'loan-apply-amount', LOAN_JPY);
    await eventually(() => text(page, 'loan-example')).toMatch(/^[\d,]+\.00 JPY$/);
    await page.getByTestId('loan-apply-submit').click();
    await page.getByTestId('loan-apply-confirm').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await text(page, 'loan-apply-confirm')).toContain(`${displayMoney(LOAN_JPY)} JPY`);
    expect(await text(page, 'loan-apply-confirm')).toContain(daily);
    await confirmDialog(page);
    await eventually(() => page.getByTestId('loan-current').getAttribute('data-status')).toBe(
      'pending',
    );
    expect(await text(page, 'loan-current-status')).toBe(jp.loan.status.pending);
    expect((await userinfo()).jpyyjed).toBe('0.00'); // nothing is lent before the review

    // Staff see amount, score and interest, and approve.
    const row = await reviewRow(adminPage, baseUrl, 'loan', account);
    expect(await row.getByTestId('review-amount').textContent()).toContain('100000.00 JPY');
    expect(await row.getByTestId('review-loan-score').textContent()).toContain(
      `${info.score} / 1000`,
    );
    expect(await row.getByTestId('review-loan-rate').textContent()).toContain(daily);
    await shot(adminPage, 'admin-reviews-loan-jp');
    await approve(adminPage, row);

    expect(await userinfo()).toMatchObject({ jpy: '100000.00', jpyyjed: '100000.00' });
    await open(page, baseUrl, '/mine/loan');
    await eventually(() => page.getByTestId('loan-current').getAttribute('data-status')).toBe(
      'active',
    );
    await eventually(() => text(page, 'loan-current-owed')).toBe(`${displayMoney(LOAN_JPY)} JPY`);
    expect(await text(page, 'loan-outstanding')).toBe(displayMoney(LOAN_JPY));
    await noToast(page);
    await shot(page, 'services-loan-active-jp');

    // Part: never more than owed, then 40,000.
    await fill(page, 'loan-repay-amount', '100001');
    await page.getByTestId('loan-repay-submit').click();
    await eventually(() => toastText(page)).toBe(
      translate('repay_more_than_loan', 'jp', { owed: '￥100,000.00' }),
    );
    await noToast(page);
    await fill(page, 'loan-repay-amount', PART_REPAYMENT_JPY);
    await page.getByTestId('loan-repay-submit').click();
    await page.getByTestId('loan-repay-confirm').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await text(page, 'loan-repay-confirm')).toContain(`${displayMoney('60000')} JPY`);
    await confirmDialog(page);
    await eventually(() => text(page, 'loan-current-owed')).toBe(`${displayMoney('60000')} JPY`);
    expect((await userinfo()).jpyyjed).toBe('60000.00');

    // All: "repay all" fills exactly what is owed.
    await noToast(page);
    await page.getByTestId('loan-repay-amount-all').click();
    expect(await inputValue(page, 'loan-repay-amount')).toBe('60000.00');
    await page.getByTestId('loan-repay-submit').click();
    await confirmDialog(page);
    await eventually(() => toastText(page)).toBe(jp.loan.repay.doneAll);
    await page.getByTestId('loan-current').waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    expect(await userinfo()).toMatchObject({ jpy: '0.00', jpyyjed: '0.00' });
    await eventually(() => text(page, 'loan-outstanding')).toBe('0.00');

    // The records list the loan as repaid.
    await open(page, baseUrl, '/mine/loanOrder');
    const record = page.locator('li[data-testid^=loan-order-]').first();
    await eventually(() => record.getAttribute('data-status')).toBe('repaid');
    expect(await record.getByTestId('loan-order-amount').textContent()).toBe(
      displayMoney(LOAN_JPY),
    );
    expect(await record.textContent()).toContain(jp.loan.status.repaid);
  });

  it('pledges whole amounts of cash as collateral, which raises the limit, and releases it', async () => {
    const recharged = await call(
      'user/recharge',
      { type: 'jpy', money: '10000', channel: 'sim', nonce: `svc-${account}` },
      session,
    );
    expect(recharged.status).toBe(1);
    const before = (await call<{ loanable: string }>('user/loaninfo', { type: 'jpy' }, session))
      .data;
    await open(page, baseUrl, '/mine/loan');
    await eventually(() => text(page, 'loan-cash')).toBe(displayMoney('10000'));
    // What is typed stays as typed: a decimal amount is refused with its reason, not read as 505.
    await fill(page, 'loan-topup-amount', '50.5');
    expect(await inputValue(page, 'loan-topup-amount')).toBe('50.5');
    await page.getByTestId('loan-topup-submit').click();
    await eventually(() => toastText(page)).toBe(translate('credit_amount_integer', 'jp'));
    await noToast(page);
    await fill(page, 'loan-topup-amount', COLLATERAL_JPY);
    await page.getByTestId('loan-topup-submit').click();
    await page.getByTestId('loan-topup-confirm').waitFor({ timeout: UI_TIMEOUT_MS });
    await confirmDialog(page);
    await eventually(() => text(page, 'loan-collateral')).toBe(displayMoney(COLLATERAL_JPY));
    const after = (await call<{ loanable: string }>('user/loaninfo', { type: 'jpy' }, session))
      .data;
    expect(Number(after.loanable)).toBeGreaterThanOrEqual(
      Number(before.loanable) + Number(COLLATERAL_JPY),
    );
    await eventually(() => text(page, 'loan-loanable')).toBe(displayMoney(after.loanable));
    expect((await userinfo()).jpy).toBe('5000.00');

    await noToast(page);
    await page.getByTestId('loan-release').click();
    await confirmDialog(page);
    await eventually(() => text(page, 'loan-collateral')).toBe('0.00');
    expect((await userinfo()).jpy).toBe('10000.00');
  });

  it('tells the customer why staff refused a loan application', async () => {
    await open(page, baseUrl, '/mine/loan');
    await fill(page, 'loan-apply-amount', REFUSED_LOAN_JPY);
    await page.getByTestId('loan-apply-submit').click();
    await confirmDialog(page);
    await eventually(() => page.getByTestId('loan-current').getAttribute('data-status')).toBe(
      'pending',
    );
    // One loan at a time: the application form is gone while this one is under review.
    expect(await page.getByTestId('loan-apply').count()).toBe(0);

    const row = await reviewRow(adminPage, baseUrl, 'loan', account);
    await row.getByRole('button', { name: '却下', exact: true }).click();
    const dialog = adminPage.getByTestId('review-decision-dialog');
    await dialog.locator('textarea[name=reason]').fill(LOAN_REFUSAL);
    await dialog.locator('button[type=submit]').click();
    await row.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });

    await open(page, baseUrl, '/mine/loanOrder');
    const refused = page.locator('li[data-testid^=loan-order-]').first();
    await eventually(() => refused.getAttribute('data-status')).toBe('rejected');
    expect(await refused.getByTestId('loan-order-reason').textContent()).toContain(LOAN_REFUSAL);
    expect(await page.locator('li[data-testid^=loan-order-]').count()).toBe(2);
    await open(page, baseUrl, '/mine/loan');
    await page.getByTestId('loan-apply').waitFor({ timeout: UI_TIMEOUT_MS });
    expect((await userinfo()).jpyyjed).toBe('0.00');
  });

  it('publishes an article with a picture from the back office, and the customer reads the news in each language', async () => {
    await adminPage.goto(`${baseUrl}/admin/#/content/news`);
    await adminPage.getByTestId('news-table').waitFor({ timeout: UI_TIMEOUT_MS });
    await adminPage.getByTestId('news-new').click();
    const editor = adminPage.getByTestId('news-editor');
    await editor.getByTestId('news-market-jpy').click();
    const article = {
      jp: {
        title: '信用ローンの利息のしくみ',
        summary: '日利と返済のルール。',
        body: '第一段落。\n\n第二段落。',
      },
      cn: {
        title: '信用贷款利息说明',
        summary: '日利率与还款规则。',
        body: '第一段。\n\n第二段。',
      },
      us: {
        title: 'How credit loan interest works',
        summary: 'Daily interest and repayment.',
        body: 'First paragraph.\n\nSecond paragraph.',
      },
    };
    // Only Japanese: publishing is refused until every language is written.
    await editor.getByTestId('news-title-jp').fill(article.jp.title);
    await editor.getByTestId('news-summary-jp').fill(article.jp.summary);
    await editor.getByTestId('news-body-jp').fill(article.jp.body);
    await editor.getByTestId('news-publish').click();
    await eventually(async () => editor.getByTestId('news-editor-error').textContent()).toContain(
      '中文',
    );
    for (const language of ['cn', 'us'] as const) {
      await editor.getByTestId(`news-lang-${language}`).click();
      await editor.getByTestId(`news-title-${language}`).fill(article[language].title);
      await editor.getByTestId(`news-summary-${language}`).fill(article[language].summary);
      await editor.getByTestId(`news-body-${language}`).fill(article[language].body);
    }
    await editor.getByTestId('news-lang-jp').click();
    await editor.getByTestId('news-image-input').setInputFiles(files.news);
    await editor.getByTestId('news-image-preview').waitFor({ timeout: UI_TIMEOUT_MS });
    await shot(adminPage, 'admin-news-editor-jp');
    await editor.getByTestId('news-publish').click();
    await editor.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    const published = adminPage
      .locator('[data-testid^=news-row-]')
      .filter({ hasText: article.jp.title });
    await eventually(() => published.getAttribute('data-status')).toBe('published');
    await dismissAdminToasts(adminPage);
    await shot(adminPage, 'admin-news-list-jp');

    for (const language of LANGUAGES) {
      const list = await call<{ id: number; title: string; market: string }[]>(
        'common/news',
        { page: '1' },
        undefined,
        language,
      );
      const [newest] = list.data;
      expect(newest?.title).toBe(article[language].title);
      await setLanguage(page, language);
      await open(page, baseUrl, '/news/index');
      const first = page.getByTestId(`news-item-${newest!.id}`);
      await eventually(() => first.getByTestId('news-item-title').textContent()).toBe(
        article[language].title,
      );
      await eventually(() => naturalWidth(page, 'news-image')).toBe(400);
      expect(
        await page.locator('[data-testid^=news-item-]:not([data-testid$=title])').count(),
      ).toBe(list.data.length);
      await noToast(page);
      await shot(page, `services-news-list-${language}`);

      // One market: that market's articles and those for every market.
      await page.getByTestId('news-tab-usd').click();
      const usd = await call<{ id: number }[]>('common/news', { type: 'usd', page: '1' });
      await eventually(async () =>
        page
          .locator('[data-testid^=news-item-]:not([data-testid$=title])')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid'))),
      ).toEqual(usd.data.map((item) => `news-item-${item.id}`));
      expect(usd.data.some((item) => item.id === newest!.id)).toBe(false);
      await page.getByTestId('news-tab-all').click();

      await page.getByTestId(`news-item-${newest!.id}`).click();
      await screenAt(page, '/news/info');
      await eventually(() => text(page, 'news-article-title')).toBe(article[language].title);
      const paragraphs = page.locator('[data-testid=news-article-body] p');
      await eventually(() => paragraphs.count()).toBe(2);
      await eventually(() => naturalWidth(page, 'news-image')).toBe(400);
      const title = (await page.locator('[data-testid=app-header] h1').textContent()) ?? '';
      expect(title).toBe(TEXTS[language].screens.newsInfo);

      // A demo article, written at length, reads as its paragraphs too.
      const demo = list.data[list.data.length - 1]!;
      const full = await call<{ body: string }>(
        'common/newsinfo',
        { id: String(demo.id) },
        undefined,
        language,
      );
      await open(page, baseUrl, `/news/info?id=${demo.id}`);
      await eventually(() => paragraphs.count()).toBe(
        full.data.body.split(/\n\s*\n/).filter((p) => p.trim()).length,
      );
      expect(await text(page, 'news-article-title')).toBe(demo.title);
      await eventually(() => naturalWidth(page, 'news-image')).toBeGreaterThan(0);
      await noToast(page);
      await shot(page, `services-news-article-${language}`);
    }
    await setLanguage(page, 'jp');
  });

  it('saves screenshots of the verification, loan and loan record screens in each language', async () => {
    const screens = [
      ['verified-passed', '/mine/verified', 'verified-card', 'verified'],
      ['loan', '/mine/loan', 'loan-score-card', 'loan'],
      ['loan-order', '/mine/loanOrder', 'loan-order-count', 'loanOrder'],
    ] as const;
    for (const language of LANGUAGES) {
      await setLanguage(page, language);
      for (const [name, route, ready, title] of screens) {
        await open(page, baseUrl, route);
        await page.getByTestId(ready).first().waitFor({ timeout: UI_TIMEOUT_MS });
        expect(await page.locator('[data-testid=app-header] h1').textContent()).toBe(
          TEXTS[language].screens[title],
        );
        await page.waitForLoadState('networkidle');
        await noToast(page);
        await shot(page, `services-${name}-${language}`);
        if (name === 'loan') {
          // The application, with the interest disclosure, below the score.
          await page
            .getByTestId('loan-apply')
            .evaluate((card) => card.scrollIntoView({ block: 'center' }));
          await page.waitForTimeout(200);
          await shot(page, `services-loan-apply-${language}`);
        }
      }
    }
    await setLanguage(page, 'jp');
    expect(customer.errors).toEqual([]);
  });

  it('lets staff send a site message, edit a page and change a setting with a reason', async () => {
    const message = {
      jp: { title: 'ご融資のご案内', body: '信用ローンの金利を見直しました。' },
      cn: { title: '贷款通知', body: '我们调整了信用贷款利率。' },
      us: { title: 'About your credit', body: 'We have revised the credit loan rate.' },
    };
    await adminPage.goto(`${baseUrl}/admin/#/content/messages`);
    const form = adminPage.getByTestId('messages-form');
    await form.waitFor({ timeout: UI_TIMEOUT_MS });
    await form.getByTestId('message-account').fill(account);
    for (const language of LANGUAGES) {
      await form.getByTestId(`message-title-${language}`).fill(message[language].title);
      await form.getByTestId(`message-body-${language}`).fill(message[language].body);
    }
    await form.getByTestId('message-send').click();
    await eventually(async () => form.getByTestId('message-confirm').textContent()).toContain(
      account,
    );
    await adminPage.evaluate(() => window.scrollTo(0, 0));
    await shot(adminPage, 'admin-messages-jp');
    await form.getByTestId('message-send').click();
    await eventually(() => form.getByTestId('message-confirm').count()).toBe(0);
    for (const language of LANGUAGES) {
      const inbox = await call<{ title: string; body: string }[]>(
        'user/messages',
        {},
        session,
        language,
      );
      expect(inbox.data[0]).toMatchObject(message[language]);
    }

    // A page in one language.
    await adminPage.getByTestId('content-tab-pages').click();
    await adminPage.getByTestId('page-name-privacy').click();
    await adminPage.getByTestId('page-lang-us').click();
    const pageForm = adminPage.getByTestId('page-form');
    await pageForm.getByTestId('page-title').fill('Privacy policy (revised)');
    await pageForm.getByTestId('page-save').click();
    await eventually(async () => pageForm.locator('[role=alert]').textContent()).toBe(
      '理由を入力してください',
    );
    await pageForm.getByTestId('page-reason').fill('Clearer title');
    await pageForm.getByTestId('page-save').click();
    await eventually(
      async () =>
        (await call<{ title: string }>('common/page', { name: 'privacy', lang: 'us' })).data.title,
    ).toBe('Privacy policy (revised)');
    await dismissAdminToasts(adminPage);
    await adminPage.evaluate(() => window.scrollTo(0, 0));
    await shot(adminPage, 'admin-pages-jp');

    // A setting, with a mandatory reason; the loan screen shows the new rate at once.
    await adminPage.getByTestId('content-tab-settings').click();
    await adminPage.getByTestId('settings-filter').fill('loan_daily');
    const setting = adminPage.getByTestId('setting-row-loan_daily_interest_bps');
    await setting.getByTestId('setting-edit').click();
    const dialog = adminPage.getByTestId('setting-dialog');
    await dialog.getByTestId('setting-value').fill('6');
    await dialog.getByTestId('setting-save').click();
    await eventually(async () => dialog.getByTestId('setting-error').textContent()).toBe(
      '理由を入力してください',
    );
    await dialog.getByTestId('setting-reason').fill('Funding costs rose');
    await shot(adminPage, 'admin-settings-jp');
    await dialog.getByTestId('setting-save').click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    // Four-eyes (issue 16): the change takes effect once the demo checker approves it.
    await approveAsDemoChecker(baseUrl, 'setting:loan_daily_interest_bps');
    await adminPage.reload();
    await adminPage.getByTestId('settings-filter').fill('loan_daily');
    await eventually(async () => setting.textContent()).toContain('6');
    const info = await call<{ daily_interest_bps: number }>(
      'user/loaninfo',
      { type: 'jpy' },
      session,
    );
    expect(info.data.daily_interest_bps).toBe(6);
    await open(page, baseUrl, '/mine/loan');
    await eventually(() => text(page, 'loan-rate-daily')).toBe('0.06%');
  });

  it('refuses a banned customer at login with the support message', async () => {
    await adminPage.goto(`${baseUrl}/admin/#/customers`);
    await adminPage.getByTestId('customer-search').fill(account);
    await adminPage.getByTestId('customer-search').press('Enter');
    const row = adminPage.getByTestId(`customer-row-${account}`);
    await row.waitFor({ timeout: UI_TIMEOUT_MS });
    await row.getByTestId('customer-edit').click();
    const editor = adminPage.getByTestId('customer-status-editor');
    await editor.getByTestId('status-toggle-login_banned').check();
    await editor.getByTestId('status-reason').fill(BAN_REASON);
    await editor.getByTestId('status-review').click();
    await eventually(() => editor.getByTestId('status-apply').isEnabled()).toBe(true);
    await editor.getByTestId('status-apply').click();
    await editor.waitFor({ state: 'hidden' });

    await page.evaluate(() => window.localStorage.clear());
    for (const language of LANGUAGES) {
      await setLanguage(page, language);
      await open(page, baseUrl, '/login/login');
      await fill(page, 'login-account', account);
      await fill(page, 'login-password', PASSWORD);
      await page.getByTestId('login-submit').click();
      await eventually(() => toastText(page)).toBe(translate('account_banned', language));
      await page.waitForTimeout(300);
      expect(currentRoute(page)).toBe('/login/login');
      expect(await page.evaluate(() => window.localStorage.getItem('tokend'))).toBeNull();
      await noToast(page);
    }
    await setLanguage(page, 'jp');
  });

  it('leaves the ledger balanced', async () => {
    await running.assertLedgerBalanced();
    expect(staff.errors).toEqual([]);
  });
});

/** The demo checker signs in through the API with its own code and approves the proposal. */
async function approveAsDemoChecker(baseUrl: string, target: string): Promise<void> {
  const post = async (url: string, body: object, token?: string) =>
    (await (
      await fetch(`${baseUrl}/api/admin/${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    ).json()) as { status: number; msg: string; data: { token: string } };
  const { username, password, totpSecret } = DEMO_CHECKER;
  const login = await post('login', { username, password, otp: await staffCode(totpSecret) });
  const token = login.data.token;
  const list = (await (
    await fetch(`${baseUrl}/api/admin/proposals?status=pending`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { id: number; target: string }[] };
  const proposal = list.data.find((p) => p.target === target);
  expect((await post(`proposals/${proposal?.id}/approve`, {}, token)).status).toBe(1);
}
