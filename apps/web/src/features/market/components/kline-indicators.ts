/**
 * The chart's indicator choices, offered by the chart card and drawn by the chart: apart from the
 * chart (kline-chart.tsx) so that the card shows them without loading the chart library.
 */
export const MAIN_INDICATORS = ['MA', 'EMA', 'BOLL', 'none'] as const;
export type MainIndicator = (typeof MAIN_INDICATORS)[number];
export const SUB_INDICATORS = ['VOL', 'MACD', 'KDJ', 'RSI'] as const;
export type SubIndicator = (typeof SUB_INDICATORS)[number];
