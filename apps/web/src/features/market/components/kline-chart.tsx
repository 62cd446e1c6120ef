import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { dispose, init, registerIndicator, registerLocale } from 'klinecharts';
import type {
  AxisCreateTicksParams,
  AxisTick,
  Chart,
  DeepPartial,
  KLineData,
  Period,
  Styles,
} from 'klinecharts';
import type { Language } from '@kabuto/shared/catalogue';
import { marketOfCode } from '@kabuto/shared/markets';
import { afterPaintWhenIdle } from '@/lib/idle';
import type { LiveTick } from '@/lib/live-quotes';
import type { Market } from '@/lib/market-format';
import { upDownColors, useUpDownStore } from '@/lib/updown';
import type { KlineData } from '../api/get-kline';
import { BAR_RIGHT_GAP_PX, applyTick, barSpaceFor, toChartData } from './kline-data';
import type { KlinePeriod } from '@kabuto/shared/contracts/market';
import type { MainIndicator, SubIndicator } from './kline-indicators';
import styles from './market.module.css';

const CANDLE_PANE = 'candle_pane';
/**
 * Room above the highest price of the candle pane, as a share of the prices' span: the main
 * indicator's legend takes the pane's top two rows on a phone (three at 360 px), and the high's
 * label stands above its bar. The library's 0.2 put the high about 47 px from the top, into the
 * legend's second row; 0.55 puts it about 78 px down (0.55 / (1 + 0.55 + 0.1) of the pane's
 * 235 px), its label below the third row.
 */
const CANDLE_TOP_GAP = 0.55;
const SUB_PANE = 'kb_sub_pane';
const SUB_PANE_HEIGHT = 78;
const TIME_RIGHT_GAP_PX = 6;
/** The time-sharing chart's average-price line, drawn from the API's avg_price. */
const AVERAGE_LINE = 'KB_AVG';
/** The axes' label size. */
const TICK_TEXT_PX = 10;

registerLocale('ja-JP', {
  time: '時間：',
  open: '始値：',
  high: '高値：',
  low: '安値：',
  close: '終値：',
  volume: '出来高：',
  turnover: '売買代金：',
  change: '騰落率：',
  second: '秒',
  minute: '分',
  hour: '時間',
  day: '日',
  week: '週',
  month: '月',
  year: '年',
});

registerIndicator<{ avg?: number }>({
  name: AVERAGE_LINE,
  shortName: 'AVG',
  series: 'price',
  precision: 2,
  figures: [{ key: 'avg', title: 'AVG: ', type: 'line' }],
  calc: (list) => list.map((bar) => ({ avg: bar.avg_price as number | undefined })),
});

const CHART_LOCALE: Readonly<Record<Language, string>> = {
  jp: 'ja-JP',
  cn: 'zh-CN',
  us: 'en-US',
};

const PERIOD: Readonly<Record<KlinePeriod, Period>> = {
  time: { type: 'minute', span: 1 },
  '5m': { type: 'minute', span: 5 },
  '15m': { type: 'minute', span: 15 },
  '30m': { type: 'minute', span: 30 },
  day: { type: 'day', span: 1 },
  week: { type: 'week', span: 1 },
  month: { type: 'month', span: 1 },
  year: { type: 'year', span: 1 },
};

function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** The app's own font, so the chart's labels match the screen around it. */
function appFont(): string {
  return getComputedStyle(document.body).fontFamily || 'sans-serif';
}

function chartStyles(period: KlinePeriod, up: string, down: string): DeepPartial<Styles> {
  const flat = '#6e6e76';
  const family = appFont();
  const text = { color: '#66666e', size: TICK_TEXT_PX, family };
  const tooltipText = { family, size: 11 };
  const crosshairText = { text: { family } };
  const line = '#ececef';
  return {
    grid: { horizontal: { color: '#f2f2f5' }, vertical: { show: false } },
    candle: {
      type: period === 'time' ? 'area' : 'candle_solid',
      bar: {
        upColor: up,
        downColor: down,
        noChangeColor: flat,
        upBorderColor: up,
        downBorderColor: down,
        noChangeBorderColor: flat,
        upWickColor: up,
        downWickColor: down,
        noChangeWickColor: flat,
      },
      area: {
        lineColor: '#2f6fed',
        lineSize: 1.5,
        backgroundColor: [
          { offset: 0, color: 'rgba(47, 111, 237, 0.02)' },
          { offset: 1, color: 'rgba(47, 111, 237, 0.22)' },
        ],
      },
      priceMark: {
        high: { show: period !== 'time', color: '#4a4a4f', textFamily: family },
        low: { show: period !== 'time', color: '#4a4a4f', textFamily: family },
        last: { upColor: up, downColor: down, noChangeColor: flat, text: { family } },
      },
      tooltip: {
        showRule: 'follow_cross',
        showType: 'rect',
        title: tooltipText,
        legend: tooltipText,
      },
    },
    indicator: {
      ohlc: { upColor: up, downColor: down, noChangeColor: flat },
      bars: [
        {
          upColor: withAlpha(up, 0.65),
          downColor: withAlpha(down, 0.65),
          noChangeColor: withAlpha(flat, 0.65),
        },
      ],
      lines: [
        { color: '#f5a623' },
        { color: '#2f6fed' },
        { color: '#a23bd9' },
        { color: '#12a0a0' },
        { color: '#cc2b30' },
      ],
      lastValueMark: { text: { family } },
      tooltip: {
        showRule: 'always',
        showType: 'standard',
        title: tooltipText,
        legend: tooltipText,
      },
    },
    crosshair: { horizontal: crosshairText, vertical: crosshairText },
    xAxis: { axisLine: { color: line }, tickLine: { color: line }, tickText: text },
    yAxis: { axisLine: { color: line }, tickLine: { color: line }, tickText: text },
    separator: { color: line },
  };
}

