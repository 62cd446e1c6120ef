import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAfterEach } from '../../../test/kabuto.ts';
import type { TradingSetup } from '../../../test/trading.ts';
import { startTradingKabuto, trader } from '../../../test/trading.ts';
import { listOrders } from '../service.ts';
import { listMessages } from '../../messages/service.ts';

interface Message {
  kind: string;
  title: string;
  body: string;
  params: Record<string, string>;
}

/**
 * Stop, stop-limit and trailing orders, exits and time in force (issue 15), in Tokyo (fee 0.10%,
 * minimum ¥100, no stamp duty; tick ¥1: bid = last − 1, ask = last + 1). The clock starts on
 * Tuesday 2026-03-10 at 10:30 JST; the session ends at 15:30 JST (06:30 UTC).
 */
describe('stops, exits and time in force', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  async function jpTrader() {
    const t = await trader(s.k, 'JPY', 1_000_000);
    const frozen = () =>
      s.k.ctx.ledger.balance(s.k.ctx.db, { customerId: t.id, purpose: 'frozen', currency: 'JPY' });
    const order = async (id: number) => {
      const list = await s.k.post<{ id: number }[]>('/trade/orders', {}, t.headers);
      return list.body.data.find((o) => o.id === id) as Record<string, unknown>;
    };
    /** The customer's site message of `kind`, in each language, as the app receives it. */
    const message = async (kind: string) => {
      const texts: Partial<Record<'jp' | 'cn' | 'us', Message>> = {};
      for (const lang of ['jp', 'cn', 'us'] as const) {
        const list = await listMessages(s.k.ctx, t.id, lang, 1);
        texts[lang] = list.find((m) => m.kind === kind) as Message | undefined;
      }
      return texts;
    };
    return { ...t, frozen, order, message };
  }

  it('a buy stop triggered: reserved while it waits, filled at the ask when the trigger trades', async () => {
    const { k, market } = s;
    const t = await jpTrader();
    market.set('7203', 2500);
    const wrong = await k.post(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '2', price_type: 'stop', trigger_price: '2450' },
      t.headers,
    );
    expect(wrong.body).toMatchObject({ status: 0, msg: 'stop_trigger_wrong_side' });
    const preview = await k.post<Record<string, unknown>>(
      '/trade/preview',
      { code: '7203', num: '100', leverage: '2', price_type: 'stop', trigger_price: '2550' },
      t.headers,
    );
    expect(preview.body.data).toMatchObject({
      price_type: 'stop',
      trigger_price: '2550.00',
      tif: 'day',
      expires_at: '2026-03-10T06:30:00.000Z',
      total: '127755.00',
    });
    const placed = await k.post<{ id: number; status: string }>(
      '/trade/buy',
      { code: '7203', num: '100', leverage: '2', price_type: 'stop', trigger_price: '2550' },
      t.headers,
    );
    expect(placed.body.data).toMatchObject({ status: 'pending', trigger_price: '2550.00' });
    // Reserved at the trigger: margin 255,000 ÷ 2 = 127,500 and fee 255.
    expect(await t.cash()).toBe(1_000_000 - 127_755);
    expect(await t.frozen()).toBe(127_755);
    market.set('7203', 2549);
    expect((await k.engine.runOnce()).triggered).toBe(0);
    market.set('7203', 2550); // ask 2551
    expect((await k.engine.runOnce()).triggered).toBe(1);
    expect(await t.order(placed.body.data.id)).toMatchObject({
      status: 'filled',
      fill_price: '2551.00',
      expires_at: null,
    });
    // Filled: cost 255,100, margin 127,550, fee ⌈255.1⌉ = 256; the reservation is back.
    expect(await t.frozen()).toBe(0);
    expect(await t.cash()).toBe(1_000_000 - 127_550 - 256);
    expect(await t.margin()).toBe(127_550);
    const told = await t.message('stop_triggered');
    expect(told.us).toMatchObject({
      title: 'Stop order filled',
      params: { amount: '255100.00', currency: 'JPY', price: '2551.00', trigger: '2550.00' },
    });
    expect(told.us!.body).toContain('100 shares of 7203 Toyota');
    expect(told.us!.body).toContain('(trigger {{trigger}}) triggered and was filled at {{price}}');
    expect(told.jp!.body).toContain('トヨタ');
    expect(told.jp!.body).toContain('{{price}} で約定');
    expect(told.cn!.body).toContain('以 {{price}} 成交');
    // Amounts and prices stay for the app to write in the reader's format.
    for (const m of Object.values(told)) expect(m.body).toContain('{{amount}}');
  });

  it('a stop-limit that triggers but does not fill rests as a limit order; cancel releases it', async () => {
    const { k, market } = s;
    const t = await jpTrader();
    market.set('6758', 2500);
    const body = { code: '6758', num: '100', leverage: '2', price_type: 'stop_limit' };
    const below = await k.post(
      '/trade/buy',
      { ...body, trigger_price: '2550', price: '2540' },
      t.headers,
    );
    expect(below.body.msg).toBe('stop_limit_wrong_side');
    const placed = await k.post<{ id: number }>(
      '/trade/buy',
      { ...body, trigger_price: '2550', price: '2550' },
      t.headers,
    );
    expect(await t.cash()).toBe(1_000_000 - 127_755);
    market.set('6758', 2600); // trades through the trigger; ask 2601 is above the limit
    expect(await k.engine.runOnce()).toMatchObject({ triggered: 1, filled: 0 });
    expect(await k.engine.runOnce()).toMatchObject({ triggered: 0, filled: 0 });
    expect(await t.order(placed.body.data.id)).toMatchObject({ status: 'pending' });
    expect(await t.frozen()).toBe(127_755);
    const told = await t.message('stop_limit_triggered');
    expect(told.us!.body).toContain('It now rests as a limit order at {{price}}');
    expect(told.us!.params).toMatchObject({ price: '2550.00', trigger: '2550.00' });
    expect(told.jp!.title).toBe('逆指値注文が発動しました');
    expect(told.cn!.body).toContain('限价 {{price}}');
    const cancelled = await k.post('/trade/cancel', { id: placed.body.data.id }, t.headers);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    expect(await t.cash()).toBe(1_000_000);
    expect(await t.frozen()).toBe(0);
    expect((await k.engine.runOnce()).filled).toBe(0);
  });

  it('a trailing stop follows the low and fills when the price rises by its distance', async () => {
    const { k, market } = s;
    const t = await jpTrader();
    market.set('9984', 2500);
    expect(
      (
        await k.post(
          '/trade/buy',
          { code: '9984', num: '100', leverage: '1', price_type: 'trailing', trailing: '60%' },
          t.headers,
        )
      ).body.msg,
    ).toBe('trailing_invalid');
    const placed = await k.post<{ id: number; trailing: string; trigger_price: string }>(
      '/trade/buy',
      { code: '9984', num: '100', leverage: '1', price_type: 'trailing', trailing: '50' },
      t.headers,
    );
    expect(placed.body.data).toMatchObject({ trailing: '50.00', trigger_price: '2550.00' });
    // Reserved at the first trigger: 255,000 + fee 255.
    expect(await t.cash()).toBe(1_000_000 - 255_255);
    market.set('9984', 2400);
    expect((await k.engine.runOnce()).triggered).toBe(0);
    expect(await t.order(placed.body.data.id)).toMatchObject({ trigger_price: '2450.00' });
    market.set('9984', 2449);
    expect((await k.engine.runOnce()).triggered).toBe(0);
    market.set('9984', 2450); // ask 2451
    expect((await k.engine.runOnce()).triggered).toBe(1);
    expect(await t.order(placed.body.data.id)).toMatchObject({
      status: 'filled',
      fill_price: '2451.00',
    });
    // Cost 245,100 and fee ⌈245.1⌉ = 246; the 255,255 reserved came back first.
    expect(await t.cash()).toBe(1_000_000 - 245_100 - 246);
    expect(await t.frozen()).toBe(0);
  });

  it('a take-profit and a stop-loss on one position: the first to trade closes it, the other goes', async () => {
    const { k, market } = s;
    const t = await jpTrader();
    market.set('6861', 2500);
    const bought = await k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '6861', num: '100', leverage: '1' },
      t.headers,
    );
    const id = bought.body.data.position_id;
    expect(await t.cash()).toBe(749_649); // 250,100 + fee 251 at the ask 2501
    const wrong = await k.post('/trade/setexit', { id, stop_loss: '2600' }, t.headers);
    expect(wrong.body).toMatchObject({ status: 0, msg: 'stop_loss_wrong_side' });
    const set = await k.post(
      '/trade/setexit',
      { id, stop_loss: '2400', take_profit: '2700' },
      t.headers,
    );
    expect(set.body).toMatchObject({
      msg: 'exit_set',
      data: { stop_loss: '2400.00', take_profit: '2700.00' },
    });
    const held = await k.post<Record<string, unknown>[]>(
      '/trade/userstocklist',
      { type: 'jpy' },
      t.headers,
    );
    expect(held.body.data.find((p) => p.id === id)).toMatchObject({ stop_loss: '2400.00' });
    // Clearing one keeps the other.
    await k.post('/trade/setexit', { id, stop_loss: '', take_profit: '2700' }, t.headers);
    await k.post('/trade/setexit', { id, stop_loss: '2400', take_profit: '2700' }, t.headers);
    market.set('6861', 2699);
    expect((await k.engine.runOnce()).exits).toBe(0);
    market.set('6861', 2700); // bid 2699
    expect((await k.engine.runOnce()).exits).toBe(1);
    const detail = await k.post('/trade/position', { id }, t.headers);
    expect(detail.body.data).toMatchObject({
      status: 2,
      close_reason: 'take_profit',
      sell_price: '2699.00',
    });
    // Gross (2699 − 2501) × 100 = 19,800; selling fee ⌈269.9⌉ = 270.
    expect(await t.cash()).toBe(749_649 + 250_100 + 19_800 - 270);
    const told = await t.message('exit_take_profit');
    expect(told.us).toMatchObject({
      title: 'Take-profit executed',
      params: {
        pnl: String((19_800 - 270 - 251).toFixed(2)),
        currency: 'JPY',
        exit: '2700.00',
        price: '2699.00',
      },
    });
    expect(told.us!.body).toContain(
      'reached its take-profit at {{exit}} and was closed at {{price}}',
    );
    expect(told.jp!.body).toContain('利益確定価格 {{exit}}');
    expect(told.cn!.body).toContain('止盈价 {{exit}}');
    expect((await t.message('exit_stop_loss')).us).toBeUndefined();
    market.set('6861', 2300); // the stop-loss went with the close
    expect((await k.engine.runOnce()).exits).toBe(0);
    expect(await t.cash()).toBe(1_019_279);
  });

  it('a stop-loss given with the order closes the position when it trades', async () => {
    const { k, market } = s;
    const t = await jpTrader();
    market.set('8306', 2500);
    const bought = await k.post<{ position_id: number; stop_loss: string }>(
      '/trade/buy',
      { code: '8306', num: '100', leverage: '1', stop_loss: '2400' },
      t.headers,
    );
    expect(bought.body.data.stop_loss).toBe('2400.00');
    market.set('8306', 2400); // bid 2399
    expect((await k.engine.runOnce()).exits).toBe(1);
    const detail = await k.post('/trade/position', { id: bought.body.data.position_id }, t.headers);
    expect(detail.body.data).toMatchObject({ close_reason: 'stop_loss', sell_price: '2399.00' });
    // Gross (2399 − 2501) × 100 = −10,200; selling fee ⌈239.9⌉ = 240.
    expect(await t.cash()).toBe(749_649 + 250_100 - 10_200 - 240);
    const told = await t.message('exit_stop_loss');
    // Realised: −10,200 − 240 − the purchase fee 251.
    expect(told.us!.params).toEqual({
      pnl: '-10691.00',
      currency: 'JPY',
      exit: '2400.00',
      price: '2399.00',
    });
    expect(told.us!.body).toContain(
      'reached its stop-loss at {{exit}} and was closed at {{price}}',
    );
    expect(told.jp!.title).toBe('損切りが執行されました');
    expect(told.cn!.title).toBe('止损已执行');
  });

  it('day orders expire at the session end and give back what they held', async () => {
    const { k, market, clock } = s;
    const t = await jpTrader();
    market.set('9432', 2500);
    const limit = await k.post<{ id: number; expires_at: string }>(
      '/trade/buy',
      { code: '9432', num: '100', leverage: '1', price_type: 'limit', price: '2400' },
      t.headers,
    );
    expect(limit.body.data.expires_at).toBe('2026-03-10T06:30:00.000Z');
    const stop = await k.post<{ id: number }>(
      '/trade/buy',
      { code: '9432', num: '100', leverage: '1', price_type: 'stop', trigger_price: '2600' },
      t.headers,
    );
    expect(await t.cash()).toBe(1_000_000 - 260_260);
    clock.set('2026-03-10T06:29:59Z');
    expect((await k.engine.runOnce()).expired).toBe(0);
    clock.set('2026-03-10T06:30:00Z');
    await k.engine.runOnce();
    expect(await t.order(limit.body.data.id)).toMatchObject({ status: 'expired' });
    expect(await t.order(stop.body.data.id)).toMatchObject({ status: 'expired', expires_at: null });
    expect(await t.cash()).toBe(1_000_000);
    expect(await t.frozen()).toBe(0);
    const expired = (await listMessages(k.ctx, t.id, 'us', 1)).filter(
      (m) => m.kind === 'order_expired_day',
    );
    expect(expired.map((m) => m.params)).toEqual([
      { amount: '260000.00', currency: 'JPY', price: '2600.00' },
      { amount: '240000.00', currency: 'JPY', price: '2400.00' },
    ]);
    expect(expired[1]!.body).toContain('day order for 100 shares of 9432');
    expect(expired[1]!.body).toContain('(price {{price}}, value {{amount}} {{currency}})');
    const told = await t.message('order_expired_day');
    expect(told.jp!.title).toBe('当日限り注文が失効しました');
    expect(told.cn!.title).toBe('当日有效委托已失效');
  });

  it('a gtc stop rests for 30 calendar days, then expires and gives back what it held', async () => {
    const { k, market, clock } = s;
    clock.set('2026-03-11T01:00:00Z');
    const t = await jpTrader();
    market.set('6501', 2500);
    const stop = await k.post<{ id: number; expires_at: string; tif: string }>(
      '/trade/buy',
      {
        code: '6501',
        num: '100',
        leverage: '2',
        price_type: 'stop',
        trigger_price: '2600',
        tif: 'gtc',
      },
      t.headers,
    );
    expect(stop.body.data).toMatchObject({ tif: 'gtc', expires_at: '2026-04-10T01:00:00.000Z' });
    // 260,000 ÷ 2 + fee 260.
    expect(await t.cash()).toBe(1_000_000 - 130_260);
    clock.set('2026-04-10T00:59:59Z');
    expect((await k.engine.runOnce()).expired).toBe(0);
    clock.set('2026-04-10T01:00:00Z');
    expect((await k.engine.runOnce()).expired).toBe(1);
    // The sign-in has lapsed in 30 days: the order is read through the service.
    const [expired] = await listOrders(k.ctx, t.id, { status: 'expired', page: 1, size: 20 });
    expect(expired).toMatchObject({ id: stop.body.data.id, status: 'expired', expires_at: null });
    expect(await t.cash()).toBe(1_000_000);
    expect(await t.frozen()).toBe(0);
    const told = await t.message('order_expired_gtc');
    expect(told.us!.body).toContain('was not filled within 30 days and has expired');
    expect(told.us!.params).toEqual({ amount: '260000.00', currency: 'JPY', price: '2600.00' });
    expect(told.jp!.body).toContain('有効期限（30日）');
    expect(told.cn!.body).toContain('有效期（30天）');
  });
});
