/**
 * Goal: every investment product works end to end in a real browser against a real server, from
 * its home entry to its record screen, with the back office doing the staff's part.
 *
 * - Prices staff set (IPO, block) are near the market price and on its tick grid, and take effect
 *   once a second staff member approves them: the proposer's own approval is refused on the
 *   back office's approvals screen, another staff member's is accepted.
 * - IPO: staff create a prepaid offering in the back office whose window is a few seconds long;
 *   the demo customer reads every term and the lottery rules, subscribes for more lots than are
 *   drawn, and the amount is frozen; once the window has closed staff run the draw and see the
 *   lottery record; the customer finds the result in /mine/newShareOrder (part won, the rest
 *   refunded) and verifies the draw in the browser (SHA-256 of the seed and every ticket). A
 *   pay-after-win allotment is paid from the same screen.
 * - Block trade: staff create an offer behind an access key and deliver the key; the key arrives
 *   as an in-app message, the customer buys with it and the fund password, and the purchase is
 *   listed as frozen in /home/large2.
 * - Copy trading: staff create a product; the customer reads the risk notice, target against
 *   realised, drawdown and lock-up, follows it, and finds it locked in /mine/followOrder; staff
 *   place the issuer's order.
 * - Day trading: the customer applies in /home/withinDays, staff approve in Reviews, and the
 *   approved amount is the remaining credit, spent by a day-trade order.
 * - Days later (the server clock moved on, jobs run): the IPO is listed as a position, the block
 *   is allocated, the product has a NAV history, the day trade is settled; the customer lends
 *   shares of the IPO position, earns a day's fee and recalls them, and redeems the follow.
 *
 * The ledger balances at the end. Screenshots of every product screen in the three languages
 * and of the back office's products pages are saved for a person to look at.
 */
import { DEMO_STAFF } from '../apps/server/src/modules/demo/service.ts';
import { fillStaffSignIn } from './staff-sign-in.ts';
import { signInStaff } from '../apps/server/src/test/staff-auth.ts';
import type { Language } from '@kabuto/shared/catalogue';
import { translate } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jp as adminJp } from '../apps/admin/src/i18n/jp.ts';
import { runAllJobs } from '../apps/server/src/jobs.ts';
import { cn } from '../apps/web/src/i18n/texts/cn.ts';
import { jp } from '../apps/web/src/i18n/texts/jp.ts';
import { us } from '../apps/web/src/i18n/texts/us.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import type { Session } from './app-helpers.ts';
import { DEMO, signInDemo, unlockFunds } from './app-helpers.ts';
import { openBrowser, shot, startKabuto } from './harness.ts';

const STAFF = DEMO_STAFF;
/** The second staff member, who approves the prices the first one proposes. */
const CHECKER = { username: 'checker', password: 'checker-e2e-2026' } as const;
const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;
/** Generous: the 2-core machine may be busy. */
const UI_TIMEOUT_MS = 20_000;
const LANGUAGES = ['jp', 'cn', 'us'] as const satisfies readonly Language[];
const TEXTS = { jp, cn, us } as const;
const DAY_MS = 86_400_000;
/** A little longer than the screens' fade-in. */
const SCREEN_FADE_MS = 400;

/** The prepaid IPO: 2 lots are drawn, the customer applies for 5. */
const IPO = {
  code: '186A',
  names: { jp: 'アストロスケールHD', cn: 'Astroscale控股', us: 'Astroscale Holdings' },
  /** The offering's price is this share of the market price (within the configured band). */
  discount: 0.98,
  provisionalDiscount: 0.95,
  per: '31.2',
  quantity: '200',
  lot: '100',
  maxLots: '10',
  sponsor: 'Kabuto Securities',
  lots: 5,
  /** The subscription window stays open this long after the offering is created. */
  window_ms: 45_000,
} as const;
/** The block is offered this far below the market price. */
const BLOCK = { code: '7203', discount: 0.92, minLots: '100', totalLots: '10000', lockDays: '30' };
const BLOCK_BUY = 200;
const PRODUCT = {
  names: { jp: 'カブト日本株モメンタム', cn: '兜日本股动量', us: 'Kabuto Japan Momentum' },
  issuer: 'Kabuto Quant Lab',
  targetBps: '50',
  minInvestment: '100000',
  lockDays: '2',
} as const;
const FOLLOW_JPY = '200000';
const INTRADAY_JPY = '300000';
const LEND_SHARES = 100;
/** Days the server clock moves on after the products are set up. */
const DAYS_LATER = 3;

/** The highest price on the Tokyo tick grid at or below `yen` (ticks of 1, 5 and 10 yen). */
function onJpxTick(yen: number): number {
  const tick = yen <= 3_000 ? 1 : yen <= 5_000 ? 5 : 10;
  return Math.floor(yen / tick) * tick;
}

// ---- The APIs, to check what the screens did ----

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

async function customerCall<T>(
  baseUrl: string,
  path: string,
  params: Record<string, string>,
  session: Session,
): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/api/vue/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      lang: 'jp',
      token: session.token,
      account: session.account,
    },
    body: new URLSearchParams(params).toString(),
  });
  return (await response.json()) as Envelope<T>;
}

async function adminCall<T>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/api/admin/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

/** The second staff member approves the pending price of an offering (`ipo`) or offer (`block`). */
async function approveAsChecker(
  baseUrl: string,
  token: string,
  kind: 'ipo' | 'block',
  id: number,
): Promise<void> {
  const pending = await adminCall<{ id: number; kind: string; target_id: number }[]>(
    baseUrl,
    token,
    'GET',
    'approvals?status=pending',
  );
  const proposal = pending.data.find((p) => p.kind === kind && p.target_id === id);
  if (!proposal) throw new Error(`no pending price for ${kind} ${id}`);
  const approved = await adminCall(baseUrl, token, 'POST', `approvals/${proposal.id}/approve`);
  if (approved.status !== 1) throw new Error(`approval of ${kind} ${id}: ${approved.msg}`);
}

interface OfferingRow {
  id: number;
  code: string;
  phase: string;
  seed_hash: string;
  seed: string | null;
  winning_rate: string | null;
}

interface SubscriptionRow {
  id: number;
  offering_id: number;
  result: string;
  lots: number;
  won_lots: number | null;
  rjmoney: string;
  position_id: number | null;
}

interface FollowRow {
  id: number;
  state: string;
  value: string;
  money: string;
}

interface IntradayRow {
  id: number;
  status: string;
  credit: string;
  money: string;
}

interface LoanRow {
  id: number;
  status: string;
  fees_earned: string;
}

// ---- Browser helpers ----

