/**
 * The main indices. Reference levels are approximate levels for the start of 2026; volatility is
 * annualised. KOSPI and TASI are shown as quotes only: none of our instruments belongs to them.
 */
import type { IndexSeed } from './instrument-types.ts';

export const INDICES: readonly IndexSeed[] = [
  {
    code: 'SPX',
    market: 'US',
    name: { cn: '标普500指数', us: 'S&P 500', jp: 'S&P500種指数' },
    reference_level: 6850,
    volatility: 0.16,
    quote_only: false,
  },
  {
    code: 'IXIC',
    market: 'US',
    name: { cn: '纳斯达克综合指数', us: 'Nasdaq Composite', jp: 'ナスダック総合指数' },
    reference_level: 23200,
    volatility: 0.21,
    quote_only: false,
  },
  {
    code: 'DJI',
    market: 'US',
    name: {
      cn: '道琼斯工业平均指数',
      us: 'Dow Jones Industrial Average',
      jp: 'ダウ工業株30種平均',
    },
    reference_level: 48000,
    volatility: 0.15,
    quote_only: false,
  },
  {
    code: 'N225',
    market: 'JP',
    name: { cn: '日经225指数', us: 'Nikkei 225', jp: '日経平均株価' },
    reference_level: 50000,
    volatility: 0.2,
    quote_only: false,
  },
  {
    code: 'TOPIX',
    market: 'JP',
    name: { cn: '东证股价指数', us: 'TOPIX', jp: '東証株価指数（TOPIX）' },
    reference_level: 3400,
    volatility: 0.17,
    quote_only: false,
  },
  {
    code: '000001.SH',
    market: 'CN',
    name: { cn: '上证指数', us: 'SSE Composite', jp: '上海総合指数' },
    reference_level: 3950,
    volatility: 0.17,
    quote_only: false,
  },
  {
    code: '000300.SH',
    market: 'CN',
    name: { cn: '沪深300指数', us: 'CSI 300', jp: 'CSI300指数' },
    reference_level: 4600,
    volatility: 0.19,
    quote_only: false,
  },
  {
    code: '399001.SZ',
    market: 'CN',
    name: { cn: '深证成指', us: 'SZSE Component', jp: '深セン成分指数' },
    reference_level: 13300,
    volatility: 0.23,
    quote_only: false,
  },
  {
    code: 'KOSPI',
    market: 'KR',
    name: { cn: '韩国综合指数', us: 'KOSPI', jp: '韓国総合株価指数（KOSPI）' },
    reference_level: 4100,
    volatility: 0.2,
    quote_only: true,
  },
  {
    code: 'TASI',
    market: 'SA',
    name: {
      cn: '沙特全股指数',
      us: 'Tadawul All Share Index (TASI)',
      jp: 'サウジ全株指数（TASI）',
    },
    reference_level: 10500,
    volatility: 0.15,
    quote_only: true,
  },
];
