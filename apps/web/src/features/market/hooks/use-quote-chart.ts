/**
 * The stock detail's chart choices (period, adjustment, main and sub indicator) and the klines
 * they ask for. The klines, like the chart's code, are asked for once the screen is drawn and the
 * browser has a moment (`drawn`): on a phone's network they would share it with what the price
 * waits for (issue 18).
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useDrawnAndIdle } from '@/lib/idle';
import type { KlinePeriod } from '@kabuto/shared/contracts/market';
import { useKline } from '../api/get-kline';
import type { MainIndicator, SubIndicator } from '../components/kline-indicators';
import { useKlineAdjust } from './use-kline-adjust';

/** How long the chart waits for an idle moment at most after the screen is drawn. */
const CHART_WAIT_MS = 300;

export function useQuoteChart(code: string) {
  const [period, setPeriod] = useState<KlinePeriod>('day');
  const [adjust, setAdjust] = useKlineAdjust();
  const [main, setMain] = useState<MainIndicator>('MA');
  const [sub, setSub] = useState<SubIndicator>('VOL');
  const drawn = useDrawnAndIdle(CHART_WAIT_MS);
  const kline = useKline(code, period, adjust, drawn);
  // The candles are drawn from a deferred copy, like the quote (quote-detail-screen.tsx), and the
  // state stays one object until something in it changes, so the memoised screen skips a render.
  const data = useDeferredValue(kline.data);
  const loading = !drawn || kline.isFetching;
  return useMemo(
    () => ({
      period,
      setPeriod,
      adjust,
      setAdjust,
      main,
      setMain,
      sub,
      setSub,
      data,
      loading,
      drawn,
    }),
    [period, adjust, setAdjust, main, sub, data, loading, drawn],
  );
}

export type QuoteChartState = ReturnType<typeof useQuoteChart>;
