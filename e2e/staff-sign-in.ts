/**
 * Staff sign-in in the browser tests (issue 16): staff must use two-factor sign-in, so the
 * sign-in form takes a code computed from the staff user's TOTP secret (the demo staff users'
 * secrets are published with their passwords). A code is accepted once per account, so a second
 * sign-in in the same 30 s takes the next step's code (the server allows one step of drift) and
 * a third waits for time to catch up.
 */
import type { Page } from 'playwright-core';
import { TOTP_PERIOD_S, totpCodeAt } from '../apps/server/src/lib/totp.ts';

export interface StaffCredentials {
  username: string;
  password: string;
  totpSecret: string;
}

const lastStep = new Map<string, number>();

/**
 * A fresh code for `secret`, never one of a step already used in this test file. `now` is the
 * server's time in milliseconds: a test that moves the server's clock on passes its clock.
 */
export async function staffCode(secret: string, now: () => number = Date.now): Promise<string> {
  const stepNow = () => Math.floor(now() / 1000 / TOTP_PERIOD_S);
  const step = Math.max(stepNow(), (lastStep.get(secret) ?? 0) + 1);
  while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
  lastStep.set(secret, step);
  return totpCodeAt(secret, new Date(step * TOTP_PERIOD_S * 1000));
}

/** Fills the back office's sign-in form (username, password, code) and submits it. */
export async function fillStaffSignIn(
  page: Page,
  staff: StaffCredentials,
  now?: () => number,
): Promise<void> {
  await page.locator('input[name=username]').fill(staff.username);
  await page.locator('input[name=password]').fill(staff.password);
  await page.locator('input[name=otp]').fill(await staffCode(staff.totpSecret, now));
  await page.locator('[data-testid=sign-in-form] button[type=submit]').click();
}
