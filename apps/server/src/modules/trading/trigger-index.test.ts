import { describe, expect, it } from 'vitest';
import { parseTrailing } from './stops.ts';
import { TriggerIndex } from './trigger-index.ts';

const stop = (id: number, side: 'long' | 'short', trigger_e4: number) => ({
  id,
  code: 'X',
  side,
  trigger_e4,
  trailing: null,
  watermark_e4: null,
  expiresAt: null,
});

describe('the trigger index', () => {
  it('fires the stops and exits a price reaches, and only those', () => {
    const index = new TriggerIndex();
    index.addStop(stop(1, 'long', 110));
    index.addStop(stop(2, 'long', 120));
    index.addStop(stop(3, 'short', 90));
    index.setExits({ id: 7, code: 'X', side: 'long', stopLoss_e4: 95, takeProfit_e4: 115 });
    index.setExits({ id: 8, code: 'X', side: 'short', stopLoss_e4: 105, takeProfit_e4: 80 });
    const at = (price: number) => {
      const r = index.tick((code) => (code === 'X' ? price : undefined));
      return {
        stops: r.stops.map((s) => s.entry.id).sort(),
        exits: r.exits.map((e) => `${e.entry.id}:${e.which}`).sort(),
      };
    };
    expect(at(100)).toEqual({ stops: [], exits: [] });
    expect(at(110)).toEqual({ stops: [1], exits: ['8:stop_loss'] });
    expect(at(125)).toEqual({ stops: [1, 2], exits: ['7:take_profit', '8:stop_loss'] });
    expect(at(80)).toEqual({ stops: [3], exits: ['7:stop_loss', '8:take_profit'] });
    index.removeStop(3);
    index.setExits({ id: 7, code: 'X', side: 'long', stopLoss_e4: null, takeProfit_e4: null });
    expect(at(80)).toEqual({ stops: [], exits: ['8:take_profit'] });
    expect(index.size).toBe(3);
  });

  it('moves a trailing stop with the best price and fires it at its distance', () => {
    const index = new TriggerIndex();
    const trailing = parseTrailing('2%');
    expect(trailing).toEqual({ e4: null, bps: 200 });
    index.addStop({ ...stop(1, 'short', 9_800), trailing, watermark_e4: 10_000 });
    const tick = (price: number) => index.tick(() => price);
    expect(tick(10_500).moved.map((e) => e.trigger_e4)).toEqual([10_290]);
    expect(tick(10_300).stops).toEqual([]);
    expect(tick(10_290).stops.map((s) => s.entry.id)).toEqual([1]);
  });

  it('lists the stops past their expiry', () => {
    const index = new TriggerIndex();
    index.addStop({ ...stop(1, 'long', 1), expiresAt: '2026-03-10T06:30:00.000Z' });
    index.addStop({ ...stop(2, 'long', 1), expiresAt: '2026-04-10T06:30:00.000Z' });
    expect(index.expired('2026-03-10T06:30:00.000Z').map((e) => e.id)).toEqual([1]);
  });
});
