import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavPoint } from '@kabuto/shared/contracts/copy';
import styles from './copy.module.css';

const WIDTH = 320;
const HEIGHT = 112;
const PAD = { top: 10, right: 6, bottom: 16, left: 6 } as const;

interface NavChartProps {
  history: readonly NavPoint[];
  /** The issuer's target in percent a day, drawn as the path the NAV would take at that rate. */
  targetPct: string;
  testId?: string;
}

/**
 * The realised NAV per day (solid) against the path the issuer's target would have given from
 * the same start (dashed), so the customer sees the promise next to what happened.
 */
export function NavChart({ history, targetPct, testId }: NavChartProps) {
  const { t } = useTranslation();
  const gradient = useId();
  const navs = history.map((point) => Number(point.nav)).filter((n) => Number.isFinite(n));
  if (navs.length < 2) {
    return (
      <div className={styles.chartEmpty} data-testid={testId} data-points={navs.length}>
        {t('copy.chart.empty')}
      </div>
    );
  }
  const rate = Number(targetPct) / 100;
  const start = navs[0]!;
  const target = navs.map((_, i) => start * (1 + (Number.isFinite(rate) ? rate : 0)) ** i);
  const all = [...navs, ...target];
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = max - min || Math.max(max * 0.01, 1e-6);
  const x = (i: number) => PAD.left + (i / (navs.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - min) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (values: readonly number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const navPath = line(navs);
  const area = `${navPath} L${x(navs.length - 1).toFixed(1)},${HEIGHT - PAD.bottom} L${x(0).toFixed(1)},${HEIGHT - PAD.bottom} Z`;
  const last = navs[navs.length - 1]!;
  const first = history[0]!.date;
  const end = history[history.length - 1]!.date;

  return (
    <figure className={styles.chart} data-testid={testId} data-points={navs.length}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chartSvg}
        role="img"
        aria-label={t('copy.chart.label', { from: first, to: end })}
      >
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#ffd400" stopOpacity="0.35" />
            <stop offset="100%" stopColor="#ffd400" stopOpacity="0" />
          </linearGradient>
        </defs>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          stroke="#ececef"
        />
        <path d={area} fill={`url(#${gradient})`} />
        <path
          d={line(target)}
          fill="none"
          stroke="#b98a00"
          strokeWidth="1.4"
          strokeDasharray="4 3"
          data-testid={testId ? `${testId}-target` : undefined}
        />
        <path
          d={navPath}
          fill="none"
          stroke="#1a1a1a"
          strokeWidth="2"
          strokeLinejoin="round"
          data-testid={testId ? `${testId}-nav` : undefined}
        />
        <circle cx={x(navs.length - 1)} cy={y(last)} r="3.2" fill="#1a1a1a" />
        <text x={PAD.left} y={HEIGHT - 3} className={styles.chartAxis}>
          {first}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 3} textAnchor="end" className={styles.chartAxis}>
          {end}
        </text>
      </svg>
      <figcaption className={styles.legend}>
        <span>
          <i className={styles.legendNav} />
          {t('copy.chart.nav')}
        </span>
        <span>
          <i className={styles.legendTarget} />
          {t('copy.chart.target', { pct: targetPct })}
        </span>
      </figcaption>
    </figure>
  );
}
