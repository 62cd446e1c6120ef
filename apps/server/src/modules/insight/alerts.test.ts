import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceAlert } from '@kabuto/shared/contracts/insight';
import type { SiteMessage } from '@kabuto/shared/contracts/messages';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';
import type { AlertTick } from './service.ts';
import { deliverAlerts, loadAlertBook } from './service.ts';

/**
 * Goal: a price alert fires once and only once when its condition is crossed, as a site message
 * and live to the app; a customer keeps at most 50; the in-memory book follows the table.
 */
describe('price alerts', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const tick = (code: string, price: number, prev: number): AlertTick => ({
    code,
    price_e4: price * 10_000,
    prev_close_e4: prev * 10_000,
  });

  it('fires an alert once when the price crosses it, as a message and live', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 0);
    const add = await k.post<PriceAlert>(
      '/market/alertadd',
      { code: '7203', kind: 'above', value: '2600' },
      t.headers,
    );
    expect(add.body).toMatchObject({
      status: 1,
      msg: 'add_success',
      data: { code: '7203', kind: 'above', value: '2600.00', fired_at: null },
    });
    // A second server's book, loaded from the same table before the alert fires.
    const otherServer = await loadAlertBook(k.ctx);
    expect(otherServer.has(add.body.data.id)).toBe(true);

    const pushed: { customerId: number; alert: PriceAlert }[] = [];
    const stop = k.ctx.alertBook!.onFired((customerId, alert) =>
      pushed.push({ customerId, alert }),
    );
    expect(await deliverAlerts(k.ctx, [tick('7203', 2599, 2500)])).toBe(0);
    expect(await deliverAlerts(k.ctx, [tick('7203', 2600, 2500), tick('6758', 1, 1)])).toBe(1);
    expect(await deliverAlerts(k.ctx, [tick('7203', 2700, 2500)])).toBe(0);
    // The other server sees the same crossing: its claim finds the alert fired and sends nothing.
    expect(
      await deliverAlerts({ ...k.ctx, alertBook: otherServer }, [tick('7203', 2650, 2500)]),
    ).toBe(0);
    stop();

    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      customerId: t.id,
      alert: { id: add.body.data.id, fired_price: '2600.00' },
    });
    const messages = await k.post<SiteMessage[]>(
      '/user/messages',
      {},
      { ...t.headers, lang: 'us' },
    );
    const alerts = messages.body.data.filter((m) => m.kind === 'price_alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.title).toBe('Price alert: 7203 Toyota Motor');
    expect(alerts[0]!.body).toContain('at or above 2600.00');
    const jp = await k.post<SiteMessage[]>('/user/messages', {}, { ...t.headers, lang: 'jp' });
    expect(jp.body.data[0]!.body).toContain('2600.00 以上');
    const list = await k.post<PriceAlert[]>('/market/alerts', {}, t.headers);
    expect(list.body.data[0]).toMatchObject({ fired_price: '2600.00' });
    expect(list.body.data[0]!.fired_at).not.toBeNull();
    // Rebuilt at start: only what has not fired.
    expect((await loadAlertBook(k.ctx)).has(add.body.data.id)).toBe(false);
  });

  it('fires below and day-change alerts at their exact thresholds', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 0);
    const below = await k.post<PriceAlert>(
      '/market/alertadd',
      { code: '9984', kind: 'below', value: '8000.5' },
      t.headers,
    );
    const change = await k.post<PriceAlert>(
      '/market/alertadd',
      { code: '9984', kind: 'change_pct', value: '5' },
      t.headers,
    );
    expect(change.body.data.value).toBe('5.00');
    // 8000 → 8399.9 is 4.99875 %: neither; 8400 is 5 % up: the change alert only.
    expect(await deliverAlerts(k.ctx, [tick('9984', 8399.9, 8000)])).toBe(0);
    expect(await deliverAlerts(k.ctx, [tick('9984', 8400, 8000)])).toBe(1);
    expect(await deliverAlerts(k.ctx, [tick('9984', 8000.6, 8000)])).toBe(0);
    expect(await deliverAlerts(k.ctx, [tick('9984', 8000.5, 8000)])).toBe(1);
    const list = await k.post<PriceAlert[]>('/market/alerts', {}, t.headers);
    expect(list.body.data.map((a) => [a.id, a.fired_price])).toEqual([
      [change.body.data.id, '8400.00'],
      [below.body.data.id, '8000.50'],
    ]);
  });

  it('keeps at most 50 alerts per customer and refuses the 51st', async () => {
    const { k } = s;
    const t = await trader(k, 'JPY', 0);
    for (let i = 1; i <= 50; i += 1) {
      const r = await k.post(
        '/market/alertadd',
        { code: '7203', kind: 'above', value: String(3000 + i) },
        t.headers,
      );
      expect(r.body.status).toBe(1);
    }
    const over = await k.post(
      '/market/alertadd',
      { code: '7203', kind: 'below', value: '1' },
      t.headers,
    );
    expect(over.body).toMatchObject({ status: 0, msg: 'alert_limit_reached' });
    const list = await k.post<PriceAlert[]>('/market/alerts', {}, t.headers);
    expect(list.body.data).toHaveLength(50);
    // Deleting one frees a place; the book forgets it at once.
    const first = list.body.data[0]!;
    expect((await k.post('/market/alertdel', { id: first.id }, t.headers)).body.msg).toBe(
      'delete_success',
    );
    expect(k.ctx.alertBook!.has(first.id)).toBe(false);
    const again = await k.post(
      '/market/alertadd',
      { code: '7203', kind: 'below', value: '1' },
      t.headers,
    );
    expect(again.body.status).toBe(1);
  });

  it('refuses what is not an alert, and another customer’s alert is not found', async () => {
    const { k } = s;
    const a = await trader(k, 'JPY', 0);
    const b = await trader(k, 'JPY', 0);
    const refusals: [Record<string, string>, string][] = [
      [{ code: 'NOPE', kind: 'above', value: '1' }, 'price_unavailable'],
      [{ code: '7203', kind: 'sideways', value: '1' }, 'alert_kind_invalid'],
      [{ code: '7203', kind: 'above', value: '0' }, 'alert_value_invalid'],
      [{ code: '7203', kind: 'above', value: '1.23456' }, 'alert_value_invalid'],
      [{ code: '7203', kind: 'above', value: '-5' }, 'alert_value_invalid'],
      [{ code: '7203', kind: 'change_pct', value: '100.01' }, 'alert_value_invalid'],
    ];
    for (const [body, msg] of refusals) {
      expect(
        (await k.post('/market/alertadd', body, a.headers)).body.msg,
        JSON.stringify(body),
      ).toBe(msg);
    }
    expect((await k.post<PriceAlert[]>('/market/alerts', {}, a.headers)).body.data).toEqual([]);
    const mine = await k.post<PriceAlert>(
      '/market/alertadd',
      { code: '7203', kind: 'above', value: '9' },
      a.headers,
    );
    const theirs = await k.post('/market/alertdel', { id: mine.body.data.id }, b.headers);
    expect(theirs.body.msg).toBe('not_found');
    expect(k.ctx.alertBook!.has(mine.body.data.id)).toBe(true);
  });
});
