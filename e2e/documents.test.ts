/**
 * Goal: a customer finds their trade confirmations and statements from My Page and downloads
 * them: the confirmation of a real fill and the month's statement, as PDF (in the app's language,
 * with the CJK font embedded, text read back) and CSV. Checked in jp, cn and us at 390×844, with
 * screenshots; one PDF page is rendered to an image when poppler's pdftoppm is on the machine.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@kabuto/shared/catalogue';
import { cn } from '../apps/web/src/i18n/texts/cn.ts';
import { jp } from '../apps/web/src/i18n/texts/jp.ts';
import { us } from '../apps/web/src/i18n/texts/us.ts';
import { ManualClock } from '../apps/server/src/lib/clock.ts';
import { issueStatements } from '../apps/server/src/modules/statements/issue.ts';
import { DOCUMENT_TEXTS } from '../apps/server/src/modules/statements/texts.ts';
import { readPdf } from '../apps/server/src/test/pdf-text.ts';
import { DEMO_STAFF } from '../apps/server/src/modules/demo/service.ts';
import { DEMO, UI_TIMEOUT_MS, open, signInDemo } from './app-helpers.ts';
import { fillStaffSignIn } from './staff-sign-in.ts';
import type { Browser, RunningKabuto } from './harness.ts';
import { SCREENSHOT_DIR, openBrowser, shot, startKabuto } from './harness.ts';

const TEXTS = { jp, cn, us } as const;
const LANGUAGES: readonly Language[] = ['jp', 'cn', 'us'];

async function downloaded(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).first().click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Renders page 1 of a PDF to e2e/screenshots/<name>.png, to be looked at (needs pdftoppm). */
function renderFirstPage(pdf: Buffer, name: string): void {
  if (!hasPdftoppm()) return;
  const file = path.join(os.tmpdir(), `kabuto-${name}-${process.pid}.pdf`);
  fs.writeFileSync(file, pdf);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const out = path.join(SCREENSHOT_DIR, name);
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, out]);
  fs.rmSync(file);
  expect(fs.existsSync(`${out}.png`)).toBe(true);
}

describe('documents: trade confirmations and statements', () => {
  let running: RunningKabuto;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    running = await startKabuto({ marketPractice: true });
    browser = await openBrowser();
    baseUrl = running.baseUrl;
    const { page } = browser;
    const session = await signInDemo(page, baseUrl, { unlock: true });
    const order = await fetch(`${baseUrl}/api/vue/trade/buy`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        token: session.token,
        account: session.account,
      },
      body: new URLSearchParams({
        code: '7203',
        num: '100',
        direction: 'long',
        leverage: '1',
        nonce: 'documents-e2e',
      }).toString(),
    });
    expect(((await order.json()) as { status: number }).status).toBe(1);
    // The month ends: the statements job, run as it would be on the first day of the next month.
    const now = running.kabuto.ctx.clock.now();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2));
    const { ctx } = running.kabuto;
    expect(await issueStatements({ ...ctx, clock: new ManualClock(nextMonth) })).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await running?.assertLedgerBalanced();
    await browser?.close();
    await running?.close();
  });

  for (const language of LANGUAGES) {
    it(`lists and downloads a confirmation and a statement from My Page (${language})`, async () => {
      const { page } = browser;
      const texts = TEXTS[language];
      await page.evaluate((l) => window.localStorage.setItem('language', l), language);
      await open(page, baseUrl, '/mine/myPage');
      const link = page.getByTestId('my-page-link-documents');
      expect(await link.textContent()).toContain(texts.links.documents);
      await link.click();
      await page.getByTestId('documents-screen').waitFor({ timeout: UI_TIMEOUT_MS });
      const row = page.locator('[data-testid^=document-confirmation-]').first();
      await row.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await row.textContent()).toContain(texts.documents.side.buy);
      await shot(page, `documents-confirmations-${language}`);

      const pdf = await downloaded(page, 'document-download-pdf');
      expect(pdf.name).toMatch(/^confirmation-\d+\.pdf$/);
      const read = readPdf(pdf.bytes);
      expect(read.header).toMatch(/^%PDF-/);
      expect(read.pages).toBe(1);
      expect(read.fonts.some((f) => f.includes('NotoSansCJK'))).toBe(true);
      expect(read.text).toContain(DOCUMENT_TEXTS[language].title.confirmation);
      expect(read.text).toContain('7203');
      if (language === 'jp') renderFirstPage(pdf.bytes, 'documents-confirmation-pdf-jp');

      await page.getByTestId('documents-tab-month').click();
      const month = page.locator('[data-testid^=document-month-]').first();
      await month.waitFor({ timeout: UI_TIMEOUT_MS });
      await shot(page, `documents-statements-${language}`);
      const csv = await downloaded(page, 'document-download-csv');
      expect(csv.name).toMatch(/^statement-\d{4}-\d{2}\.csv$/);
      const text = csv.bytes.toString('utf8').replace(/^\uFEFF/, '');
      expect(text.split('\r\n')[0]).toBe(DOCUMENT_TEXTS[language].title.month);
      expect(text).toContain(DOCUMENT_TEXTS[language].closing);
      expect(text).toContain('7203');
      const statementPdf = (await downloaded(page, 'document-download-pdf')).bytes;
      const statement = readPdf(statementPdf);
      expect(statement.text).toContain(DOCUMENT_TEXTS[language].title.month);
      expect(statement.text).toContain(DOCUMENT_TEXTS[language].closing);
      if (language === 'jp') renderFirstPage(statementPdf, 'documents-statement-pdf-jp');
      await page.getByTestId('documents-tab-confirmation').click();
    });
  }

  it('lets staff open the customer’s documents on the customers page, and audits it', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl}/admin/`);
    await page.getByTestId('sign-in-form').waitFor({ timeout: UI_TIMEOUT_MS });
    await fillStaffSignIn(page, DEMO_STAFF);
    await page.getByTestId('staff-username').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByRole('link', { name: '顧客' }).click();
    await page.getByTestId('customer-search').fill(DEMO.account);
    await page.getByTestId('customer-search').press('Enter');
    const row = page.getByTestId(`customer-row-${DEMO.account}`);
    await row.waitFor({ timeout: UI_TIMEOUT_MS });
    await row.getByTestId('customer-documents-open').click();
    const table = page.getByTestId('customer-documents-table');
    await table.waitFor({ timeout: UI_TIMEOUT_MS });
    const file = await downloaded(page, 'customer-document-pdf');
    expect(readPdf(file.bytes).text).toContain(DOCUMENT_TEXTS.jp.title.confirmation);
    await shot(page, 'admin-customer-documents-jp');
    const { ctx } = running.kabuto;
    const audited = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `customer:${DEMO.account}`)
      .execute();
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['documents.list', 'documents.view']),
    );
    await page.close();
  });
});
