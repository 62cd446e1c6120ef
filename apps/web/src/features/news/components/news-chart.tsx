import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNewsChart } from '../api/get-news-chart';
import styles from './news.module.css';

const W = 320;
const H = 150;
const PAD_X = 4;
const PAD_Y = 14;

/** The paragraph `[chart:CODE]` of an article body: the code, or null for an ordinary paragraph. */
export function chartCode(paragraph: string): string | null {
  const match = /^\[chart:([A-Za-z0-9.]{1,16})\]$/.exec(paragraph.trim());
  return match ? match[1]! : null;
}

/** A price with thousands separators, with as many decimals as the API's `sample` has. */
function priceText(value: number, sample: string): string {
  const decimals = sample.split('.')[1]?.length ?? 0;
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** Points of the close line, oldest on the left, within the drawing box. */
function linePoints(closes: readonly number[]): { x: number; y: number }[] {
  const max = Math.max(...closes);
  const min = Math.min(...closes);
  const span = max - min || 1;
  return closes.map((c, i) => ({
    x: PAD_X + (i / Math.max(1, closes.length - 1)) * (W - 2 * PAD_X),
    y: PAD_Y + (1 - (c - min) / span) * (H - 2 * PAD_Y),
  }));
}

/**
 * An article's inline chart: the instrument's daily closes from the simulated market, drawn as
 * SVG, with its high, low, first and last day. A tap opens the instrument's page.
 */
export function NewsChart({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chart = useNewsChart(code);
  const bars = chart.data ?? [];
  if (bars.length < 2) {
    return <div className={styles.chart} data-testid="news-chart" data-loading="true" />;
  }
  const closes = bars.map((b) => Number(b.close));
  const points = linePoints(closes);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`);
  const area = `${path.join(' ')} L${points.at(-1)!.x.toFixed(1)},${H} L${PAD_X},${H} Z`;
  const high = priceText(Math.max(...bars.map((b) => Number(b.high))), bars[0]!.close);
  const low = priceText(Math.min(...bars.map((b) => Number(b.low))), bars[0]!.close);
  return (
    <figure className={styles.chart} data-testid="news-chart" data-loading="false">
      <button
        type="button"
        className={styles.chartButton}
        onClick={() => navigate(`/quotes/info?code=${encodeURIComponent(code)}`)}
        aria-label={code}
      >
        <span className={styles.chartHead}>
          <span className={styles.chartCode}>{code}</span>
          <span>
            {t('news.chartHigh')} {high} · {t('news.chartLow')} {low}
          </span>
        </span>
        <svg viewBox={`0 0 ${W} ${H}`} className={styles.chartSvg} role="img" aria-label={code}>
          <defs>
            <linearGradient id={`news-area-${code}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#2563eb" stopOpacity="0.28" />
              <stop offset="100%" stopColor="#2563eb" stopOpacity="0.02" />
            </linearGradient>
          </defs>
          {[0.25, 0.5, 0.75].map((f) => (
            <line key={f} x1="0" x2={W} y1={H * f} y2={H * f} stroke="#ececf0" strokeWidth="1" />
          ))}
          <path d={area} fill={`url(#news-area-${code})`} />
          <path d={path.join(' ')} fill="none" stroke="#2563eb" strokeWidth="1.6" />
        </svg>
        <span className={styles.chartFoot}>
          <span>{bars[0]!.time.slice(0, 10)}</span>
          <span>{t('news.chartCaption')}</span>
          <span>{bars.at(-1)!.time.slice(0, 10)}</span>
        </span>
      </button>
    </figure>
  );
}
