import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, RunningKabuto } from './harness.ts';
import { openBrowser, startKabuto } from './harness.ts';

describe('the browser harness', () => {
  let running: RunningKabuto;
  let browser: Browser;
  beforeAll(async () => {
    running = await startKabuto();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('serves the customer app and the back office from one server', async () => {
    const web = await browser.page.goto(`${running.baseUrl}/`);
    expect(web?.status()).toBe(200);
    const admin = await browser.page.goto(`${running.baseUrl}/admin/`);
    expect(admin?.status()).toBe(200);
    expect(await browser.page.title()).not.toBe('');
    await running.assertLedgerBalanced();
  });
});