let measuring: CanvasRenderingContext2D | null = null;

/**
 * The time axis's labels that stand whole inside the chart. The library centres each on its bar
 * and clips what runs past an edge, which left half a date at the right ("2026-1").
 */
function ticksInside({ bounding, defaultTicks }: AxisCreateTicksParams): AxisTick[] {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return defaultTicks;
  measuring.font = `${TICK_TEXT_PX}px ${appFont()}`;
  const context = measuring;
  return defaultTicks.filter((tick) => {
    const half = context.measureText(tick.text).width / 2;
    return tick.coord - half >= 0 && tick.coord + half <= bounding.width;
  });
}

/** Writes the last bar's close and the bar spacing into the DOM, so what is drawn can be checked. */
function labelLast(element: HTMLElement | null, bars: readonly KLineData[], space?: number): void {
  if (!element) return;
  const last = bars[bars.length - 1];
  element.dataset.last = last ? String(last.close) : '';
  if (space !== undefined) element.dataset.barSpace = space.toFixed(1);
}

/** Names the indicators on the chart in the DOM, so what is drawn can be checked. */
function labelIndicators(chart: Chart, element: HTMLElement | null): void {
  if (!element) return;
  element.dataset.indicators = chart
    .getIndicators()
    .map((indicator) => indicator.name)
    .sort()
    .join(',');
}

/** How long the chart waits for an idle moment at most before it is made. */
const CHART_IDLE_WAIT_MS = 300;

/**
 * One chart for the life of the screen; bars reach it through the data loader. It is made once
 * the screen around it is drawn and the browser has a moment (its making and first drawing are
 * the screen's longest work), and held in state so that what it shows follows once it is there.
 */
function useChartInstance(containerRef: RefObject<HTMLDivElement | null>) {
  const [chart, setChart] = useState<Chart | null>(null);
  const barsRef = useRef<KLineData[]>([]);
  const pushRef = useRef<((bar: KLineData) => void) | null>(null);
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    let made: Chart | null = null;
    const observer = new ResizeObserver(() => made?.resize());
    const cancel = afterPaintWhenIdle(() => {
      made = init(element, { locale: 'en-US' });
      if (!made) return;
      // The library puts its canvas box first in the tab order (tabindex 1): keep the page's order.
      element
        .querySelector('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])')
        ?.setAttribute('tabindex', '0');
      made.overrideXAxis({ createTicks: ticksInside });
      made.overrideYAxis({ paneId: CANDLE_PANE, gap: { top: CANDLE_TOP_GAP } });
      made.setDataLoader({
        getBars: ({ type, callback }) => callback(type === 'init' ? barsRef.current : [], false),
        subscribeBar: ({ callback }) => {
          pushRef.current = callback;
        },
        unsubscribeBar: () => {
          pushRef.current = null;
        },
      });
      observer.observe(element);
      setChart(made);
    }, CHART_IDLE_WAIT_MS);
    return () => {
      cancel();
      observer.disconnect();
      pushRef.current = null;
      if (made) dispose(element);
    };
  }, [containerRef]);
  return { chart, barsRef, pushRef };
}

interface Shown {
  code: string;
  data: KlineData;
  pricePrecision: number;
}

/**
 * Puts freshly loaded bars on the chart, spaced so the period's span fits the width. The library
 * reloads all its data through the loader on a new symbol, a new period and a reset, working out
 * every indicator and drawing each time: the loader answers nothing until the reset, so the bars
 * are read and drawn once (three times before, the stock detail's longest task), and the spacing
 * is set before them.
 */
