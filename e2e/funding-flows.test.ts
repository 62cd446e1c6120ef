/**
 * Goal: money moves in and out of a customer's account end to end, in a real browser against a
 * real server, exactly as the screens say before the customer commits. A quick recharge raises
 * cash by exactly its amount and says it is simulated money; a bank deposit goes in with a
 * transfer screenshot, which staff look at in the back office before approving it, after which
 * the customer has the cash and a site message; a withdrawal (to a card bound on the way) shows
 * its rules first, freezes the amount, and when staff reject it the money is back at once and
 * the reason reaches the customer; an exchange moves exactly the quoted currencies; fund
 * records filter by tab, currency and date range and refuse a range longer than the limit. The
 * ledger balances at the end. Screenshots of every funding screen are saved in the three
 * languages, with the back office's screenshot viewer, for a person to look at.
 */
import { DEMO_STAFF } from '../apps/server/src/modules/demo/service.ts';
import { fillStaffSignIn } from './staff-sign-in.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { translate } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import { WITHDRAWAL_REJECT_TEXTS } from '@kabuto/shared/withdrawal-reasons';
import { TRANSFER_LABELS } from '@kabuto/shared/transfer-labels';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES } from '../apps/server/src/modules/messages/templates.ts';
import { cn } from '../apps/web/src/i18n/texts/cn.ts';
import { jp } from '../apps/web/src/i18n/texts/jp.ts';
import { us } from '../apps/web/src/i18n/texts/us.ts';
import { encodePng } from '../apps/server/src/lib/png.ts';
import {
  confirmDialog,
  eventually,
  fill,
  noToast,
  open,
  screenAt,
  text,
  toastText,
  UI_TIMEOUT_MS,
  DEMO,
  signInDemo,
} from './app-helpers.ts';
import type { Session } from './app-helpers.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, SCREENSHOT_DIR, shot, startKabuto } from './harness.ts';

const STAFF = DEMO_STAFF;
const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;
const TEXTS = { jp, cn, us } as const;

const RECHARGE_JPY = 12_345n;
const DEPOSIT_JPY = 50_000n;
const WITHDRAW_JPY = 20_000n;
const EXCHANGE_JPY = 100_000n;
const REJECT_NOTE = 'KABUTO TARO';
/** What the customer reads: the code's text in Japanese, then staff's note. */
const REJECT_REASON = `${WITHDRAWAL_REJECT_TEXTS.holder_mismatch.jp} (${REJECT_NOTE})`;
const CARD = {
  name: 'カブト タロウ',
  bank: 'カブト銀行',
  branch: '本店',
  branchCode: '001',
  number: '1234567',
} as const;

// ---- Money as integer hundredths, never floats ----

/** Decimal text ("1234.50", "-3.1") to hundredths. */
function cents(text: unknown): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(String(text ?? '').trim());
  if (!match) throw new Error(`not an amount: ${String(text)}`);
  const value = BigInt((match[2] ?? '0') + (match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

const units = (n: bigint) => n * 100n;

// ---- The customer API, to check what the screens did ----

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

interface Wallet {
  currency: string;
  cash: string;
  frozen: string;
}

function apiOf(baseUrl: string) {
  return async function call<T>(
    path: string,
    params: Record<string, string> = {},
    session?: Session,
  ): Promise<T> {
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
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.status !== 1) throw new Error(`${path} refused: ${envelope.msg}`);
    return envelope.data;
  };
}

// ---- A small real PNG: a transfer receipt-like picture ----

/** A 240×320 RGB picture: white slip, yellow head band, grey "text" lines, a green stamp. */
function receiptPng(): Buffer {
  return encodePng(240, 320, (x, y) => {
    if (y < 56) return [255, 212, 0];
    if (y % 28 > 18 && y < 250 && x > 24 && x < 216 - ((y * 7) % 60)) return [200, 202, 208];
    if ((x - 170) ** 2 + (y - 275) ** 2 < 26 ** 2) return [18, 160, 92];
    return [255, 255, 255];
  });
}

// ---- Browser helpers ----

/** Like shot(), but the whole length of the screen, so the person looking sees all of it. */
async function fullShot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

async function staffSignIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/`);
  await page.getByTestId('sign-in-form').waitFor();
  await fillStaffSignIn(page, STAFF);
  await page.getByTestId('staff-username').filter({ hasText: STAFF.username }).waitFor();
}

/** A pending review row of `kind` in the back office that mentions `needle`. */
async function reviewRow(page: Page, baseUrl: string, kind: string, needle: string) {
  await page.goto(`${baseUrl}/admin/#/reviews?kind=${kind}&status=pending`);
  const row = page.locator(`[data-testid^=review-row-${kind}-]`).filter({ hasText: needle });
  await row.waitFor({ timeout: UI_TIMEOUT_MS });
  return row;
}

