import type { Tx } from '../../db/transaction.ts';
import { afterCommit } from '../../db/command-hooks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AccountRef } from './accounts.ts';
import { accountCode, isCustomerRef } from './accounts.ts';
import type { NewAccount } from './repository/writes.ts';
import { accountsByCode, ensureAccount } from './repository/writes.ts';

const ACCOUNT_ID_CACHE_LIMIT = 100_000;

/**
 * Account ids by code. They never change once committed, so they are kept (a bounded cache: it
 * starts over when full); only new accounts are looked up, and created on first use.
 */
export class AccountIds {
  readonly #known = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  /** The id of each account, by code. */
  async resolve(tx: Tx, refs: readonly AccountRef[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const unresolved: string[] = [];
    for (const ref of refs) {
      const code = accountCode(ref);
      const id = this.#known.get(code);
      if (id !== undefined) ids.set(code, id);
      else if (!unresolved.includes(code)) unresolved.push(code);
    }
    if (unresolved.length === 0) return ids;
    for (const row of await accountsByCode.all(tx, { codes: unresolved })) {
      ids.set(row.code, row.id);
    }
    for (const ref of refs) {
      const code = accountCode(ref);
      if (!ids.has(code)) ids.set(code, await ensureAccount(tx, this.#newAccount(ref, code)));
    }
    for (const code of unresolved) this.#remember(tx, code, ids.get(code)!);
    return ids;
  }

  #newAccount(ref: AccountRef, code: string): NewAccount {
    const customer = isCustomerRef(ref);
    return {
      code,
      owner_kind: customer ? 'customer' : 'house',
      customer_id: customer ? ref.customerId : null,
      currency: ref.currency,
      purpose: customer ? ref.purpose : ref.house,
      created_at: this.clock.now().toISOString(),
    };
  }

  #remember(tx: Tx, code: string, id: number): void {
    afterCommit(tx, () => {
      if (this.#known.size >= ACCOUNT_ID_CACHE_LIMIT) this.#known.clear();
      this.#known.set(code, id);
    });
  }
}