function eventually<T>(read: () => Promise<T>, timeout = UI_TIMEOUT_MS) {
  return expect.poll(read, { timeout, interval: 150 });
}

function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

async function screenAt(page: Page, route: string): Promise<void> {
  await eventually(async () => currentRoute(page)).toBe(route);
  await page
    .locator(`[data-testid=screen][data-path="${route}"]`)
    .waitFor({ timeout: UI_TIMEOUT_MS });
  // Screens fade in: let the transition finish before reading or photographing them.
  await page.waitForTimeout(SCREEN_FADE_MS);
}

let loads = 0;

/** Loads the app afresh at `route` (a new query string, so even the same route reloads). */
async function open(page: Page, baseUrl: string, route: string): Promise<void> {
  loads += 1;
  await page.goto(`${baseUrl}/?load=${loads}#${route}`);
  await screenAt(page, route.split('?')[0] ?? route);
}

async function text(page: Page | Locator, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
}

async function fill(page: Page, testId: string, value: string): Promise<void> {
  await page.locator(`[data-testid=${testId}] input, input[data-testid=${testId}]`).fill(value);
}

async function confirmDialog(page: Page): Promise<void> {
  await page.locator('.adm-dialog-button-bold').click();
  await page.locator('.adm-dialog').waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
}

async function toastText(page: Page): Promise<string | null> {
  const toasts = page.locator('.adm-toast-main');
  if ((await toasts.count()) === 0) return null;
  return toasts.last().textContent();
}

async function noToast(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.adm-toast-mask'), null, {
    timeout: UI_TIMEOUT_MS,
  });
}

async function setLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
}

/** Signs staff in; `now` is the server's clock (moved on by the later tests). */
async function staffSignIn(page: Page, baseUrl: string, now?: () => number): Promise<string> {
  await page.goto(`${baseUrl}/admin/`);
  await page.getByTestId('sign-in-form').waitFor();
  await fillStaffSignIn(page, STAFF, now);
  await page.getByTestId('staff-username').filter({ hasText: STAFF.username }).waitFor();
  const token = await page.evaluate(() => {
    for (const storage of [window.sessionStorage, window.localStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const value = storage.getItem(storage.key(i) ?? '') ?? '';
        const match = /"token":"([^"]+)"/.exec(value);
        if (match) return match[1];
      }
    }
    return null;
  });
  if (!token) throw new Error('no staff session in the back office');
  return token;
}

let adminLoads = 0;

async function adminOpen(page: Page, baseUrl: string, route: string): Promise<void> {
  adminLoads += 1;
  await page.goto(`${baseUrl}/admin/?load=${adminLoads}#${route}`);
}

async function dismissAdminToasts(page: Page): Promise<void> {
  const close = page.getByTestId('toast-close');
  while ((await close.count()) > 0) await close.first().click();
}

/** `date` as an `<input type="datetime-local">` value with seconds, in local time. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Moves the server's clock on by `ms` (it keeps running at real speed from there). */
function advanceServerClock(running: RunningKabuto, ms: number): void {
  const clock = running.kabuto.ctx.clock as { now: () => Date };
  const before = clock.now.bind(clock);
  clock.now = () => new Date(before().getTime() + ms);
}