/** A day as the calendar names it: the demo customer's days are Tokyo's (My Page default). */
function day(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offset * 86_400_000));
}

/** The date range as the records screen shows it in Japanese. */
function range(start: string, end: string): string {
  return jp.records.rangeValue.replace('{{start}}', start).replace('{{end}}', end);
}

async function pickRange(page: Page, from: string, to: string): Promise<void> {
  await page.getByTestId('records-range').click();
  const calendar = page.locator('.adm-calendar-picker-popup .adm-popup-body');
  await calendar.waitFor({ timeout: UI_TIMEOUT_MS });
  await calendar.locator(`[data-date="${from}"]`).click();
  await calendar.locator(`[data-date="${to}"]`).click();
  await calendar.locator('.adm-calendar-picker-footer .adm-button').click();
}

async function recordTypes(page: Page): Promise<string[]> {
  const items = page.getByTestId('records-item');
  const types: string[] = [];
  for (let i = 0; i < (await items.count()); i += 1) {
    types.push((await items.nth(i).getAttribute('data-type')) ?? '');
  }
  return types.sort();
}

describe('money in and out of a customer account', () => {
  let running: RunningKabuto;
  let customer: Browser;
  let staff: Browser;
  let page: Page;
  let adminPage: Page;
  let baseUrl: string;
  let session: Session;
  let call: ReturnType<typeof apiOf>;
  let proofFile: string;
  let proofDir: string;

  const wallet = async (currency: string): Promise<Wallet> => {
    const wallets = await call<Wallet[]>('user/wallets', {}, session);
    return wallets.find((w) => w.currency === currency) ?? { currency, cash: '0', frozen: '0' };
  };
  const cash = async (currency: string) => cents((await wallet(currency)).cash);

  beforeAll(async () => {
    // Practice mode keeps funding open on any day, so the flows run at any time.
    running = await startKabuto({ marketPractice: true });
    baseUrl = running.baseUrl;
    call = apiOf(baseUrl);
    customer = await openBrowser();
    staff = await openBrowser(DESKTOP_VIEWPORT);
    page = customer.page;
    adminPage = staff.page;
    proofDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabuto-proof-'));
    proofFile = path.join(proofDir, 'transfer-receipt.png');
    fs.writeFileSync(proofFile, receiptPng());
  });

  afterAll(async () => {
    await customer?.close();
    await staff?.close();
    await running?.close();
    if (proofDir) fs.rmSync(proofDir, { recursive: true, force: true });
  });

  it('recharges quickly: cash rises by exactly the amount, and the screen says it is simulated', async () => {
    session = await signInDemo(page, baseUrl, { unlock: true });
    const before = await cash('JPY');
    await open(page, baseUrl, '/mine/stored');
    await eventually(() => text(page, 'stored-cash')).toBe(
      displayMoney((await wallet('JPY')).cash),
    );
    // The rules and the simulated channel are on screen before anything is sent.
    expect(await text(page, 'stored-channel')).toContain(jp.funding.stored.simChannel);
    expect(await text(page, 'stored-channel')).toContain(jp.funding.simulated);
    expect(await text(page, 'stored-rules')).toContain('500,000');

    // A yen amount with decimals is refused with the server's own message, before sending.
    await fill(page, 'stored-amount', '100.5');
    await page.getByTestId('stored-submit').click();
    await eventually(() => toastText(page)).toBe(translate('amount_precision', 'jp'));

    await page.getByTestId('stored-chip-10000').click();
    expect(await page.locator('[data-testid=stored-amount] input').inputValue()).toBe('10000');
    await fill(page, 'stored-amount', String(RECHARGE_JPY));
    // A double tap is one recharge: the second tap repeats the same command (or finds the
    // amount already cleared), never a second payment.
    await page.getByTestId('stored-submit').dblclick();
    await page.getByTestId('stored-done').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await text(page, 'stored-done')).toContain(`${displayMoney('12345')} JPY`);

    expect(await cash('JPY')).toBe(before + units(RECHARGE_JPY));
    await eventually(() => text(page, 'stored-cash')).toBe(
      displayMoney((await wallet('JPY')).cash),
    );
    const recharges = await call<
      { kind: string; simulated: boolean; status: number; money: string }[]
    >('user/rechargelist', { type: 'jpy' }, session);
    expect(recharges).toHaveLength(1);
    expect(recharges[0]).toMatchObject({
      kind: 'quick',
      simulated: true,
      status: 1,
      money: '12345.00',
    });
    await expect(page.getByTestId('recharge-history').textContent()).resolves.toContain(
      jp.funding.status.passed,
    );
  });

  it('takes a bank deposit with a screenshot, which staff look at and approve; the customer sees the cash and a message', async () => {
    const before = await cash('JPY');
    const account = await call<{ reference: string; number: string }>(
      'user/depositaccount',
      { type: 'jpy' },
      session,
    );
    await open(page, baseUrl, '/mine/deposit');
    await eventually(() => text(page, 'deposit-reference')).toBe(account.reference);
    expect(await text(page, 'deposit-number')).toBe(account.number);
    // Integrity rule 5: staff never ask for codes or payments through social media.
    expect(await text(page, 'safety-notice')).toContain(jp.safety.title);
    expect(await text(page, 'deposit-rules')).toContain(jp.funding.deposit.ruleOnePending);

    await fill(page, 'deposit-amount', String(DEPOSIT_JPY));
    await page.getByTestId('deposit-submit').click();
    await eventually(() => toastText(page)).toBe(translate('deposit_proof_required', 'jp'));

    await page.getByTestId('deposit-proof-input').setInputFiles(proofFile);
    const preview = page.getByTestId('deposit-proof-preview');
    await preview.waitFor({ timeout: UI_TIMEOUT_MS });
    await eventually(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(
      240,
    );
    await noToast(page);
    await page.getByTestId('deposit-submit').click();
    await eventually(() => page.getByTestId('deposit-latest').getAttribute('data-status')).toBe(
      '0',
    );
    expect(await text(page, 'deposit-latest')).toContain(jp.funding.deposit.pendingTitle);
    expect(await cash('JPY')).toBe(before); // nothing moves before the review

    // Staff see the screenshot the customer sent, then approve.
    await staffSignIn(adminPage, baseUrl);
    const row = await reviewRow(adminPage, baseUrl, 'deposit', account.reference);
    expect(await row.getByTestId('review-amount').textContent()).toBe('50,000.00 JPY');
    await shot(adminPage, 'admin-deposit-review-jp');
    await row.getByTestId('review-view-proof').click();
    const viewer = adminPage.getByTestId('proof-viewer');
    const image = viewer.getByTestId('proof-image');
    await image.waitFor({ timeout: UI_TIMEOUT_MS });
    await eventually(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(
      240,
    );
    expect(await viewer.textContent()).toContain(account.reference);
    await shot(adminPage, 'admin-deposit-proof-jp');
    await viewer.getByTestId('proof-close').click();
    await row.getByRole('button', { name: '承認', exact: true }).click();
    const dialog = adminPage.getByTestId('review-decision-dialog');
    await dialog.locator('button[type=submit]').click();
    await row.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });

    expect(await cash('JPY')).toBe(before + units(DEPOSIT_JPY));
    await open(page, baseUrl, '/mine/deposit');
    await eventually(() => page.getByTestId('deposit-latest').getAttribute('data-status')).toBe(
      '1',
    );

    // The header's message shortcut counts the new message; the message says what happened.
    await open(page, baseUrl, '/home/index');
    await eventually(() => text(page, 'header-unread')).toMatch(/^[1-9]\d*$/);
    await page.getByTestId('header-messages').click();
    await screenAt(page, '/mine/message');
    const approved = MESSAGE_TEMPLATES.deposit_approved.jp.title;
    const first = page.locator('[data-testid^=message-]').filter({ hasText: approved }).first();
    expect(await first.getAttribute('data-read')).toBe('false');
    await first.locator('button').click();
    await screenAt(page, '/mine/messageInfo');
    expect(await text(page, 'message-title')).toBe(approved);
    // The amount is written by the app, with separators and its currency once.
    expect(await text(page, 'message-body')).toContain('50,000.00\u00a0JPY');
    expect(await text(page, 'message-body')).not.toMatch(/\{\{|¥|￥/);
    expect(await text(page, 'message-body')).toContain(account.reference);
  });

  it('binds a card on the way to a withdrawal whose rules come first, and returns the money at once when staff reject it', async () => {
    const rules = await call<{ min: string }>('user/withdrawrules', { type: 'jpy' }, session);
    await open(page, baseUrl, '/mine/withdraw');
    // Integrity rules 4 and 6: minimum, no fee, arrival and the positions rule, before committing.
    await eventually(() => text(page, 'withdraw-rule-min')).toBe(`${displayMoney(rules.min)} JPY`);
    expect(await text(page, 'withdraw-rule-fee')).toBe(jp.funding.withdraw.feeFree);
    expect(await text(page, 'withdraw-rule-arrival')).toBe(jp.funding.withdraw.arrivalValue);
    expect(await text(page, 'withdraw-rule-notes')).toContain(jp.funding.withdraw.positionsRule);
    await eventually(() => page.getByTestId('withdraw-check-card').getAttribute('data-done')).toBe(
      'false',
    );

    // Without a card the app says so and leads to adding one, then back here.
    await fill(page, 'withdraw-amount', String(WITHDRAW_JPY));
    await fill(page, 'withdraw-password', DEMO.fundPassword);
    await page.getByTestId('withdraw-submit').click();
    await eventually(() => page.locator('.adm-dialog-content').textContent()).toContain(
      translate('bank_card_required', 'jp'),
    );
    await confirmDialog(page);
    await screenAt(page, '/mine/bankAdd');
    await fill(page, 'bank-add-name', CARD.name);
    await fill(page, 'bank-add-bank', CARD.bank);
    await fill(page, 'bank-add-branch', CARD.branch);
    await fill(page, 'bank-add-branch_code', CARD.branchCode);
    await fill(page, 'bank-add-card', CARD.number);
    await page.getByTestId('bank-add-submit').click();
    await screenAt(page, '/mine/withdraw');
    const card = page.locator('[data-testid^=withdraw-card-]');
    await card.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await card.getAttribute('aria-checked')).toBe('true');
    expect(await card.textContent()).toContain('***4567');

    const before = await cash('JPY');
    const submit = async (amount: string, password: string) => {
      await noToast(page);
      await fill(page, 'withdraw-amount', amount);
      await fill(page, 'withdraw-password', password);
      await page.getByTestId('withdraw-submit').click();
      await page.getByTestId('withdraw-confirm').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await text(page, 'withdraw-confirm')).toContain(jp.funding.withdraw.feeFree);
      await confirmDialog(page);
    };
    // Each condition has its own message.
    await submit(String(WITHDRAW_JPY), '000000');
    await eventually(() => toastText(page)).toBe(translate('fund_password_wrong', 'jp'));
    await submit('500', DEMO.fundPassword);
    await eventually(() => toastText(page)).toBe(
      // The minimum is written as money in the reader's language ("￥1,000").
      translate('withdrawal_below_minimum', 'jp', {
        min: new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(
          Number(rules.min),
        ),
      }),
    );
    expect(await cash('JPY')).toBe(before);

    await submit(String(WITHDRAW_JPY), DEMO.fundPassword);
    await page.getByTestId('withdraw-done').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await cash('JPY')).toBe(before - units(WITHDRAW_JPY));
    expect(cents((await wallet('JPY')).frozen)).toBe(units(WITHDRAW_JPY));

    // While it is pending, the checklist says so before any password: nothing more may leave.
    const pendingRule = page.getByTestId('withdraw-check-no_pending_request');
    await eventually(() => pendingRule.getAttribute('data-done')).toBe('false');
    expect(await pendingRule.textContent()).toContain(
      translate('fund_operation_in_progress', 'jp'),
    );
    expect(await text(page, 'withdraw-available')).toBe('0.00');
    await fill(page, 'withdraw-amount', '5000');
    await page.getByTestId('withdraw-submit').click();
    await eventually(() => toastText(page)).toBe(translate('fund_operation_in_progress', 'jp'));
    for (const language of ['jp', 'cn', 'us'] as const) {
      await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
      await open(page, baseUrl, '/mine/withdraw');
      await eventually(() => pendingRule.textContent()).toContain(
        TEXTS[language].funding.withdraw.checks.no_pending_request,
      );
      await noToast(page);
      await fullShot(page, `funding-withdraw-pending-${language}`);
      // My Page names what is frozen, by kind and with its currency; the figures add up.
      await open(page, baseUrl, '/mine/myPage');
      await eventually(() => text(page, 'my-page-frozen-withdrawal')).toBe(
        `${displayMoney(String(WITHDRAW_JPY))} JPY`,
      );
      expect(await page.getByTestId('my-page-frozen-lines').textContent()).toContain(
        TEXTS[language].profile.frozenKinds.withdrawal,
      );
      await noToast(page);
      await fullShot(page, `funding-my-page-frozen-${language}`);
    }
    await page.evaluate(() => window.localStorage.setItem('language', 'jp'));

    // Staff see who and where the money would go to, and reject with a reason.
    const row = await reviewRow(adminPage, baseUrl, 'withdrawal', session.account);
    const payout = row.getByTestId('review-payout');
    expect(await payout.textContent()).toContain(CARD.name);
    expect(await payout.textContent()).toContain('***4567');
    expect(await row.getByTestId('review-amount').textContent()).toBe('20,000.00 JPY');
    await shot(adminPage, 'admin-withdrawal-review-jp');
    await row.getByRole('button', { name: '却下', exact: true }).click();
    const dialog = adminPage.getByTestId('review-decision-dialog');
    // A reason of the list, shown to staff as the customer will read it, and a note.
    await dialog.locator('button[type=submit]').click();
    await eventually(() => dialog.getByRole('alert').textContent()).toBeTruthy();
    await dialog.locator('select[name=reason_code]').selectOption('holder_mismatch');
    await dialog.locator('textarea[name=reason]').fill(REJECT_NOTE);
    await shot(adminPage, 'admin-withdrawal-reject-jp');
    await dialog.locator('button[type=submit]').click();
    await row.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });

    // Integrity rule 6: the funds are back at once, to the unit.
    expect(await cash('JPY')).toBe(before);
    expect(cents((await wallet('JPY')).frozen)).toBe(0n);
    await open(page, baseUrl, '/mine/withdraw');
    const history = page.locator('[data-testid^=withdrawal-]').first();
    await eventually(() => history.textContent()).toContain(jp.funding.status.rejected);
    // The history: order number and the reason in the customer's language, with the note.
    const [latest] = await call<{ id: number; order_no: string }[]>(
      'user/withdrawallist',
      { type: 'jpy' },
      session,
    );
    expect(await history.textContent()).toContain(latest!.order_no);
    expect(await text(page, `withdrawal-reason-${latest!.id}`)).toBe(
      `${jp.funding.reason}: ${REJECT_REASON}`,
    );
    await fullShot(page, 'funding-withdraw-rejected-jp');

    // The reason reaches the customer in a site message.
    await open(page, baseUrl, '/mine/message');
    const rejected = MESSAGE_TEMPLATES.withdrawal_rejected.jp.title;
    const message = page.locator('[data-testid^=message-]').filter({ hasText: rejected }).first();
    await message.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await message.textContent()).toContain(REJECT_REASON);
    await message.locator('button').click();
    await screenAt(page, '/mine/messageInfo');
    expect(await text(page, 'message-body')).toContain(REJECT_REASON);
  });

  it('exchanges currency after a quote: JPY falls by the amount and USD rises by what was received', async () => {
    const jpyBefore = await cash('JPY');
    const usdBefore = await cash('USD');
    await open(page, baseUrl, '/mine/exchange');
    expect(await page.getByTestId('exchange-from').getAttribute('data-currency')).toBe('JPY');
    expect(await page.getByTestId('exchange-to').getAttribute('data-currency')).toBe('USD');
    await eventually(() => text(page, 'exchange-rules')).toContain('0.50%');

    await fill(page, 'exchange-amount', String(EXCHANGE_JPY));
    await page.getByTestId('exchange-quote-button').click();
    await page.getByTestId('exchange-quote').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await text(page, 'exchange-received')).toMatch(/^[\d,]+\.\d{2} USD$/);
    await page.getByTestId('exchange-submit').click();
    await confirmDialog(page);
    const done = page.getByTestId('exchange-done-received');
    await done.waitFor({ timeout: UI_TIMEOUT_MS });
    const received = cents(await done.getAttribute('data-value'));
    expect(received).toBeGreaterThan(0n);

    expect(await cash('JPY')).toBe(jpyBefore - units(EXCHANGE_JPY));
    expect(await cash('USD')).toBe(usdBefore + received);
    await eventually(() => text(page, 'exchange-wallet-USD')).toBe(
      displayMoney((await wallet('USD')).cash),
    );
  });

  it('lists fund records by tab, currency and date range, and refuses a range over the limit', async () => {
    await open(page, baseUrl, '/mine/transactionRecords');
    // One exchange moves two currencies: a record for each; then the demo's prepaid IPO
    // application (demo data: it waits for a draw).
    await eventually(() => recordTypes(page)).toEqual(['exchange', 'exchange', 'ipo_freeze']);
    expect(await text(page, 'records-range-text')).toBe(range(day(-29), day(0)));

    await page.getByTestId('records-tab-recharge').click();
    await eventually(() => recordTypes(page)).toEqual([
      'demo_funding',
      'demo_funding',
      'demo_funding',
      'deposit',
      'recharge',
    ]);
    const labels = await page.getByTestId('records-item').allTextContents();
    expect(labels.join(' ')).toContain(TRANSFER_LABELS.deposit.jp);
    expect(labels.join(' ')).toContain(`+${displayMoney('50000')} JPY`);

    await page.getByTestId('records-currency').click();
    await page.locator('.adm-action-sheet-button-item', { hasText: /^JPY$/ }).click();
    await eventually(() => recordTypes(page)).toEqual(['demo_funding', 'deposit', 'recharge']);

    await page.getByTestId('records-tab-withdraw').click();
    await eventually(() => recordTypes(page)).toEqual(['withdrawal_freeze', 'withdrawal_returned']);

    // A range with nothing in it.
    await pickRange(page, day(-60), day(-45));
    await eventually(() => text(page, 'records-range-text')).toBe(range(day(-60), day(-45)));
    await page.getByTestId('no-data').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await text(page, 'records-total')).toBe(jp.records.total.replace('{{total}}', '0'));

    // Longer than the limit: the calendar says so, refuses it and stays open.
    await noToast(page);
    const limit = translate('date_range_too_long', 'jp', { days: 90 });
    await pickRange(page, day(-120), day(0));
    await eventually(() => toastText(page)).toBe(limit);
    expect(await text(page, 'records-range-limit')).toBe(limit);
    await shot(page, 'funding-records-range-limit-jp');
    expect(await page.locator('.adm-calendar-picker-popup .adm-popup-body').isVisible()).toBe(true);
    await page.locator('.adm-calendar-picker-popup .adm-popup-close-icon').click();
    expect(await text(page, 'records-range-text')).toBe(range(day(-60), day(-45)));

    await pickRange(page, day(-7), day(0));
    await eventually(() => recordTypes(page)).toEqual(['withdrawal_freeze', 'withdrawal_returned']);
  });

  it('shows the profile with invitation code and the account figures of the market type', async () => {
    const user = await call<{ invite_code: string; invited_count: number }>(
      'user/getUserinfo',
      { type: 'jpy' },
      session,
    );
    const assets = await call<{ total_assets: string; available: string }>(
      'user/assets',
      { type: 'jpy' },
      session,
    );
    await open(page, baseUrl, '/mine/myPage');
    await eventually(() => text(page, 'my-page-invite-code')).toBe(user.invite_code);
    expect(await text(page, 'my-page-account')).toBe(DEMO.account);
    expect(await text(page, 'my-page-kyc')).toBe(jp.kyc.passed);
    await eventually(() => text(page, 'my-page-total-assets')).toBe(
      displayMoney(assets.total_assets),
    );
    expect(await text(page, 'my-page-available')).toBe(displayMoney(assets.available));
  });

  it('saves screenshots of the funding screens in each language', async () => {
    const [newest] = await call<{ id: number }[]>('user/messages', {}, session);
    if (!newest) throw new Error('no site message to show');
    const screens = [
      ['stored', '/mine/stored', 'stored-screen'],
      ['deposit', '/mine/deposit', 'deposit-screen'],
      ['withdraw', '/mine/withdraw', 'withdraw-screen'],
      ['bank', '/mine/bank', 'bank-screen'],
      ['exchange', '/mine/exchange', 'exchange-screen'],
      ['records', '/mine/transactionRecords?tab=recharge', 'records-item'],
      ['my-page', '/mine/myPage', 'my-page-invite-code'],
      ['messages', '/mine/message', 'messages-screen'],
      ['message-info', `/mine/messageInfo?id=${newest.id}`, 'message-article'],
      ['bank-add', '/mine/bankAdd', 'bank-add-screen'],
      ['login-password', '/mine/loginPassword', 'login-password-screen'],
      ['fund-password', '/mine/fundPassword', 'fund-password-old'],
    ] as const;
    for (const language of ['jp', 'cn', 'us'] as const satisfies readonly Language[]) {
      await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
      for (const [name, route, ready] of screens) {
        await open(page, baseUrl, route);
        await page.getByTestId(ready).first().waitFor({ timeout: UI_TIMEOUT_MS });
        const title = (await page.locator('[data-testid=app-header] h1').textContent()) ?? '';
        expect(title).toBe(TEXTS[language].screens[screenTitle(name)]);
        await page.waitForLoadState('networkidle');
        await noToast(page);
        await fullShot(page, `funding-${name}-${language}`);
      }
    }
    await page.evaluate(() => window.localStorage.setItem('language', 'jp'));
    expect(customer.errors).toEqual([]);
  });

  it('leaves the ledger balanced', async () => {
    await running.assertLedgerBalanced();
  });
});

function screenTitle(name: string): keyof typeof jp.screens {
  const titles: Record<string, keyof typeof jp.screens> = {
    stored: 'stored',
    deposit: 'deposit',
    withdraw: 'withdraw',
    bank: 'bank',
    exchange: 'exchange',
    records: 'transactionRecords',
    'my-page': 'myPage',
    messages: 'message',
    'message-info': 'messageInfo',
    'bank-add': 'bankAdd',
    'login-password': 'loginPassword',
    'fund-password': 'fundPassword',
  };
  return titles[name] ?? 'home';
}
