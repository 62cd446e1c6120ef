import { useMemo } from 'react';
import { holdingsValueHundredths, hundredthsToText, sumMoneyText } from '@kabuto/shared/panel';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import { useLiveTicks } from '@/lib/live-quotes';
import type { HeldPosition } from '../types';
import { grossPnlText } from '../utils/pnl';

export interface LivePositions {
  rows: HeldPosition[];
  /** Holdings value and floating P&L at the live prices, summed as the API sums them. */
  holdingsValue: string;
  floatingPnl: string;
}

/** Held positions marked to the live price, tick by tick. */
export function useLivePositions(
  rows: readonly HeldPosition[] | undefined,
  type: MarketType,
): LivePositions {
  const codes = useMemo(() => [...new Set((rows ?? []).map((row) => row.code))], [rows]);
  const ticks = useLiveTicks(codes);
  return useMemo(() => {
    const currency = MARKETS[type].currency;
    const live = (rows ?? []).map((row) => {
      const tick = ticks.get(row.code);
      if (!tick) return row;
      const pnl = grossPnlText(row.direction, row.buy_price, tick.price, row.stock_num, currency);
      return { ...row, nowprice: tick.price, yingkui: pnl ?? row.yingkui };
    });
    return {
      rows: live,
      holdingsValue: hundredthsToText(holdingsValueHundredths(live)),
      floatingPnl: sumMoneyText(live.map((row) => row.yingkui)),
    };
  }, [rows, ticks, type]);
}
