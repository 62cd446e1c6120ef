/**
 * The stock detail's chart choices (period, adjustment, main and sub indicator) and the klines
 * they ask for. Called by the screen itself so the klines load alongside the quote.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import type { KlinePeriod } from '@kabuto/shared/contracts/market';
import { useKline } from '../api/get-kline';
import type { MainIndicator, SubIndicator } from '../components/kline-indicators';
import { useKlineAdjust } from './use-kline-adjust';

export function useQuoteChart(code: string) {
  const [period, setPeriod] = useState<KlinePeriod>('day');
  const [adjust, setAdjust] = useKlineAdjust();
  const [main, setMain] = useState<MainIndicator>('MA');
  const [sub, setSub] = useState<SubIndicator>('VOL');
  const kline = useKline(code, period, adjust);
  // The candles are drawn from a deferred copy, like the quote (quote-detail-screen.tsx), and the
  // state stays one object until something in it changes, so the memoised screen skips a render.
  const data = useDeferredValue(kline.data);
  const loading = kline.isFetching;
  return useMemo(
    () => ({ period, setPeriod, adjust, setAdjust, main, setMain, sub, setSub, data, loading }),
    [period, adjust, setAdjust, main, sub, data, loading],
  );
}

export type QuoteChartState = ReturnType<typeof useQuoteChart>;
