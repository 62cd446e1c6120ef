/**
 * The fund-password unlock as the API client meets it (issue 14, item 10). A money-committing
 * confirmation answered `fund_password_unlock_required` asks the customer here; the sheet that
 * answers (features/fund-unlock, mounted once by the app shell) registers itself with
 * `setFundUnlockPrompt`. Requests refused at the same moment share one sheet.
 */
export type FundUnlockReason = 'unlock' | 'not_set';

/** Resolves true once the session is unlocked, false when the customer closed the sheet. */
type Prompt = (reason: FundUnlockReason) => Promise<boolean>;

let prompt: Prompt | null = null;
let pending: Promise<boolean> | null = null;

export function setFundUnlockPrompt(next: Prompt | null): void {
  prompt = next;
}

export function askFundUnlock(reason: FundUnlockReason): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  pending ??= prompt(reason).finally(() => {
    pending = null;
  });
  return pending;
}
