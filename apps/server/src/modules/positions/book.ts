import type { Currency } from '@kabuto/shared/money';
import { CURRENCY_SCALE } from '@kabuto/shared/money';
import type { Db } from '../../db/transaction.ts';
import { PRICE_SCALE } from '../market/price-rules.ts';
import { openPositionRows } from './repository.ts';
// The context this file adds the book to (below) must be part of every program that reads it.
import type {} from '../../context.ts';

/**
 * Every open position in memory, indexed by symbol, so a tick revalues them without touching the
 * database. Only the positions service changes it, and only once the change is committed.
 */

export interface BookEntry {
  id: number;
  customerId: number;
  currency: Currency;
  code: string;
  direction: 'long' | 'short';
  quantity: number;
  entry_e4: number;
  margin: number;
}

export interface AccountRisk {
  customerId: number;
  currency: Currency;
  /** Unrealised P&L (minor units, may be fractional) and margin of the open positions. */
  pnl: number;
  margin: number;
  positions: { entry: BookEntry; pnl: number; price_e4: number }[];
}

/** One customer's positions in one currency, with their margin kept up to date. */
interface BookAccount {
  readonly key: string;
  readonly customerId: number;
  readonly currency: Currency;
  readonly entries: Set<Held>;
  margin: number;
  /** Scratch: the P&L summed by the last revaluation, and that revaluation's number. */
  pnl: number;
  pass: number;
}

/** A position as the book holds it: with its account and the factors of its P&L. */
interface Held {
  readonly entry: BookEntry;
  readonly account: BookAccount;
  /** +1 long, −1 short. */
  readonly sign: number;
  /** 10^(minor-unit digits of the currency). */
  readonly minor: number;
}

function pnlOf(held: Held, price_e4: number): number {
  const { entry } = held;
  return (((price_e4 - entry.entry_e4) * held.sign * entry.quantity) / PRICE_SCALE) * held.minor;
}

/** What the book needs of a `positions` row. */
export interface BookRow {
  id: number;
  customer_id: number;
  currency: string;
  code: string;
  direction: string;
  quantity: number;
  buy_price_e4: number;
  margin: number;
}

export class PositionBook {
  private readonly byCode = new Map<string, Map<number, Held>>();
  private readonly byId = new Map<number, Held>();
  private readonly accounts = new Map<string, BookAccount>();
  private passes = 0;

  /** Whether the customer holds an open position in the currency. */
  holdsAccount(customerId: number, currency: string): boolean {
    return this.accounts.has(`${customerId}:${currency}`);
  }

  get size(): number {
    return this.byId.size;
  }

  add(row: BookRow): void {
    const entry: BookEntry = {
      id: row.id,
      customerId: row.customer_id,
      currency: row.currency as Currency,
      code: row.code,
      direction: row.direction === 'short' ? 'short' : 'long',
      quantity: row.quantity,
      entry_e4: row.buy_price_e4,
      margin: row.margin,
    };
    this.remove(row.id);
    const key = `${entry.customerId}:${entry.currency}`;
    let account = this.accounts.get(key);
    if (!account) {
      account = {
        key,
        customerId: entry.customerId,
        currency: entry.currency,
        entries: new Set(),
        margin: 0,
        pnl: 0,
        pass: 0,
      };
      this.accounts.set(key, account);
    }
    const held: Held = {
      entry,
      account,
      sign: entry.direction === 'long' ? 1 : -1,
      minor: 10 ** CURRENCY_SCALE[entry.currency],
    };
    account.entries.add(held);
    account.margin += entry.margin;
    this.byId.set(entry.id, held);
    let forCode = this.byCode.get(entry.code);
    if (!forCode) {
      forCode = new Map();
      this.byCode.set(entry.code, forCode);
    }
    forCode.set(entry.id, held);
  }

  remove(id: number): void {
    const held = this.byId.get(id);
    if (!held) return;
    this.byId.delete(id);
    this.byCode.get(held.entry.code)?.delete(id);
    const { account } = held;
    account.entries.delete(held);
    account.margin -= held.entry.margin;
    if (account.entries.size === 0) this.accounts.delete(account.key);
  }

  resize(id: number, quantity: number, margin: number): void {
    const held = this.byId.get(id);
    if (!held) return;
    held.account.margin += margin - held.entry.margin;
    held.entry.quantity = quantity;
    held.entry.margin = margin;
  }

  /** Loads the open (held and closing) positions. */
  async load(db: Db): Promise<void> {
    for (const row of await openPositionRows(db)) this.add(row);
  }

  /** Empties the book and loads it again (an engine that took over). */
  async reload(db: Db): Promise<void> {
    this.byCode.clear();
    this.byId.clear();
    this.accounts.clear();
    await this.load(db);
  }

  /** Reads position `id` again: open, it is (re)added as it is now; otherwise it leaves. */
  async follow(db: Db, id: number): Promise<void> {
    const [row] = await openPositionRows(db, id);
    if (row) this.add(row);
    else this.remove(id);
  }

  /**
   * Revalues every open position at `priceOf(code)` and sums per customer and currency: one price
   * lookup per symbol, one pass over the positions, no allocation per position (each position
   * knows its account; margins are kept as positions come and go). Only accounts at or past
   * `watchPct` of their margin lost get their positions listed (for warnings and forced closes);
   * the rest carry totals only.
   */
  revalue(priceOf: (code: string) => number | undefined, watchPct = 0): Map<string, AccountRisk> {
    const pass = ++this.passes;
    for (const [code, held] of this.byCode) {
      if (held.size === 0) continue;
      const price_e4 = priceOf(code);
      if (price_e4 === undefined) continue;
      for (const h of held.values()) {
        const account = h.account;
        if (account.pass !== pass) {
          account.pass = pass;
          account.pnl = 0;
        }
        account.pnl += pnlOf(h, price_e4);
      }
    }
    const risks = new Map<string, AccountRisk>();
    for (const account of this.accounts.values()) {
      if (account.pass !== pass) continue;
      const { customerId, currency, pnl, margin } = account;
      const risk: AccountRisk = { customerId, currency, pnl, margin, positions: [] };
      if (watchPct > 0 && margin > 0 && (-pnl / margin) * 100 >= watchPct) {
        for (const h of account.entries) {
          const price_e4 = priceOf(h.entry.code);
          if (price_e4 === undefined) continue;
          risk.positions.push({ entry: h.entry, pnl: pnlOf(h, price_e4), price_e4 });
        }
      }
      risks.set(account.key, risk);
    }
    return risks;
  }
}

declare module '../../context.ts' {
  interface AppContext {
    /** Open positions in memory, indexed by symbol, for marking to market. */
    readonly positionBook?: PositionBook;
  }
}
