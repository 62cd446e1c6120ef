import type { Language } from '@kabuto/shared/catalogue';
import { LANGUAGES } from '@kabuto/shared/catalogue';
import type { PriceAlert } from '@kabuto/shared/contracts/insight';
import { ALERT_KINDS, MAX_ALERTS_PER_CUSTOMER } from '@kabuto/shared/insight-kinds';
import type { AlertKind } from '@kabuto/shared/insight-kinds';
import { decimalToScaled } from '@kabuto/shared/panel';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { sendSystemMessage } from '../messages/service.ts';
import { changeText, priceText } from '../market/service.ts';
import type { AlertTick, ArmedAlert } from './alert-book.ts';
import { AlertBook } from './alert-book.ts';
import type { PriceAlertRow } from './repository.ts';
import {
  armedAlerts,
  claimAlert,
  countAlerts,
  customerAlerts,
  deleteAlert,
  insertAlert,
} from './repository.ts';

/** The largest alert price (10^8 in the instrument's price unit) and day change (100 %). */
const MAX_PRICE_E4 = 100_000_000 * 10_000;
const MAX_CHANGE_E4 = 100 * 10_000;
const VALUE_TEXT = /^\d{1,9}(\.\d{1,4})?$/;

function armed(row: PriceAlertRow): ArmedAlert {
  return {
    id: row.id,
    customerId: row.customer_id,
    code: row.code,
    kind: row.kind as AlertKind,
    value_e4: row.value_e4,
  };
}

function alertOf(ctx: AppContext, row: PriceAlertRow, language: Language): PriceAlert {
  const kind = row.kind as AlertKind;
  return {
    id: row.id,
    code: row.code,
    name: ctx.market.instrument(row.code)?.name[language] ?? row.code,
    kind,
    value: kind === 'change_pct' ? (row.value_e4 / 10_000).toFixed(2) : priceText(row.value_e4),
    created_at: row.created_at,
    fired_at: row.fired_at,
    fired_price: row.fired_price_e4 === null ? null : priceText(row.fired_price_e4),
  };
}

/** Builds the in-memory book from the alerts not yet fired (at start). */
export async function loadAlertBook(ctx: Pick<AppContext, 'db'>): Promise<AlertBook> {
  const book = new AlertBook();
  book.load((await armedAlerts(ctx.db)).map(armed));
  return book;
}

/** Fills `book` again from the database (an engine that took over). */
export async function reloadAlertBook(book: AlertBook, db: Db): Promise<void> {
  book.load((await armedAlerts(db)).map(armed));
}

/** Reads alert `id` again (another node set or removed it): armed, it joins; otherwise it leaves. */
export async function followAlert(book: AlertBook, db: Db, id: number): Promise<void> {
  const [row] = await armedAlerts(db, id);
  if (row) book.add(armed(row));
  else book.remove(id);
}

export async function listAlerts(
  ctx: AppContext,
  customerId: number,
  language: Language,
): Promise<PriceAlert[]> {
  return (await customerAlerts(ctx.db, customerId)).map((r) => alertOf(ctx, r, language));
}

/** market/alertadd: checks in the order the form is filled, then at most 50 per customer. */
export async function addAlert(
  ctx: AppContext,
  customerId: number,
  input: { code?: string | undefined; kind?: string | undefined; value?: string | undefined },
  language: Language,
): Promise<PriceAlert> {
  const { code, kind } = input;
  if (!code || !ctx.market.instrument(code)) refuse('price_unavailable');
  if (!kind || !(ALERT_KINDS as readonly string[]).includes(kind)) refuse('alert_kind_invalid');
  const text = (input.value ?? '').trim();
  const value_e4 = VALUE_TEXT.test(text) ? Number(decimalToScaled(text, 4)) : 0;
  const max = kind === 'change_pct' ? MAX_CHANGE_E4 : MAX_PRICE_E4;
  if (value_e4 <= 0 || value_e4 > max) refuse('alert_value_invalid');
  const row = await inTransaction(ctx.db, async (tx) => {
    if ((await countAlerts(tx, customerId)) >= MAX_ALERTS_PER_CUSTOMER)
      refuse('alert_limit_reached', { max: MAX_ALERTS_PER_CUSTOMER });
    return insertAlert(tx, {
      customer_id: customerId,
      code,
      kind,
      value_e4,
      created_at: ctx.clock.now().toISOString(),
      fired_at: null,
      fired_price_e4: null,
    });
  });
  ctx.alertBook?.add(armed(row));
  ctx.bus.publish('alerts', { id: row.id });
  return alertOf(ctx, row, language);
}

/** market/alertdel: another customer's alert, or none, is "not found". */
export async function removeAlert(ctx: AppContext, customerId: number, id: number): Promise<void> {
  if (!(await deleteAlert(ctx.db, customerId, id))) refuse('not_found');
  ctx.alertBook?.remove(id);
  ctx.bus.publish('alerts', { id });
}

/** The condition in each language, for the message ("at or above 1050.00"). */
function conditionTexts(alert: ArmedAlert): Record<string, string> {
  const value =
    alert.kind === 'change_pct' ? (alert.value_e4 / 10_000).toFixed(2) : priceText(alert.value_e4);
  const words: Record<AlertKind, Record<Language, string>> = {
    above: { jp: `${value} 以上`, cn: `高于 ${value}`, us: `at or above ${value}` },
    below: { jp: `${value} 以下`, cn: `低于 ${value}`, us: `at or below ${value}` },
    change_pct: {
      jp: `騰落率 ±${value}% 以上`,
      cn: `涨跌幅超过 ±${value}%`,
      us: `day change beyond ±${value}%`,
    },
  };
  const texts: Record<string, string> = { condition: words[alert.kind].us };
  for (const language of LANGUAGES) texts[`condition_${language}`] = words[alert.kind][language];
  return texts;
}

/**
 * Evaluates one tick of prices against the book and delivers what it crossed: each alert is
 * claimed with a conditional update (so it fires once, whichever server sees it first), a site
 * message is written in the same transaction, and after the commit the live socket is told.
 * Answers the number delivered. An alert whose delivery fails goes back into the book.
 */
export async function deliverAlerts(ctx: AppContext, ticks: readonly AlertTick[]): Promise<number> {
  const book = ctx.alertBook;
  if (!book || book.size === 0) return 0;
  let delivered = 0;
  let failure: unknown;
  for (const { alert, tick } of book.crossed(ticks)) {
    try {
      const row = await inTransaction(ctx.db, async (tx) => {
        const claimed = await claimAlert(tx, alert.id, {
          fired_at: ctx.clock.now().toISOString(),
          fired_price_e4: tick.price_e4,
        });
        if (!claimed) return undefined;
        const inst = ctx.market.instrument(alert.code);
        const names: Record<string, string> = { name: inst?.name.us ?? alert.code };
        for (const language of LANGUAGES) names[`name_${language}`] = inst?.name[language] ?? '';
        await sendSystemMessage(tx, ctx.clock, {
          customerId: alert.customerId,
          kind: 'price_alert',
          params: {
            code: alert.code,
            ...names,
            ...conditionTexts(alert),
            price: priceText(tick.price_e4),
            change_pct: changeText(tick.price_e4, tick.prev_close_e4).change_pct,
          },
        });
        return claimed;
      });
      if (!row) continue;
      delivered += 1;
      const push = alertOf(ctx, row, 'us');
      book.announce(alert.customerId, push);
      // The customer's app may be connected to another node: that node's socket tells it.
      ctx.bus.publish('alert-fired', { customerId: alert.customerId, alert: push });
    } catch (error) {
      book.add(alert);
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return delivered;
}