describe('investment products from the home entry to the record screen', () => {
  let running: RunningKabuto;
  let customer: Browser;
  let staff: Browser;
  let page: Page;
  let adminPage: Page;
  let baseUrl: string;
  let session: Session;
  let staffToken: string;
  let checkerToken: string;
  let offeringId = 0;
  let subscriptionId = 0;
  let blockId = 0;
  let productId = 0;
  let followId = 0;
  let intradayId = 0;

  const call = <T>(path: string, params: Record<string, string> = {}) =>
    customerCall<T>(baseUrl, path, params, session);

  beforeAll(async () => {
    // Practice mode keeps the markets open at any hour, so orders fill whenever this runs.
    running = await startKabuto({ marketPractice: true });
    baseUrl = running.baseUrl;
    customer = await openBrowser();
    staff = await openBrowser(DESKTOP_VIEWPORT);
    page = customer.page;
    adminPage = staff.page;
    const { ctx } = running.kabuto;
    const { createStaff } = await import('../apps/server/src/modules/staff/service.ts');
    await createStaff(ctx.db, ctx.clock, ctx.config.passwordHashing, {
      ...CHECKER,
      roles: ['operator'],
    });
    checkerToken = await signInStaff(running.kabuto, CHECKER.username, CHECKER.password);
  });

  afterAll(async () => {
    await customer?.close();
    await staff?.close();
    await running?.close();
  });

  it('runs a prepaid IPO from the back office to a lottery the customer verifies', async () => {
    session = await signInDemo(page, baseUrl, { unlock: true });
    staffToken = await staffSignIn(adminPage, baseUrl, () =>
      running.kabuto.ctx.clock.now().getTime(),
    );
    const market = Number(
      (await call<{ price: string }>('market/quote', { code: IPO.code })).data.price,
    );
    const ipoPrice = onJpxTick(market * IPO.discount);
    const ipoProvisional = onJpxTick(market * IPO.provisionalDiscount);
    // Staff create the offering in the back office; the window closes in a few seconds.
    await adminOpen(adminPage, baseUrl, '/products/ipo');
    await adminPage.getByTestId('ipo-new').click();
    const editor = adminPage.getByTestId('ipo-editor');
    await editor.locator('input[name=code]').fill(IPO.code);
    for (const language of LANGUAGES) {
      await editor.locator(`input[name=name_${language}]`).fill(IPO.names[language]);
    }
    await editor.locator('select[name=mode]').selectOption('prepaid');
    await editor.locator('input[name=sponsor]').fill(IPO.sponsor);
    await editor.locator('input[name=price]').fill(String(ipoPrice));
    await editor.locator('input[name=provisional_price]').fill(String(ipoProvisional));
    await editor.locator('input[name=per]').fill(IPO.per);
    await editor.locator('input[name=quantity]').fill(IPO.quantity);
    await editor.locator('input[name=lot]').fill(IPO.lot);
    await editor.locator('input[name=max_lots]').fill(IPO.maxLots);
    const now = Date.now();
    const closesAt = new Date(now + IPO.window_ms);
    const times = {
      subscribe_start: new Date(now - 60_000),
      subscribe_end: closesAt,
      draw_at: new Date(now + DAY_MS),
      pay_deadline: new Date(now + DAY_MS + 3_600_000),
      listing_at: new Date(now + 2 * DAY_MS),
      distribution_at: new Date(now + 2 * DAY_MS),
    };
    for (const [name, at] of Object.entries(times)) {
      await editor.locator(`input[name=${name}]`).fill(localInput(at));
    }
    await shot(adminPage, 'products-admin-ipo-editor-jp');
    await adminPage.getByTestId('ipo-create').click();
    await editor.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    const row = adminPage.locator('[data-testid^=ipo-row-]').filter({ hasText: IPO.code }).first();
    await row.waitFor();
    offeringId = Number((await row.getAttribute('data-testid'))?.replace('ipo-row-', ''));
    expect(await row.getAttribute('data-phase')).toBe('open');
    // The draw waits for the window to close.
    expect(await adminPage.getByTestId(`ipo-draw-${offeringId}`).isDisabled()).toBe(true);

    // The price waits for a second staff member: the proposer's own approval is refused.
    await adminOpen(adminPage, baseUrl, '/products/approvals');
    const pending = adminPage
      .locator('[data-testid^=approval-row-]')
      .filter({ hasText: IPO.code })
      .first();
    await pending.waitFor({ timeout: UI_TIMEOUT_MS });
    const proposalId = (await pending.getAttribute('data-testid'))?.replace('approval-row-', '');
    await adminPage.getByTestId(`approval-approve-${proposalId}`).click();
    const approveDialog = adminPage.getByTestId('approval-approve-dialog');
    await approveDialog.waitFor();
    await adminPage.getByTestId('approval-approve-confirm').click();
    await eventually(() => approveDialog.getByRole('alert').innerText()).toBe(
      translate('approval_own_proposal', 'jp'),
    );
    await shot(adminPage, 'products-admin-approvals-own-jp');
    await adminPage.keyboard.press('Escape');
    await approveDialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    await approveAsChecker(baseUrl, checkerToken, 'ipo', offeringId);
    await adminOpen(adminPage, baseUrl, '/products/approvals');
    await eventually(() => pending.innerText()).toContain(
      adminJp['products.approvals.status.approved'],
    );

    // The customer finds it open on /home/newShare, from the home entry.
    await open(page, baseUrl, '/home/index');
    await page.getByTestId('tile-newShare').click();
    await screenAt(page, '/home/newShare');
    const card = page.getByTestId(`offering-${offeringId}`);
    await card.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await text(page, `offering-phase-${offeringId}`)).toBe(jp.ipo.phase.open);
    expect(await page.getByTestId('offerings-open').count()).toBe(1);
    await card.click();
    await screenAt(page, '/home/newShareInfo');

    // Every term, the mode and the lottery rules are on screen before subscribing.
    await page.getByTestId('new-share-subscribe').waitFor({ timeout: UI_TIMEOUT_MS });
    const offering = (await call<OfferingRow>('trade/newstockinfo', { id: String(offeringId) }))
      .data;
    expect(await text(page, 'new-share-price')).toBe(`${ipoPrice}.00`);
    const details = await text(page, 'new-share-details');
    for (const label of [
      jp.ipo.fields.market,
      jp.ipo.fields.sponsor,
      jp.ipo.fields.provisional,
      jp.ipo.fields.actual,
      jp.ipo.fields.per,
      jp.ipo.fields.quantity,
      jp.ipo.fields.minQuantity,
      jp.ipo.fields.upperLimit,
      jp.ipo.fields.winningRate,
    ]) {
      expect(details).toContain(label);
    }
    expect(details).toContain(IPO.sponsor);
    expect(details).toContain(IPO.per);
    expect(await text(page, 'new-share-mode')).toContain(jp.ipo.mode.prepaid);
    const rules = await text(page, 'new-share-subscribe-rules');
    expect(rules).toContain('2 口');
    expect(await text(page, 'lottery-seed-hash')).toBe(offering.seed_hash);
    expect(offering.seed).toBeNull();

    // Five lots, more than the two drawn: the whole amount is frozen now.
    await fill(page, 'new-share-lots', String(IPO.lots));
    await page.getByTestId('new-share-lots').locator('input').blur();
    await eventually(() => text(page, 'new-share-total')).toBe(
      `${displayMoney(String(IPO.lots * 100 * ipoPrice))}JPY`,
    );
    await shot(page, 'products-new-share-info-form-jp');
    await page.getByTestId('new-share-submit').click();
    await page.getByTestId('new-share-confirm').waitFor();
    await confirmDialog(page);
    await eventually(() => toastText(page)).toBe(translate('subscription_success', 'jp'));
    await page.getByTestId('new-share-applied').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await text(page, 'new-share-my-result')).toBe(jp.ipo.result.subscribed);

    const [mine] = (await call<SubscriptionRow[]>('trade/newstockorders')).data;
    expect(mine).toMatchObject({ offering_id: offeringId, lots: IPO.lots, result: 'subscribed' });
    expect(mine?.rjmoney).toBe(`${IPO.lots * 100 * ipoPrice}.00`);
    subscriptionId = mine!.id;
    // Only once per offering.
    expect(await call('trade/newstockbuy', { id: String(offeringId), num: '1' })).toMatchObject({
      status: 0,
      msg: 'already_subscribed',
    });

    // The window closes; staff run the draw and read the published record.
    await eventually(
      async () =>
        (await call<OfferingRow>('trade/newstockinfo', { id: String(offeringId) })).data.phase,
      IPO.window_ms + UI_TIMEOUT_MS,
    ).toBe('closed');
    await adminOpen(adminPage, baseUrl, '/products/ipo');
    await adminPage.getByTestId(`ipo-draw-${offeringId}`).click();
    await adminPage.getByTestId('ipo-draw-dialog').waitFor();
    await shot(adminPage, 'products-admin-ipo-draw-jp');
    await adminPage.getByTestId('ipo-draw-confirm').click();
    const lottery = adminPage.getByTestId('ipo-lottery-dialog');
    await lottery.waitFor();
    const drawn = (await call<OfferingRow>('trade/newstockinfo', { id: String(offeringId) })).data;
    expect(drawn.phase).toBe('drawn');
    expect(await text(lottery, 'admin-lottery-seed')).toBe(drawn.seed);
    expect(await text(lottery, 'admin-lottery-won')).toBe('2');
    // The method is told in the console's language (the original stays as the title).
    expect(await text(lottery, 'admin-lottery-method')).toBe(
      adminJp['products.ipo.method'].replace('{{winning}}', '2'),
    );
    await shot(adminPage, 'products-admin-ipo-lottery-jp');
    await lottery.getByRole('button').last().click();
    await dismissAdminToasts(adminPage);
    await eventually(() => text(adminPage, `ipo-result-${offeringId}`)).toContain('40.00%');
    await shot(adminPage, 'products-admin-ipo-jp');

    // The customer sees the result in My subscriptions: 2 of 5 lots won, 3 refunded.
    await open(page, baseUrl, '/home/newShare');
    await page.locator('[data-testid=header-order]').click();
    await screenAt(page, '/mine/newShareOrder');
    await eventually(() => text(page, `subscription-result-${subscriptionId}`)).toBe(
      jp.ipo.result.won,
    );
    expect(await text(page, `subscription-won-${subscriptionId}`)).toBe('2口（200株）');
    expect(await text(page, `subscription-committed-${subscriptionId}`)).toBe(
      displayMoney(String(2 * 100 * ipoPrice)),
    );
    const after = (await call<SubscriptionRow[]>('trade/newstockorders')).data[0];
    expect(after).toMatchObject({
      result: 'won',
      won_lots: 2,
      rjmoney: `${2 * 100 * ipoPrice}.00`,
    });

    // …and verifies the draw in the browser, from the published seed and applications.
    await page.getByTestId(`subscription-offering-${subscriptionId}`).click();
    await screenAt(page, '/home/newShareInfo');
    await eventually(() => text(page, 'lottery-seed')).toBe(drawn.seed);
    await page.getByTestId('lottery-verify').click();
    const verdict = page.getByTestId('lottery-verdict');
    await verdict.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await verdict.getAttribute('data-ok')).toBe('true');
    expect(await text(page, 'lottery-check-hash')).toContain(jp.ipo.lottery.hashOk);
    expect(await text(page, `lottery-app-${subscriptionId}`)).toContain('2 ✓');
  });

  it('takes payment for a won pay-after-win allotment from My subscriptions', async () => {
    const market = Number(
      (await call<{ price: string }>('market/quote', { code: '4592' })).data.price,
    );
    const price = onJpxTick(market);
    const now = Date.now();
    const created = await adminCall<{ id: number }>(baseUrl, staffToken, 'POST', 'ipo', {
      code: '4592',
      name: { jp: 'サンバイオ', cn: 'SanBio公司', us: 'SanBio' },
      market: 'JP',
      mode: 'postpaid',
      price,
      provisional_price: onJpxTick(market * 0.97),
      quantity: 1000,
      lot: 100,
      max_lots: 5,
      sponsor: 'Kabuto Securities',
      subscribe_start: new Date(now - 60_000).toISOString(),
      subscribe_end: new Date(now + 4_000).toISOString(),
      draw_at: new Date(now + DAY_MS).toISOString(),
      pay_deadline: new Date(now + 2 * DAY_MS).toISOString(),
      listing_at: new Date(now + 5 * DAY_MS).toISOString(),
      distribution_at: new Date(now + 5 * DAY_MS).toISOString(),
    });
    expect(created.status).toBe(1);
    const id = created.data.id;
    await approveAsChecker(baseUrl, checkerToken, 'ipo', id);
    // Pay after winning: nothing is frozen at application.
    const applied = await call<{ id: number }>('trade/newstockbuy', { id: String(id), num: '2' });
    expect(applied.status).toBe(1);
    await eventually(
      async () => (await call<OfferingRow>('trade/newstockinfo', { id: String(id) })).data.phase,
    ).toBe('closed');
    expect((await adminCall(baseUrl, staffToken, 'POST', `ipo/${id}/draw`)).status).toBe(1);

    await open(page, baseUrl, '/mine/newShareOrder');
    const rowId = applied.data.id;
    await eventually(() => text(page, `subscription-result-${rowId}`)).toBe(
      jp.ipo.result.awaiting_payment,
    );
    const cost = displayMoney(String(2 * 100 * price));
    expect(await text(page, `subscription-note-${rowId}`)).toContain(`${cost} JPY`);
    await noToast(page);
    await page.getByTestId(`subscription-${rowId}`).scrollIntoViewIfNeeded();
    await shot(page, 'products-new-share-order-awaiting-jp');
    await page.getByTestId(`subscription-pay-${rowId}`).click();
    await page.getByTestId('subscription-pay-confirm').waitFor();
    await confirmDialog(page);
    await eventually(() => text(page, `subscription-result-${rowId}`)).toBe(jp.ipo.result.paid);
    expect(await text(page, `subscription-committed-${rowId}`)).toBe(cost);
  });

  it('shows every IPO result of SPEC §4 in My subscriptions, in the three languages', async () => {
    const market = Number(
      (await call<{ price: string }>('market/quote', { code: '4592' })).data.price,
    );
    const price = onJpxTick(market);
    /** An approved offering of 4592 whose window closes in a few seconds unless `open`. */
    async function offer(
      mode: 'prepaid' | 'postpaid',
      terms: { lot?: number; quantity?: number; open?: boolean; payIn?: number } = {},
    ): Promise<number> {
      const start = Date.now();
      const at = (ms: number) => new Date(start + ms).toISOString();
      const created = await adminCall<{ id: number; lot: number }>(
        baseUrl,
        staffToken,
        'POST',
        'ipo',
        {
          code: '4592',
          name: { jp: 'サンバイオ', cn: 'SanBio公司', us: 'SanBio' },
          market: 'JP',
          mode,
          price,
          provisional_price: onJpxTick(market * 0.97),
          quantity: terms.quantity ?? 1000,
          ...(terms.lot ? { lot: terms.lot } : {}),
          max_lots: 5,
          sponsor: 'Kabuto Securities',
          subscribe_start: at(-60_000),
          subscribe_end: at(terms.open ? 9 * DAY_MS : 5_000),
          draw_at: at(10 * DAY_MS),
          pay_deadline: at(terms.payIn ?? 11 * DAY_MS),
          listing_at: at(20 * DAY_MS),
          distribution_at: at(20 * DAY_MS),
        },
      );
      expect(created.status).toBe(1);
      // No lot given: one lot is one share.
      if (!terms.lot) expect(created.data.lot).toBe(1);
      await approveAsChecker(baseUrl, checkerToken, 'ipo', created.data.id);
      const applied = await call('trade/newstockbuy', { id: String(created.data.id), num: '2' });
      expect(applied.status).toBe(1);
      return created.data.id;
    }
    const subscribed = await offer('prepaid', { open: true });
    const waiting = await offer('prepaid');
    const lost = await offer('prepaid', { lot: 100, quantity: 50 }); // no whole lot to draw
    const failed = await offer('prepaid');
    const awaiting = await offer('postpaid');
    const required = await offer('postpaid', { lot: 100_000, quantity: 100_000 });
    const abstained = await offer('postpaid', { payIn: 12_000 });
    await eventually(
      async () =>
        (await call<OfferingRow>('trade/newstockinfo', { id: String(abstained) })).data.phase,
      UI_TIMEOUT_MS,
    ).toBe('closed');
    const draw = async (id: number) =>
      expect((await adminCall(baseUrl, staffToken, 'POST', `ipo/${id}/draw`)).status).toBe(1);
    for (const id of [lost, awaiting, required, abstained]) await draw(id);
    // Barred from trading at the draw, the customer's application fails and is refunded.
    const restrict = (trade_barred: boolean) =>
      adminCall(baseUrl, staffToken, 'POST', `customers/${DEMO.account}/status`, {
        login_banned: false,
        funds_frozen: false,
        trade_barred,
        reason: 'IPO states test',
      });
    expect((await restrict(true)).status).toBe(1);
    await draw(failed);
    expect((await restrict(false)).status).toBe(1);

    const expected: Record<number, string> = {
      [subscribed]: 'subscribed',
      [waiting]: 'waiting_draw',
      [lost]: 'lost',
      [failed]: 'failed',
      [awaiting]: 'awaiting_payment',
      [required]: 'subscription_required',
      [abstained]: 'abstained',
    };
    // The payment deadline of the last one passes: abstained without waiting for the job.
    await eventually(async () => {
      const rows = (await call<SubscriptionRow[]>('trade/newstockorders')).data;
      return rows.find((r) => r.offering_id === abstained)?.result;
    }, UI_TIMEOUT_MS).toBe('abstained');
    const rows = (await call<SubscriptionRow[]>('trade/newstockorders')).data;
    const mine = (offeringId: number) => rows.find((r) => r.offering_id === offeringId)!;
    for (const [id, result] of Object.entries(expected))
      expect(mine(Number(id)).result).toBe(result);
    // Already there: the prepaid allotment won at the draw, the pay-after-win one paid.
    expect(rows.map((r) => r.result)).toEqual(expect.arrayContaining(['won', 'paid']));

    for (const language of LANGUAGES) {
      const texts = TEXTS[language];
      await setLanguage(page, language);
      await open(page, baseUrl, '/mine/newShareOrder');
      await page.getByTestId('subscription-list').waitFor({ timeout: UI_TIMEOUT_MS });
      for (const row of rows) {
        const result = row.result as keyof typeof texts.ipo.result;
        await eventually(() => text(page, `subscription-result-${row.id}`)).toBe(
          texts.ipo.result[result],
        );
      }
      for (const [name, id] of [
        ['top', subscribed],
        ['failed', failed],
        ['required', required],
      ] as const) {
        await page
          .getByTestId(`subscription-${mine(id).id}`)
          .evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await shot(page, `products-ipo-states-${name}-${language}`);
      }
    }
    await setLanguage(page, 'jp');
    // The one that asks for money the customer lacks still offers to pay, and says why it fails.
    const short = mine(required);
    await open(page, baseUrl, '/mine/newShareOrder');
    await page.getByTestId(`subscription-pay-${short.id}`).waitFor({ timeout: UI_TIMEOUT_MS });
  });

  it('shows a rejected block price as rejected in the back office, and takes a new one', async () => {
    const quote = await call<{ price: string }>('market/quote', { code: '6758' });
    const price = onJpxTick(Number(quote.data.price) * 0.97);
    const created = await adminCall<{ id: number }>(baseUrl, staffToken, 'POST', 'blocks', {
      code: '6758',
      price,
      min_lots: 100,
      total_lots: 1000,
      deadline: new Date(Date.now() + DAY_MS).toISOString(),
      lock_days: 0,
      with_key: false,
    });
    expect(created.status).toBe(1);
    const id = created.data.id;
    const pending = await adminCall<{ id: number; kind: string; target_id: number }[]>(
      baseUrl,
      checkerToken,
      'GET',
      'approvals?status=pending',
    );
    const proposal = pending.data.find((p) => p.kind === 'block' && p.target_id === id)!;
    const rejected = await adminCall(
      baseUrl,
      checkerToken,
      'POST',
      `approvals/${proposal.id}/reject`,
      {
        reason: 'Above the desk quote',
      },
    );
    expect(rejected.status).toBe(1);
    for (const language of LANGUAGES) {
      await adminPage.evaluate(
        (lang) => window.localStorage.setItem('kabuto-admin-language', lang),
        language,
      );
      await adminOpen(adminPage, baseUrl, '/products/blocks');
      const state = adminPage.getByTestId(`block-state-${id}`);
      await state.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await state.getAttribute('data-state')).toBe('rejected');
      // The stock's name in the console's language.
      const names = { jp: 'ソニーグループ', cn: '索尼集团', us: 'Sony Group' } as const;
      expect(await text(adminPage, `block-row-${id}`)).toContain(names[language]);
      await shot(adminPage, `products-admin-block-rejected-${language}`);
    }
    await adminPage.evaluate(() => window.localStorage.setItem('kabuto-admin-language', 'jp'));
    await adminOpen(adminPage, baseUrl, '/products/blocks');
    expect(await text(adminPage, `block-state-${id}`)).toBe(adminJp['products.blocks.rejected']);
    await adminPage.getByTestId(`block-price-${id}`).click();
    const dialog = adminPage.getByTestId('block-price-dialog');
    await dialog
      .locator('input[name=price]')
      .fill(String(onJpxTick(Number(quote.data.price) * 0.96)));
    await adminPage.getByTestId('block-price-send').click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    await dismissAdminToasts(adminPage);
    await eventually(async () =>
      adminPage.getByTestId(`block-state-${id}`).getAttribute('data-state'),
    ).toBe('awaiting');
  });

  it('sells part of a block behind an access key that arrives as an in-app message', async () => {
    const deadline = new Date(Date.now() + DAY_MS);
    const quote = await call<{ price: string }>('market/quote', { code: BLOCK.code });
    const blockPrice = onJpxTick(Number(quote.data.price) * BLOCK.discount);
    await adminOpen(adminPage, baseUrl, '/products/blocks');
    await adminPage.getByTestId('block-new').click();
    const editor = adminPage.getByTestId('block-editor');
    await editor.locator('input[name=code]').fill(BLOCK.code);
    await editor.locator('input[name=price]').fill(String(blockPrice));
    await editor.locator('input[name=min_lots]').fill(BLOCK.minLots);
    await editor.locator('input[name=total_lots]').fill(BLOCK.totalLots);
    await editor.locator('input[name=deadline]').fill(localInput(deadline));
    await editor.locator('input[name=lock_days]').fill(BLOCK.lockDays);
    await editor.locator('input[name=with_key]').check();
    await adminPage.getByTestId('block-create').click();
    await editor.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    const row = adminPage.locator('[data-testid^=block-row-]').filter({ hasText: BLOCK.code });
    await row.first().waitFor();
    blockId = Number((await row.first().getAttribute('data-testid'))?.replace('block-row-', ''));
    // Offered once a second staff member approves its price.
    expect(await row.first().innerText()).toContain(adminJp['products.blocks.awaitingApproval']);
    await approveAsChecker(baseUrl, checkerToken, 'block', blockId);

    // Without the key the purchase is refused with the catalogue's message.
    await open(page, baseUrl, '/home/index');
    await page.getByTestId('tile-large').click();
    await screenAt(page, '/home/large');
    await page.getByTestId(`block-offer-${blockId}`).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await page.getByTestId(`block-needs-key-${blockId}`).count()).toBe(1);
    // Integrity rule 5: the screen says staff never ask for codes outside the app.
    expect(await text(page, 'safety-notice')).toContain(jp.safety.title);
    await page.getByTestId(`block-offer-${blockId}`).click();
    await screenAt(page, '/home/largeInfo');
    await page.getByTestId('large-info-form').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await text(page, 'large-info-lock-notice')).toContain('30日間');
    await fill(page, 'large-info-lots', String(BLOCK_BUY));
    await fill(page, 'large-info-fund-password', DEMO.fundPassword);
    await page.getByTestId('large-info-submit').click();
    await eventually(() => toastText(page)).toBe(translate('channel_password_required', 'jp'));

    // Staff deliver the key to the customer's account.
    await adminPage.getByTestId(`block-key-${blockId}`).click();
    const dialog = adminPage.getByTestId('block-key-dialog');
    await dialog.locator('input[name=account]').fill(DEMO.account);
    await shot(adminPage, 'products-admin-block-key-jp');
    await adminPage.getByTestId('block-key-send').click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    await dismissAdminToasts(adminPage);
    await shot(adminPage, 'products-admin-blocks-jp');

    // The key arrives as a site message.
    await open(page, baseUrl, '/mine/message');
    const message = page
      .locator('[data-testid^=message-]')
      .filter({ hasText: 'ブロック取引のアクセスキー' })
      .first();
    await message.waitFor({ timeout: UI_TIMEOUT_MS });
    await message.locator('button').click();
    await screenAt(page, '/mine/messageInfo');
    const body = await text(page, 'message-body');
    const key = /([A-HJ-NP-Z2-9]{8})/.exec(body)?.[1];
    expect(key).toBeTruthy();

    // A wrong key is refused; the delivered one buys the block.
    await open(page, baseUrl, `/home/largeInfo?id=${blockId}`);
    await page.getByTestId('large-info-form').waitFor({ timeout: UI_TIMEOUT_MS });
    await fill(page, 'large-info-lots', String(BLOCK_BUY));
    await fill(page, 'large-info-key', 'WRONGKEY');
    await fill(page, 'large-info-fund-password', DEMO.fundPassword);
    await page.getByTestId('large-info-submit').click();
    await page.getByTestId('large-info-confirm').waitFor();
    await confirmDialog(page);
    await eventually(() => toastText(page)).toBe(translate('key_mismatch', 'jp'));
    await noToast(page);
    await fill(page, 'large-info-key', key!.toLowerCase());
    const cost = (blockPrice * BLOCK_BUY).toFixed(2);
    await eventually(() => text(page, 'large-info-total')).toBe(`${displayMoney(cost)}JPY`);
    await page.getByTestId('large-info-key').scrollIntoViewIfNeeded();
    await shot(page, 'products-large-info-form-jp');
    await page.getByTestId('large-info-submit').click();
    await page.getByTestId('large-info-confirm').waitFor();
    await confirmDialog(page);
    await page.getByTestId('large-info-result').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByTestId('large-info-to-orders').click();
    await screenAt(page, '/home/large2');

    const [purchase] = (
      await call<{ id: number; status: number; credit: string }[]>('trade/dzorders', {
        type: 'jpy',
      })
    ).data;
    expect(purchase).toMatchObject({ status: 0, credit: cost });
    await eventually(() => text(page, `block-purchase-status-${purchase!.id}`)).toBe(
      jp.block.orders.frozen,
    );
    expect(await text(page, 'large2-frozen')).toBe(displayMoney(cost));
  });

  it('follows a copy-trading product after its risk notice and lists it as locked', async () => {
    await adminOpen(adminPage, baseUrl, '/products/copy');
    await adminPage.getByTestId('copy-new').click();
    const editor = adminPage.getByTestId('copy-editor');
    for (const language of LANGUAGES) {
      await editor.locator(`input[name=name_${language}]`).fill(PRODUCT.names[language]);
    }
    await editor.locator('input[name=issuer_name]').fill(PRODUCT.issuer);
    await editor.locator('input[name=target_daily_bps]').fill(PRODUCT.targetBps);
    await editor.locator('input[name=min_investment]').fill(PRODUCT.minInvestment);
    await editor.locator('input[name=lock_days]').fill(PRODUCT.lockDays);
    await adminPage.getByTestId('copy-create').click();
    await editor.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    const row = adminPage
      .locator('[data-testid^=copy-row-]')
      .filter({ hasText: PRODUCT.names.jp })
      .first();
    await row.waitFor();
    productId = Number((await row.getAttribute('data-testid'))?.replace('copy-row-', ''));
    // The NAV history starts with the day's close.
    await runAllJobs(running.kabuto.ctx);

    await open(page, baseUrl, '/home/index');
    await page.getByTestId('tile-follow').click();
    await screenAt(page, '/home/follow');
    await page.getByTestId(`product-${productId}`).waitFor({ timeout: UI_TIMEOUT_MS });
    // The risk notice, the target against what was realised, the drawdown and the lock-up come
    // before the follow button.
    expect(await text(page, 'follow-risk-notice')).toContain(jp.copy.riskNotice.target);
    expect(await text(page, `product-target-${productId}`)).toBe('0.50%');
    expect(await text(page, `product-realised-${productId}`)).toBe('0.000%');
    expect(await text(page, `product-lock-${productId}`)).toBe('2日');
    await page.getByTestId(`product-follow-${productId}`).click();
    const sheet = page.getByTestId('follow-sheet');
    await sheet.waitFor();
    expect(await text(page, 'follow-sheet-lock')).toContain('2日間');
    // Below the minimum is refused before anything is sent.
    await fill(page, 'follow-amount', '5000');
    await page.getByTestId('follow-submit').click();
    await eventually(() => toastText(page)).toBe(
      translate('below_minimum', 'jp', { min: '￥100,000.00' }),
    );
    await noToast(page);
    await fill(page, 'follow-amount', FOLLOW_JPY);
    // The risk notice must be ticked.
    await page.getByTestId('follow-submit').click();
    await eventually(() => toastText(page)).toBe(jp.copy.sheet.agreeFirst);
    await noToast(page);
    await page.getByTestId('follow-agree').click();
    await shot(page, 'products-follow-sheet-jp');
    await page.getByTestId('follow-submit').click();
    await screenAt(page, '/mine/followOrder');

    const [follow] = (await call<FollowRow[]>('trade/followorders')).data;
    expect(follow).toMatchObject({ state: 'locked', money: '200000.00' });
    followId = follow!.id;
    await eventually(() => text(page, `follow-state-${followId}`)).toBe(jp.copy.state.locked);
    expect(await text(page, `follow-money-${followId}`)).toBe('200,000.00');
    expect(await page.getByTestId(`follow-redeem-${followId}`).isDisabled()).toBe(true);

    // Staff place the issuer's order through the trading engine in the product's account.
    await adminOpen(adminPage, baseUrl, '/products/copy');
    await adminPage.getByTestId(`copy-order-${productId}`).click();
    const order = adminPage.getByTestId('copy-order-dialog');
    await order.locator('input[name=code]').fill('6758');
    await order.locator('input[name=num]').fill('20');
    await shot(adminPage, 'products-admin-copy-order-jp');
    await adminPage.getByTestId('copy-order-submit').click();
    await order.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    await dismissAdminToasts(adminPage);
    await adminPage.getByTestId(`copy-positions-${productId}`).click();
    await adminPage
      .getByTestId(`copy-activity-${productId}`)
      .locator('[data-testid^=copy-position-]')
      .first()
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await shot(adminPage, 'products-admin-copy-positions-jp');
  });

  it('approves a day-trading application in Reviews and spends its credit on a day trade', async () => {
    await open(page, baseUrl, '/home/index');
    await page.getByTestId('tile-withinDays').click();
    await screenAt(page, '/home/withinDays');
    // The rules, including the automatic close at the session end, come first.
    expect(await text(page, 'within-days-rules')).toContain(jp.intraday.rules.close);
    await fill(page, 'within-days-amount', INTRADAY_JPY);
    await page.getByTestId('within-days-submit').click();
    await page.getByTestId('within-days-confirm').waitFor();
    await confirmDialog(page);
    await eventually(() => text(page, 'within-days-open-status')).toBe(
      jp.intraday.status.submitted,
    );
    const [application] = (await call<IntradayRow[]>('trade/rnjylist')).data;
    intradayId = application!.id;
    // One application at a time.
    expect(await call('trade/rnjyapply', { type: 'jpy', money: '1000' })).toMatchObject({
      status: 0,
      msg: 'fund_operation_in_progress',
    });

    // Staff approve it in the generic Reviews page.
    adminLoads += 1;
    await adminPage.goto(
      `${baseUrl}/admin/?load=${adminLoads}#/reviews?kind=intraday&status=pending`,
    );
    const review = adminPage.locator('[data-testid^=review-row-intraday-]').first();
    await review.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await review.textContent()).toContain('300000');
    await review.getByRole('button', { name: '承認', exact: true }).click();
    await adminPage.getByTestId('review-decision-dialog').locator('button[type=submit]').click();
    await review.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });

    // A day trade, placed from the stock screen with the day-trading option, spends part of the
    // approved amount.
    await open(page, baseUrl, '/quotes/info?code=7203');
    await page.locator('[data-testid=order-buy]').click();
    await page.locator('[data-testid=order-form]').waitFor({ timeout: UI_TIMEOUT_MS });
    const lots = page.locator('[data-testid=order-lots] input');
    await lots.fill('10');
    await lots.blur();
    await page.locator('[data-testid=order-leverage-1]').click();
    await page.locator('[data-testid=order-intraday]').click();
    await page.locator('[data-testid=order-preview]').click();
    await page.locator('[data-testid=order-preview-sheet]').waitFor({ timeout: UI_TIMEOUT_MS });
    const placed = page.waitForRequest((r) => r.url().endsWith('/api/vue/trade/buy'));
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/vue/trade/buy'));
    await page.locator('[data-testid=order-confirm]').click();
    expect((await placed).postData()).toContain('intraday=1');
    expect(((await (await answered).json()) as { status: number }).status).toBe(1);
    const [approved] = (await call<IntradayRow[]>('trade/rnjylist')).data;
    expect(approved?.status).toBe('trading');
    expect(Number(approved?.credit)).toBeLessThan(300_000);

    await open(page, baseUrl, '/home/withinDays');
    await eventually(() => text(page, 'within-days-open-status')).toBe(jp.intraday.status.trading);
    expect(await text(page, 'within-days-credit')).toBe(displayMoney(approved!.credit));
    expect(await text(page, `intraday-credit-${intradayId}`)).toBe(displayMoney(approved!.credit));
    expect(await text(page, `intraday-status-${intradayId}`)).toBe(jp.intraday.status.trading);
  });

  it('saves the product screens in the three languages', async () => {
    for (const language of LANGUAGES) {
      const texts = TEXTS[language];
      await setLanguage(page, language);
      await open(page, baseUrl, '/home/newShare');
      await page.getByTestId(`offering-${offeringId}`).waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `products-new-share-${language}`);

      await open(page, baseUrl, `/home/newShareInfo?id=${offeringId}`);
      await page.getByTestId('new-share-applied').waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `products-new-share-info-${language}`);
      await page.getByTestId('lottery-verify').click();
      await page.getByTestId('lottery-verdict').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await text(page, 'lottery-verdict')).toContain(texts.ipo.lottery.verified);
      await page
        .getByTestId('lottery-verdict')
        .evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await shot(page, `products-new-share-lottery-${language}`);

      await open(page, baseUrl, '/mine/newShareOrder');
      await page.getByTestId(`subscription-${subscriptionId}`).waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `products-new-share-order-${language}`);

      await open(page, baseUrl, '/home/large');
      await page.getByTestId(`block-offer-${blockId}`).waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `products-large-${language}`);

      await open(page, baseUrl, `/home/largeInfo?id=${blockId}`);
      await page.getByTestId('large-info-form').waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `products-large-info-${language}`);

      await open(page, baseUrl, '/home/large2');
      await page.getByTestId('large2-list').waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `products-large2-${language}`);

      await open(page, baseUrl, '/home/follow');
      await page.getByTestId(`product-${productId}`).waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `products-follow-${language}`);

      await open(page, baseUrl, '/mine/followOrder');
      await page.getByTestId(`follow-${followId}`).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await text(page, `follow-state-${followId}`)).toBe(texts.copy.state.locked);
      await shot(page, `products-follow-order-${language}`);

      await open(page, baseUrl, '/home/withinDays');
      await page.getByTestId(`intraday-${intradayId}`).waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `products-within-days-${language}`);
    }
    await setLanguage(page, 'jp');

    for (const language of LANGUAGES) {
      await adminPage.evaluate(
        (lang) => window.localStorage.setItem('kabuto-admin-language', lang),
        language,
      );
      for (const tab of ['ipo', 'blocks', 'copy'] as const) {
        await adminOpen(adminPage, baseUrl, `/products/${tab}`);
        await adminPage.getByTestId(`products-tab-${tab}`).waitFor();
        await adminPage.locator('table').first().waitFor({ timeout: UI_TIMEOUT_MS });
        await shot(adminPage, `products-admin-${tab}-${language}`);
      }
    }
    await adminPage.evaluate(() => window.localStorage.setItem('kabuto-admin-language', 'jp'));
  });

  it('days later: lists the IPO, allocates the block, settles the day trade and builds the NAV history', async () => {
    // Each day: the clock moves on a day and the scheduler's jobs run.
    for (let day = 0; day < DAYS_LATER; day += 1) {
      advanceServerClock(running, DAY_MS);
      await runAllJobs(running.kabuto.ctx);
    }
    // Days later the fund-password unlock has run out: the customer enters it again.
    await unlockFunds(baseUrl, session);

    const subscriptions = (await call<SubscriptionRow[]>('trade/newstockorders')).data;
    const listed = subscriptions.find((s) => s.id === subscriptionId);
    expect(listed?.result).toBe('listed');
    await open(page, baseUrl, '/mine/newShareOrder');
    await eventually(() => text(page, `subscription-result-${subscriptionId}`)).toBe(
      jp.ipo.result.listed,
    );
    await page.getByTestId(`subscription-position-${subscriptionId}`).click();
    await screenAt(page, '/position/info');

    await open(page, baseUrl, '/home/large2');
    const [purchase] = (
      await call<{ id: number; status: number }[]>('trade/dzorders', { type: 'jpy' })
    ).data;
    expect(purchase?.status).toBe(1);
    await eventually(() => text(page, `block-purchase-status-${purchase!.id}`)).toBe(
      jp.block.orders.allocated,
    );
    expect(await text(page, 'large2-frozen')).toBe('0.00');

    const [settled] = (await call<IntradayRow[]>('trade/rnjylist')).data;
    expect(settled?.status).toBe('completed');
    await open(page, baseUrl, '/home/withinDays');
    await eventually(() => text(page, `intraday-status-${intradayId}`)).toBe(
      jp.intraday.status.completed,
    );
    await shot(page, 'products-within-days-settled-jp');

    await open(page, baseUrl, '/home/follow');
    const chart = page.getByTestId(`product-chart-${productId}`);
    await chart.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThanOrEqual(3);
    await page.getByTestId(`product-${productId}`).scrollIntoViewIfNeeded();
    await shot(page, 'products-follow-history-jp');
  });

  it('lends shares of the IPO position for a daily fee and recalls them', async () => {
    const positionId = (await call<SubscriptionRow[]>('trade/newstockorders')).data.find(
      (s) => s.id === subscriptionId,
    )?.position_id;
    expect(positionId).toBeTruthy();
    // The positions screen lists the subscriptions and follows in their tabs, and leads from
    // the held positions to share lending.
    await open(page, baseUrl, '/position/index?tab=subscription');
    await page
      .getByTestId('positions-subscription')
      .getByTestId(`subscription-${subscriptionId}`)
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await shot(page, 'products-positions-subscription-jp');
    await page.getByTestId('positions-tab-following').click();
    await page
      .getByTestId('positions-following')
      .getByTestId(`follow-${followId}`)
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await shot(page, 'products-positions-following-jp');
    await page.getByTestId('positions-tab-hold').click();
    await page.getByTestId('positions-lending-link').click();
    await screenAt(page, '/position/lending');
    const holding = page.getByTestId(`lendable-${positionId}`);
    await holding.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await text(page, 'lending-rules')).toContain('0.02%');
    await page.getByTestId(`lendable-open-${positionId}`).click();
    await fill(page, `lendable-num-${positionId}`, String(LEND_SHARES));
    await page.getByTestId(`lendable-submit-${positionId}`).click();
    await page.getByTestId('lending-confirm').waitFor();
    await confirmDialog(page);
    await eventually(() => text(page, `lendable-lent-${positionId}`)).toBe(String(LEND_SHARES));

    // A day later the fee has been paid.
    advanceServerClock(running, DAY_MS);
    await runAllJobs(running.kabuto.ctx);
    await unlockFunds(baseUrl, session);
    const [loan] = (await call<LoanRow[]>('trade/lendlist')).data;
    expect(Number(loan?.fees_earned)).toBeGreaterThan(0);
    await open(page, baseUrl, '/position/lending');
    await eventually(() => text(page, `share-loan-earned-${loan!.id}`)).toBe(
      displayMoney(loan!.fees_earned),
    );
    await shot(page, 'products-lending-jp');
    await page.getByTestId(`share-loan-recall-${loan!.id}`).click();
    await confirmDialog(page);
    await eventually(() => text(page, `share-loan-status-${loan!.id}`)).toBe(
      jp.lending.status.recalled,
    );
  });

  it('redeems the follow after its lock-up, and the ledger balances', async () => {
    // The product frees its cash: staff close the issuer's position (a fresh staff session, as
    // the clock has moved on past the last one).
    staffToken = await staffSignIn(adminPage, baseUrl, () =>
      running.kabuto.ctx.clock.now().getTime(),
    );
    await adminOpen(adminPage, baseUrl, '/products/copy');
    await adminPage.getByTestId(`copy-positions-${productId}`).click();
    const close = adminPage
      .getByTestId(`copy-activity-${productId}`)
      .locator('[data-testid^=copy-close-]')
      .first();
    await close.waitFor({ timeout: UI_TIMEOUT_MS });
    await close.click();
    await expect.poll(() => close.isDisabled(), { timeout: UI_TIMEOUT_MS }).toBe(true);

    await open(page, baseUrl, '/mine/followOrder');
    await eventually(() => text(page, `follow-state-${followId}`)).toBe(jp.copy.state.following);
    const before = (await call<FollowRow[]>('trade/followorders')).data[0];
    await shot(page, 'products-follow-order-following-jp');
    await page.getByTestId(`follow-redeem-${followId}`).click();
    await page.getByTestId('follow-redeem-confirm').waitFor();
    await confirmDialog(page);
    await eventually(() => text(page, `follow-state-${followId}`)).toBe(jp.copy.state.ended);
    const after = (await call<FollowRow[]>('trade/followorders')).data[0];
    expect(after?.state).toBe('ended');
    expect(Number(after?.value)).toBeCloseTo(Number(before?.value), -2);

    await running.assertLedgerBalanced();
    expect(customer.errors.filter((error) => !error.includes('favicon'))).toEqual([]);
  });
});
