import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS, marketOfCode, marketOfCurrency } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Refusal } from '../../lib/refusal.ts';
import { sendSystemMessage } from '../messages/service.ts';
import { priceText } from '../market/price-rules.ts';
import type { TradingTerms } from './rules.ts';
import { tradingTerms } from './rules.ts';
import type { AccountRisk } from '../positions/service.ts';
import { POSITION, closingPositions, lockedPosition } from '../positions/service.ts';
import { closeRecallingLoans } from '../lending/service.ts';
import { fillOrder } from './fill.ts';
import { MarginWarnings } from './margin-warnings.ts';
import { runQueuedOrders } from './queued.ts';
import { ORDER, orderById, pendingInTurn } from './repository.ts';
import type { TriggerPass } from './triggers.ts';
import { expireReleasing, rejectReleasing, runTriggers } from './triggers.ts';

const NO_TRIGGERS: TriggerPass = { triggered: 0, exits: 0, expired: 0 };

/**
 * The risk side of trading. The positions module's book holds every open position in memory;
 * `TradingEngine.runOnce()` fills
 * limit orders whose price has crossed, completes closes that waited for the open, and applies
 * the margin rules: a warning at one share of margin lost, a forced close at another, closing only
 * what brings the account back under the threshold.
 */

export interface ForcedClose {
  positionId: number;
  quantity: number;
}

/**
 * Which positions to close, and how much of each, to bring an account's loss back under
 * `pct` of its margin: worst loss ratio first, each only as far as needed.
 * Closing a fraction f of a position removes f of its loss and f of its margin, so the account's
 * ratio (L − f·l) / (M − f·m) reaches pct at f = (L − pct·M) / (l − pct·m).
 */
export function planLiquidation(account: AccountRisk, pct: number): ForcedClose[] {
  let loss = -account.pnl;
  let margin = account.margin;
  const threshold = pct / 100;
  if (margin <= 0 || loss < threshold * margin) return [];
  const plan: ForcedClose[] = [];
  const worst = [...account.positions].sort(
    (a, b) => a.pnl / a.entry.margin - b.pnl / b.entry.margin,
  );
  for (const { entry, pnl } of worst) {
    if (loss < threshold * margin) break;
    const l = -pnl;
    const m = entry.margin;
    const excess = l - threshold * m;
    let fraction = 1;
    if (excess > 0) fraction = Math.min(1, (loss - threshold * margin) / excess);
    let quantity = Math.min(entry.quantity, Math.ceil(fraction * entry.quantity - 1e-9));
    // Keep the loss strictly under the threshold afterwards.
    const lossAfter = (q: number) => loss - (l * q) / entry.quantity;
    const marginAfter = (q: number) => margin - (m * q) / entry.quantity;
    while (quantity < entry.quantity && lossAfter(quantity) >= threshold * marginAfter(quantity))
      quantity += 1;
    if (quantity <= 0) continue;
    plan.push({ positionId: entry.id, quantity });
    loss = lossAfter(quantity);
    margin = marginAfter(quantity);
  }
  return plan;
}

/** The quotes one pass of the margin rules has read, by code: read once per pass and code. */
type PassQuotes = Map<string, { price: number; open: boolean; bid: number; ask: number }>;

function passQuote(ctx: AppContext, quotes: PassQuotes, code: string) {
  let q = quotes.get(code);
  if (!q) {
    const quote = ctx.market.quote(code);
    if (!quote) return undefined;
    q = {
      price: quote.price_e4,
      open: quote.session.session === 'open',
      bid: quote.bid_e4,
      ask: quote.ask_e4,
    };
    quotes.set(code, q);
  }
  return q;
}

export class TradingEngine {
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  /** Accounts already warned, so a warning is sent once per episode, by whichever engine. */
  private readonly warnings = new MarginWarnings();

  constructor(private readonly ctx: AppContext) {}

