import type { Db, Tx } from '../../db/transaction.ts';
import { deleteWarned, insertWarned, warnedAccounts } from './warnings-repository.ts';

/** An account as the margin rules see it: one customer's positions in one currency. */
export interface WarnedAccount {
  customerId: number;
  currency: string;
}

const keyOf = (a: WarnedAccount) => `${a.customerId}:${a.currency}`;

/**
 * The margin warnings of the present episodes (table `margin_warnings`): an account is warned once
 * until it recovers, whichever engine warns it. The rows are the truth; this node keeps a copy,
 * read again from the database whenever it starts acting (`forget`), so that a pass costs no query
 * and only a change (a warning sent, an episode ended) writes.
 */
export class MarginWarnings {
  private warned: Set<string> | null = null;

  /** The copy is stale (this node starts or resumes acting): the next pass reads the rows. */
  forget(): void {
    this.warned = null;
  }

  /** The accounts warned in their present episode. */
  async current(db: Db): Promise<ReadonlySet<string>> {
    if (!this.warned) {
      const rows = await warnedAccounts(db);
      this.warned = new Set(
        rows.map((r) => keyOf({ customerId: Number(r.customer_id), currency: r.currency })),
      );
    }
    return this.warned;
  }

  has(account: WarnedAccount): boolean {
    return this.warned?.has(keyOf(account)) ?? false;
  }

  /**
   * Marks the account warned in the caller's transaction; false when it already was (another
   * engine warned it first), and then the caller sends nothing.
   */
  async mark(tx: Tx, account: WarnedAccount, at: string): Promise<boolean> {
    return insertWarned(tx, {
      customer_id: account.customerId,
      currency: account.currency,
      warned_at: at,
    });
  }

  /** The transaction that marked the account committed (or found it marked): keep the copy. */
  remember(account: WarnedAccount): void {
    this.warned?.add(keyOf(account));
  }

  /** The episode is over (the account recovered, was liquidated or holds nothing more). */
  async end(db: Db, account: WarnedAccount): Promise<void> {
    if (!this.has(account)) return;
    await deleteWarned(db, account.customerId, account.currency);
    this.warned?.delete(keyOf(account));
  }

  /** Ends the episodes of accounts that hold no open position any more. */
  async endEmpty(db: Db, holds: (account: WarnedAccount) => boolean): Promise<void> {
    for (const key of [...(this.warned ?? [])]) {
      const [customerId, currency] = key.split(':');
      const account = { customerId: Number(customerId), currency: currency! };
      if (!holds(account)) await this.end(db, account);
    }
  }
}
