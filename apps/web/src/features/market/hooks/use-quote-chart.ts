/**
 * The stock detail's chart choices (period, adjustment, main and sub indicator) and the klines
 * they ask for. Called by the screen itself so the klines load alongside the quote.
 */
import { useState } from 'react';
import type { KlinePeriod } from '@kabuto/shared/contracts/market';
import { useKline } from '../api/get-kline';
import type { MainIndicator, SubIndicator } from '../components/kline-chart';
import { useKlineAdjust } from './use-kline-adjust';

export function useQuoteChart(code: string) {
  const [period, setPeriod] = useState<KlinePeriod>('day');
  const [adjust, setAdjust] = useKlineAdjust();
  const [main, setMain] = useState<MainIndicator>('MA');
  const [sub, setSub] = useState<SubIndicator>('VOL');
  const kline = useKline(code, period, adjust);
  return { period, setPeriod, adjust, setAdjust, main, setMain, sub, setSub, kline };
}

export type QuoteChartState = ReturnType<typeof useQuoteChart>;