  /**
   * Runs a pass every `interval_ms`; a failing pass goes to `onFailure`, never dropped. `onPass`
   * hears when each pass that ran started (performance.now()), once it has ended.
   */
  start(
    onFailure: (error: unknown) => void,
    interval_ms = 1_000,
    onPass?: (started: number) => void,
  ): void {
    if (this.timer) return;
    // Another engine may have warned (or seen recover) accounts while this one stood by.
    this.warnings.forget();
    const pass = async () => {
      const started = performance.now();
      await this.runOnce();
      this.ctx.metrics.enginePass.set((performance.now() - started) / 1000);
      onPass?.(started);
    };
    this.timer = setInterval(() => void pass().catch(onFailure), interval_ms);
    this.timer.unref();
  }

  /** Stops the passes; resolves once a pass under way has finished. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  /** One pass of the engine; passes never overlap. */
  async runOnce(): Promise<
    {
      filled: number;
      closed: number;
      liquidations: number;
      warnings: number;
      /** Queued orders executed at the open, and queued orders rejected there (queued.ts). */
      queued: { filled: number; rejected: number };
    } & TriggerPass
  > {
    const none = { filled: 0, rejected: 0 };
    if (this.running) {
      return { filled: 0, closed: 0, liquidations: 0, warnings: 0, queued: none, ...NO_TRIGGERS };
    }
    this.running = true;
    try {
      // Queued orders first, in order of arrival: the open is theirs before the limit orders'.
      const queued = await runQueuedOrders(this.ctx);
      const filled = await this.fillLimitOrders();
      const closed = await this.completeWaitingCloses();
      const { liquidations, warnings } = await this.applyMarginRules();
      // Stops and exits after the margin rules: liquidation comes first.
      const triggers = await runTriggers(this.ctx);
      return { filled, closed, liquidations, warnings, queued, ...triggers };
    } finally {
      this.running = false;
    }
  }

  private async fillLimitOrders(): Promise<number> {
    const ctx = this.ctx;
    const pending = await pendingInTurn(ctx.db).execute();
    let filled = 0;
    const now = ctx.clock.now().toISOString();
    for (const order of pending) {
      // A day or gtc limit order past its time is expired (what it held comes back).
      if (order.expires_at !== null && order.expires_at <= now) {
        await expireReleasing(ctx, order.id);
        continue;
      }
      const quote = ctx.market.quote(order.code);
      if (!quote || quote.session.session !== 'open' || order.limit_price_e4 === null) continue;
      const crossed =
        order.direction === 'long'
          ? quote.ask_e4 <= order.limit_price_e4
          : quote.bid_e4 >= order.limit_price_e4;
      if (!crossed) continue;
      const inst = ctx.market.instrument(order.code)!;
      try {
        await inTransaction(ctx.db, async (tx) => {
          const claimed = await orderById(tx, order.id);
          if (claimed?.status !== ORDER.pending) return;
          const terms = await tradingTerms(tx, marketOfCode(inst.market).type);
          await fillOrder(ctx, tx, claimed, order.limit_price_e4!, terms);
        });
        filled += 1;
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        await rejectReleasing(ctx, order.id, error.msg);
      }
    }
    return filled;
  }

  private async completeWaitingCloses(): Promise<number> {
    const ctx = this.ctx;
    const waiting = await closingPositions(ctx.db, 1_000);
    let closed = 0;
    for (const p of waiting) {
      const quote = ctx.market.quote(p.code);
      if (!quote || quote.session.session !== 'open') continue;
      const exit = p.direction === 'long' ? quote.bid_e4 : quote.ask_e4;
      await inTransaction(ctx.db, async (tx) => {
        const row = await lockedPosition(ctx, tx, p.id);
        if (row?.status !== POSITION.closing) return;
        await closeRecallingLoans(ctx, tx, p.id, row.quantity, exit, 'customer');
      });
      closed += 1;
    }
    return closed;
  }

