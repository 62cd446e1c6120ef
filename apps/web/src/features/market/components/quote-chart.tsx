import { useEffect, useState } from 'react';
import type { ComponentProps } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import type { Adjustment, KlinePeriod, Quote } from '@kabuto/shared/contracts/market';
import { TabRow } from '@/components/tab-row/tab-row';
import { useLiveTick } from '@/lib/live-quotes';
import { decimalsOf } from '@/lib/market-format';
import type { QuoteChartState } from '../hooks/use-quote-chart';
import type { KlineChart } from './kline-chart';
import { MAIN_INDICATORS, SUB_INDICATORS } from './kline-indicators';
import styles from './market.module.css';

/** The chart tabs and adjustments offered, in the order shown (the contract has the same values). */
const KLINE_PERIODS: readonly KlinePeriod[] = [
  'time',
  '5m',
  '15m',
  '30m',
  'day',
  'week',
  'month',
  'year',
];
const ADJUSTMENTS: readonly Adjustment[] = ['none', 'forward', 'backward'];

interface QuoteChartProps {
  quote: Quote;
  language: Language;
  chart: QuoteChartState;
}

/** The stock detail's chart card: period tabs, the kline chart and its indicator choices. */
export function QuoteChart({ quote, language, chart }: QuoteChartProps) {
  const { t } = useTranslation();
  const { period, setPeriod } = chart;
  const Chart = useChartCode(chart.drawn);
  return (
    <section className={styles.chartCard}>
      <TabRow
        tabs={KLINE_PERIODS}
        active={period}
        onSelect={setPeriod}
        label={(key) => t(`market.periods.${key}`)}
        testId={(key) => `period-${key}`}
        look="share"
      />
      <div className={styles.chartWrap}>
        {Chart ? (
          <LiveKlineChart
            Chart={Chart}
            code={quote.code}
            market={quote.market}
            language={language}
            period={period}
            main={chart.main}
            sub={chart.sub}
            data={chart.data}
            pricePrecision={decimalsOf(quote.price)}
          />
        ) : (
          // The chart's place, kept at its size until its code comes: nothing below moves.
          <div className={styles.chart} data-testid="kline-chart-pending" />
        )}
        {(chart.loading || !Chart) && (
          <span className={styles.chartLoading}>
            <DotLoading />
          </span>
        )}
      </div>
      <ChartControls chart={chart} />
    </section>
  );
}

/**
 * The chart's code (klinecharts, about 48 KiB compressed, the screen's largest library), asked
 * for once the screen is drawn and the browser has a moment (`chart.drawn`, like the bars): the
 * price and the figures show without waiting for it (issue 18: the quote's price on a phone).
 * Null until it has come; a failed download leaves it null (the card keeps its loading mark, the
 * next visit asks again).
 */
function useChartCode(drawn: boolean): typeof KlineChart | null {
  const [code, setCode] = useState<{ KlineChart: typeof KlineChart } | null>(null);
  useEffect(() => {
    if (!drawn) return;
    let mounted = true;
    void import('./kline-chart')
      .then((loaded) => {
        if (mounted) setCode({ KlineChart: loaded.KlineChart });
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [drawn]);
  return code?.KlineChart ?? null;
}

/** The chart with its code's live ticks: a tick re-renders the chart alone, not the card. */
function LiveKlineChart({
  Chart,
  ...props
}: Omit<ComponentProps<typeof KlineChart>, 'tick'> & { Chart: typeof KlineChart }) {
  return <Chart {...props} tick={useLiveTick(props.code)} />;
}

function ChartControls({ chart }: { chart: QuoteChartState }) {
  const { t } = useTranslation();
  const { period } = chart;
  return (
    <div className={styles.chartControls}>
      {period !== 'time' && (
        <ChipRow
          label={t('market.detail.main')}
          options={MAIN_INDICATORS}
          value={chart.main}
          onChange={chart.setMain}
          render={(key) => (key === 'none' ? t('market.detail.none') : key)}
          testIdPrefix="main"
        />
      )}
      <ChipRow
        label={t('market.detail.sub')}
        options={SUB_INDICATORS}
        value={chart.sub}
        onChange={chart.setSub}
        render={(key) => key}
        testIdPrefix="sub"
      />
      {period !== 'time' && (
        <ChipRow
          label={t('market.detail.adjust')}
          options={ADJUSTMENTS}
          value={chart.adjust}
          onChange={chart.setAdjust}
          render={(key) => t(`market.adjusts.${key}`)}
          testIdPrefix="adjust"
        />
      )}
    </div>
  );
}

interface ChipRowProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  render: (value: T) => string;
  testIdPrefix: string;
}

function ChipRow<T extends string>({
  label,
  options,
  value,
  onChange,
  render,
  testIdPrefix,
}: ChipRowProps<T>) {
  return (
    <div className={styles.chipRow}>
      <span className={styles.chipLabel}>{label}</span>
      <div className={styles.chips}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === value}
            className={option === value ? styles.chipActive : undefined}
            onClick={() => onChange(option)}
            data-testid={`${testIdPrefix}-${option}`}
          >
            {render(option)}
          </button>
        ))}
      </div>
    </div>
  );
}
