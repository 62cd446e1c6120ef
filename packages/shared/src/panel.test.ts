import { describe, expect, it } from 'vitest';
import type { PanelInputs } from './panel.ts';
import { computePanelFigures } from './panel.ts';

const empty: PanelInputs = {
  user: {
    account: '0900000001',
    jpy: '0.00',
    usd: '0.00',
    cny: '0.00',
    jpyyjed: '0.00',
    usdyjed: '0.00',
    cnyyjed: '0.00',
  },
  newStocks: [],
  withdrawals: [],
  products: [],
  stockCredits: [],
  heldStocks: [],
  closedStocks: [],
  config: [],
};

describe('the account panel figures (SPEC §7)', () => {
  it('frozen assets sum only the statuses the spec names', () => {
    const inputs: PanelInputs = {
      ...empty,
      user: { ...empty.user, jpy: '1000.00', jpyyjed: '250.00' },
      newStocks: [
        { id: 1, status: 1, rjmoney: '100.00' },
        { id: 2, status: 0, rjmoney: '999.00' },
        { id: 3, status: 1, rjmoney: '-' },
      ],
      withdrawals: [
        { id: 1, status: 0, money: '50.25', currency: 'JPY', created_at: '' },
        { id: 2, status: 1, money: '70.00', currency: 'JPY', created_at: '' },
      ],
      products: [
        { id: 1, status: 0, money: '10.00' },
        { id: 2, status: 2, money: '5.00' },
      ],
      stockCredits: [{ id: 1, status: 0, credit: '1.10' }],
      heldStocks: [
        {
          id: 1,
          code: '7203',
          name: 'Toyota',
          status: 0,
          nowprice: '2500.5',
          stock_num: 3,
          buy_price: '2400',
          yingkui: '301.50',
          leverage: 2,
          margin: '3600.00',
        },
        {
          id: 2,
          code: '6758',
          name: 'Sony',
          status: 1,
          nowprice: '3000',
          stock_num: 1,
          buy_price: '3000',
          yingkui: '0.00',
          leverage: 1,
          margin: '3000.00',
        },
      ],
    };
    const f = computePanelFigures(inputs, 'jpy');
    expect(f.cash).toBe('1000.00');
    expect(f.frozenAssets).toBe('3761.35'); // 100 + 50.25 + 10 + 1.10 + 3600
    expect(f.totalAssets).toBe('4761.35');
    expect(f.holdingsValue).toBe('7501.50');
    expect(f.floatingPnl).toBe('301.50');
    expect(f.borrowedCredit).toBe('250.00');
  });

  it('reads the cash of the chosen market type', () => {
    const f = computePanelFigures({ ...empty, user: { ...empty.user, usd: '12.34' } }, 'usd');
    expect(f.cash).toBe('12.34');
    expect(f.totalAssets).toBe('12.34');
  });
});