function showBars(
  chart: Chart,
  element: HTMLElement | null,
  barsRef: RefObject<KLineData[]>,
  bars: KLineData[],
  { code, data, pricePrecision }: Shown,
): void {
  barsRef.current = [];
  chart.setSymbol({ ticker: code, pricePrecision, volumePrecision: 0 });
  chart.setPeriod(PERIOD[data.period]);
  const width = chart.getSize(CANDLE_PANE, 'main')?.width ?? 0;
  // Time-sharing: the whole session in view, one minute per (fractional) pixel step.
  const space =
    data.period === 'time'
      ? Math.max(1, (width - TIME_RIGHT_GAP_PX) / Math.max(1, bars.length))
      : barSpaceFor(data.period, bars.length, width);
  if (width > 0) chart.setBarSpace(space);
  chart.setOffsetRightDistance(data.period === 'time' ? TIME_RIGHT_GAP_PX : BAR_RIGHT_GAP_PX);
  barsRef.current = bars;
  chart.resetData();
  labelLast(element, bars, space);
}

/** The main pane's indicator (the average line on the time-sharing chart) and the sub pane's. */
function useIndicators(
  chart: Chart | null,
  containerRef: RefObject<HTMLDivElement | null>,
  period: KlinePeriod,
  main: MainIndicator,
  sub: SubIndicator,
) {
  useEffect(() => {
    if (!chart) return;
    chart.removeIndicator({ paneId: CANDLE_PANE });
    const name = period === 'time' ? AVERAGE_LINE : main;
    if (name !== 'none') chart.createIndicator({ name, paneId: CANDLE_PANE }, false);
    labelIndicators(chart, containerRef.current);
  }, [chart, containerRef, main, period]);

  useEffect(() => {
    if (!chart) return;
    chart.removeIndicator({ paneId: SUB_PANE });
    chart.createIndicator({ name: sub, paneId: SUB_PANE }, false);
    chart.setPaneOptions({ id: SUB_PANE, height: SUB_PANE_HEIGHT });
    labelIndicators(chart, containerRef.current);
  }, [chart, containerRef, sub]);
}

interface KlineChartProps {
  code: string;
  market: Market;
  language: Language;
  period: KlinePeriod;
  main: MainIndicator;
  sub: SubIndicator;
  data: KlineData | undefined;
  pricePrecision: number;
  /** The live price: moves the last bar of daily and longer charts. */
  tick: LiveTick | undefined;
}

/** A KLineChart (klinecharts 10) fed from market/kline, in the market's up/down colours. */
export function KlineChart(props: KlineChartProps) {
  const { code, market, language, period, main, sub, data, pricePrecision, tick } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const { chart, barsRef, pushRef } = useChartInstance(containerRef);
  const swapped = useUpDownStore((state) => state.swapped);

  useEffect(() => {
    chart?.setLocale(CHART_LOCALE[language]);
  }, [chart, language]);

  useEffect(() => {
    if (!chart) return;
    const { up, down } = upDownColors(market, swapped);
    chart.setStyles(chartStyles(period, up, down));
    // Daily and longer bars are stamped at the local date's midnight UTC; intraday bars are
    // instants, shown in the exchange's own time.
    const intraday = period === 'time' || period.endsWith('m');
    chart.setTimezone(intraday ? (marketOfCode(market)?.timeZone ?? 'UTC') : 'UTC');
  }, [chart, market, period, swapped]);

  // Before the bars: indicators made on an empty chart are worked out once, when the bars come.
  useIndicators(chart, containerRef, period, main, sub);

  useEffect(() => {
    if (!chart || !data) return;
    showBars(chart, containerRef.current, barsRef, toChartData(data), {
      code,
      data,
      pricePrecision,
    });
  }, [barsRef, chart, code, data, pricePrecision]);

  useEffect(() => {
    if (!tick || !data || data.period !== period) return;
    const moved = applyTick(barsRef.current, period, tick, pricePrecision);
    if (!moved) return;
    const last = barsRef.current[barsRef.current.length - 1];
    barsRef.current =
      last && moved.timestamp === last.timestamp
        ? [...barsRef.current.slice(0, -1), moved]
        : [...barsRef.current, moved];
    pushRef.current?.(moved);
    labelLast(containerRef.current, barsRef.current);
  }, [barsRef, pushRef, tick, period, data, pricePrecision]);

  const count = data ? (data.period === 'time' ? data.points.length : data.bars.length) : 0;
  return (
    <div
      ref={containerRef}
      className={styles.chart}
      data-testid="kline-chart"
      data-period={data?.period}
      data-bars={count}
      data-main={period === 'time' ? AVERAGE_LINE : main}
      data-sub={sub}
    />
  );
}