  private async applyMarginRules(): Promise<{ liquidations: number; warnings: number }> {
    const ctx = this.ctx;
    const book = ctx.positionBook;
    if (!book) return { liquidations: 0, warnings: 0 };
    if (book.size === 0) {
      // Nothing is open: whatever episode was under way is over.
      if ((await this.warnings.current(ctx.db)).size > 0) {
        await this.warnings.endEmpty(ctx.db, () => false);
      }
      return { liquidations: 0, warnings: 0 };
    }
    // The terms are read once per pass and currency, not once per account.
    const termsOf = new Map<Currency, TradingTerms>();
    for (const market of Object.values(MARKETS)) {
      termsOf.set(market.currency, await tradingTerms(ctx.db, market.type));
    }
    const watchPct = Math.min(...[...termsOf.values()].map((t) => t.warningPct));
    const quotes: PassQuotes = new Map();
    const risks = book.revalue((code) => passQuote(ctx, quotes, code)?.price, watchPct);
    const warned = await this.warnings.current(ctx.db);
    let liquidations = 0;
    let warnings = 0;
    for (const account of risks.values()) {
      const terms =
        termsOf.get(account.currency) ??
        (await tradingTerms(ctx.db, marketOfCurrency(account.currency)?.type ?? 'jpy'));
      const lossShare = account.margin > 0 ? (-account.pnl / account.margin) * 100 : 0;
      if (lossShare >= terms.liquidationPct) {
        liquidations += await this.liquidate(account, terms, quotes);
        await this.warnings.end(ctx.db, account);
      } else if (lossShare >= terms.warningPct) {
        if (!this.warnings.has(account) && (await this.warn(account, lossShare, terms))) {
          warnings += 1;
        }
      } else {
        await this.warnings.end(ctx.db, account);
      }
    }
    if (warned.size > 0) {
      await this.warnings.endEmpty(ctx.db, (a) => book.holdsAccount(a.customerId, a.currency));
    }
    return { liquidations, warnings };
  }

  /** Closes what brings the account back under the liquidation share; the closes made. */
  private async liquidate(
    account: AccountRisk,
    terms: TradingTerms,
    quotes: PassQuotes,
  ): Promise<number> {
    const ctx = this.ctx;
    const entryOf = (id: number) => account.positions.find((p) => p.entry.id === id)?.entry;
    const plan = planLiquidation(account, terms.liquidationPct).filter((c) => {
      const entry = entryOf(c.positionId);
      return entry ? quotes.get(entry.code)?.open : false;
    });
    let liquidations = 0;
    for (const close of plan) {
      const entry = entryOf(close.positionId)!;
      const q = quotes.get(entry.code)!;
      const exit = entry.direction === 'long' ? q.bid : q.ask;
      const done = await inTransaction(ctx.db, async (tx) => {
        const row = await lockedPosition(ctx, tx, entry.id);
        if (row?.status !== POSITION.holding) return null;
        const quantity = Math.min(close.quantity, row.quantity);
        const result = await closeRecallingLoans(ctx, tx, entry.id, quantity, exit, 'liquidation');
        if (!result) return null;
        await sendSystemMessage(tx, ctx.clock, {
          customerId: account.customerId,
          kind: 'liquidation',
          params: {
            code: entry.code,
            quantity: String(quantity),
            price: priceText(exit),
            pnl: formatMoney(result.realised, account.currency),
            currency: account.currency,
            pct: String(terms.liquidationPct),
          },
        });
        return result;
      });
      if (done) liquidations += 1;
    }
    return liquidations;
  }

  /** The margin warning, sent once per episode: false when another engine sent it already. */
  private async warn(
    account: AccountRisk,
    lossShare: number,
    terms: TradingTerms,
  ): Promise<boolean> {
    const ctx = this.ctx;
    const sent = await inTransaction(ctx.db, async (tx) => {
      if (!(await this.warnings.mark(tx, account, ctx.clock.now().toISOString()))) return false;
      await sendSystemMessage(tx, ctx.clock, {
        customerId: account.customerId,
        kind: 'margin_warning',
        params: {
          currency: account.currency,
          pct: String(Math.floor(lossShare)),
          warning: String(terms.warningPct),
          liquidation: String(terms.liquidationPct),
        },
      });
      return true;
    });
    this.warnings.remember(account);
    return sent;
  }
}
