import { describe, expect, it } from 'vitest';
import type { BookRow } from './book.ts';
import { PositionBook } from './book.ts';

const row = (id: number, over: Partial<Omit<BookRow, 'id'>> = {}): BookRow => ({
  id,
  customer_id: 1,
  currency: 'JPY',
  code: '7203',
  direction: 'long',
  quantity: 100,
  buy_price_e4: 2_500_0000,
  margin: 250_000,
  ...over,
});

describe('the position book', () => {
  it('sums P&L and margin per customer and currency, long and short, in minor units', () => {
    const book = new PositionBook();
    book.add(row(1)); // long 100 @ 2500 JPY
    book.add(row(2, { direction: 'short', code: '6758', buy_price_e4: 3_000_0000 }));
    book.add(row(3, { currency: 'USD', code: 'AAPL', buy_price_e4: 200_0000, quantity: 10 }));
    book.add(row(4, { customer_id: 2 }));
    const prices: Record<string, number> = {
      '7203': 2_510_0000,
      '6758': 2_990_0000,
      AAPL: 199_5000,
    };
    const risks = book.revalue((code) => prices[code]);
    // +10 × 100 on the long, +10 × 100 on the short: 2,000 yen.
    expect(risks.get('1:JPY')).toMatchObject({ pnl: 2_000, margin: 500_000 });
    // −0.50 × 10 = −5.00 USD = −500 cents.
    expect(risks.get('1:USD')).toMatchObject({ pnl: -500, margin: 250_000 });
    expect(risks.get('2:JPY')).toMatchObject({ pnl: 1_000, margin: 250_000 });
    expect(risks.get('1:JPY')!.positions).toEqual([]);
  });

  it('keeps margins right as positions are resized and removed, and lists watched accounts', () => {
    const book = new PositionBook();
    book.add(row(1));
    book.add(row(2));
    book.resize(2, 40, 100_000);
    const falling = { '7203': 2_400_0000 };
    let risks = book.revalue((code) => falling[code as '7203'], 1);
    // −100 × 100 − 100 × 40 = −14,000 on 350,000 of margin: 4% lost, past the 1% watch.
    expect(risks.get('1:JPY')).toMatchObject({ pnl: -14_000, margin: 350_000 });
    expect(risks.get('1:JPY')!.positions.map((p) => [p.entry.id, p.pnl])).toEqual([
      [1, -10_000],
      [2, -4_000],
    ]);
    book.remove(1);
    risks = book.revalue((code) => falling[code as '7203'], 1);
    expect(risks.get('1:JPY')).toMatchObject({ pnl: -4_000, margin: 100_000 });
    book.remove(2);
    expect(book.size).toBe(0);
    expect(book.revalue((code) => falling[code as '7203']).size).toBe(0);
  });

  it('leaves out what has no price', () => {
    const book = new PositionBook();
    book.add(row(1, { code: 'NOPE' }));
    expect(book.revalue(() => undefined).size).toBe(0);
  });
});
