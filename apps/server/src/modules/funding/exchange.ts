import { randomUUID } from 'node:crypto';
import type { Currency } from '@kabuto/shared/money';
import {
  CURRENCY_SCALE,
  MAX_OPERATION_MINOR_UNITS,
  formatMoney,
  isCurrency,
} from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { claimKey, firstResult, keyedRequest } from '../idempotency/service.ts';
import { setting } from '../site/service.ts';
import { exchangeByNonce, insertExchange } from './repository.ts';
import { parseAmount } from './amounts.ts';
import { assertMayMoveFunds } from '../customers/standing.ts';
import { lockCustomerForFunds } from './guards.ts';

/**
 * Currency exchange at the provider's mid rate less a disclosed spread. Both legs move in one
 * ledger transfer through the house FX account, so the books balance in each currency.
 */
export interface ExchangeQuote {
  from: Currency;
  to: Currency;
  money: string;
  mid_rate: string;
  rate: string;
  spread_bps: number;
  received: string;
  amount_from: number;
  amount_to: number;
}

function currencyParam(text: string | undefined): Currency {
  const upper = (text ?? '').toUpperCase();
  if (!isCurrency(upper)) refuse('invalid_parameter');
  return upper;
}

export async function quoteExchange(
  ctx: AppContext,
  db: Db | Tx,
  input: { from?: string | undefined; to?: string | undefined; money?: string | undefined },
): Promise<ExchangeQuote> {
  const from = currencyParam(input.from);
  const to = currencyParam(input.to);
  if (from === to) refuse('same_currency');
  const amountFrom = parseAmount(input.money, from);
  const spreadBps = await setting(db, 'fx_spread_bps');
  const mid = ctx.market.fxRate(from, to);
  const rate = mid * (1 - spreadBps / 10_000);
  const units = amountFrom / 10 ** CURRENCY_SCALE[from];
  const amountTo = Math.floor(units * rate * 10 ** CURRENCY_SCALE[to] + 1e-9);
  if (amountTo < 1) refuse('amount_positive');
  // What the customer receives is an amount too, held to the limit of one operation (money.ts).
  if (!(amountTo <= MAX_OPERATION_MINOR_UNITS)) refuse('amount_too_large');
  return {
    from,
    to,
    money: formatMoney(amountFrom, from),
    mid_rate: mid.toPrecision(8),
    rate: rate.toPrecision(8),
    spread_bps: spreadBps,
    received: formatMoney(amountTo, to),
    amount_from: amountFrom,
    amount_to: amountTo,
  };
}

export async function exchange(
  ctx: AppContext,
  customerId: number,
  input: {
    from?: string | undefined;
    to?: string | undefined;
    money?: string | undefined;
    nonce?: string | undefined;
  },
) {
  const request = keyedRequest(customerId, 'exchange', input.nonce, {
    from: input.from,
    to: input.to,
    money: input.money,
  });
  return inTransaction(ctx.db, async (tx) => {
    // The key first: a concurrent repeat waits here for the first and then answers it.
    if ((await claimKey(tx, request, ctx.clock.now().toISOString())) === 'repeat') {
      const seen = await exchangeByNonce(tx, customerId, input.nonce ?? '');
      return exchangeAnswer(firstResult(seen));
    }
    await lockCustomerForFunds(ctx, tx, customerId, assertMayMoveFunds);
    const quote = await quoteExchange(ctx, tx, input);
    const { transferId } = await ctx.ledger.transfer(tx, {
      idempotencyKey: `exchange:${customerId}:${input.nonce || randomUUID()}`,
      code: 'exchange',
      actor: `customer:${customerId}`,
      customerId,
      memo: `${quote.money} ${quote.from} → ${quote.received} ${quote.to} at ${quote.rate}`,
      insufficientMessage: 'balance_insufficient',
      postings: [
        {
          account: { customerId, purpose: 'cash', currency: quote.from },
          amount: -quote.amount_from,
        },
        { account: { house: 'fx', currency: quote.from }, amount: quote.amount_from },
        { account: { house: 'fx', currency: quote.to }, amount: -quote.amount_to },
        { account: { customerId, purpose: 'cash', currency: quote.to }, amount: quote.amount_to },
      ],
    });
    const saved = await insertExchange(tx, {
      customer_id: customerId,
      from_currency: quote.from,
      to_currency: quote.to,
      amount_from: quote.amount_from,
      amount_to: quote.amount_to,
      rate: quote.rate,
      spread_bps: quote.spread_bps,
      nonce: input.nonce ?? null,
      transfer_id: transferId,
      created_at: ctx.clock.now().toISOString(),
    });
    return exchangeAnswer(saved);
  });
}

function exchangeAnswer(r: {
  id: number;
  from_currency: string;
  to_currency: string;
  amount_from: number;
  amount_to: number;
  rate: string;
  spread_bps: number;
  transfer_id: number;
  created_at: string;
}) {
  return {
    id: r.id,
    order_no: `X${String(r.id).padStart(8, '0')}`,
    from: r.from_currency,
    to: r.to_currency,
    money: formatMoney(r.amount_from, r.from_currency as Currency),
    received: formatMoney(r.amount_to, r.to_currency as Currency),
    rate: r.rate,
    spread_bps: r.spread_bps,
    transfer_id: r.transfer_id,
    created_at: r.created_at,
  };
}

/** Cash in every currency the customer holds (the wallets). */
export async function wallets(ctx: AppContext, customerId: number) {
  const balances = await ctx.ledger.customerBalances(ctx.db, customerId);
  const out: { currency: string; cash: string; frozen: string }[] = [];
  for (const [key, value] of balances) {
    const [purpose, currency] = key.split(':') as [string, Currency];
    if (purpose !== 'cash' && purpose !== 'frozen') continue;
    let row = out.find((w) => w.currency === currency);
    if (!row) {
      row = { currency, cash: formatMoney(0, currency), frozen: formatMoney(0, currency) };
      out.push(row);
    }
    row[purpose] = formatMoney(value, currency);
  }
  return out.sort((a, b) => a.currency.localeCompare(b.currency));
}
