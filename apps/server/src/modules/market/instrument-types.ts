import type { MarketCode } from '@kabuto/shared/markets';

/**
 * The instrument master's shapes. The data itself lives in instruments-*.ts and calendars.ts.
 */

/** A trading market's code; the markets themselves are described in the shared markets table. */
export type Market = MarketCode;

/** China boards set the daily limit: main board ±10%, STAR Market and ChiNext ±20%. */
export type Board =
  'main' | 'star' | 'chinext' | 'prime' | 'standard' | 'growth' | 'nyse' | 'nasdaq';

export interface LocalisedName {
  /** Simplified Chinese */
  cn: string;
  /** English */
  us: string;
  /** Japanese */
  jp: string;
}

/** A split: on `date` (the ex-date, local), each share became `ratio` shares (2 = 2-for-1). */
export interface SplitEvent {
  kind: 'split';
  date: string;
  ratio: number;
}

/** A cash dividend per share in the instrument's currency, paid to holders before `date` (ex-date). */
export interface DividendEvent {
  kind: 'dividend';
  date: string;
  amount: number;
}

export type CorporateAction = SplitEvent | DividendEvent;

export interface InstrumentSeed {
  /** Exchange ticker as the market writes it: '7203', 'AAPL', '600519'. */
  code: string;
  market: Market;
  /** 'XTKS' (Tokyo), 'XNYS', 'XNAS', 'XSHG' (Shanghai), 'XSHE' (Shenzhen). */
  exchange: string;
  board: Board;
  name: LocalisedName;
  /** Sector in English, one of a small fixed list (see SECTORS). */
  sector: string;
  /** A realistic price level (in the currency of its market) around the start of 2026. */
  reference_price: number;
  /** Shares outstanding, for market value. */
  shares_outstanding: number;
  /** Annualised volatility, e.g. 0.25 for 25%. */
  volatility: number;
  /** Sensitivity to its market index, typically 0.6 – 1.6. */
  beta: number;
  /** Real corporate actions of the last five years where known; used for price adjustment. */
  actions: CorporateAction[];
}

export interface IndexSeed {
  code: string;
  market: Market | 'KR' | 'SA';
  name: LocalisedName;
  reference_level: number;
  volatility: number;
  /** Quotes only (KOSPI, TASI): no constituents among our instruments. */
  quote_only: boolean;
  /**
   * Constituents among our instruments of the index's market: all of them, those of some
   * exchanges or boards, or a list of codes. Absent for quote-only indices.
   */
  members?: { exchanges?: readonly string[]; boards?: readonly Board[]; codes?: readonly string[] };
  /** Cap-weighted (shares × price) or price-weighted (Nikkei 225, Dow). */
  weighting?: 'cap' | 'price';
}

export const SECTORS = [
  'Technology',
  'Communication',
  'Consumer Discretionary',
  'Consumer Staples',
  'Energy',
  'Financials',
  'Health Care',
  'Industrials',
  'Materials',
  'Real Estate',
  'Utilities',
] as const;
