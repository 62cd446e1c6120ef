import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavPoint } from '@kabuto/shared/contracts/copy';
import { HEIGHT, PAD, WIDTH, navGeometry } from '../utils/nav-geometry';
import styles from './copy.module.css';

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
  const { navPath, targetPath, area, lastX, lastY } = navGeometry(navs, targetPct);
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
          d={targetPath}
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
        <circle cx={lastX} cy={lastY} r="3.2" fill="#1a1a1a" />
        <text x={PAD.left} y={HEIGHT - 3} className={styles.chartAxis}>
          {first}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 3} textAnchor="end" className={styles.chartAxis}>
          {end}
        </text>
      </svg>
      <NavLegend targetPct={targetPct} />
    </figure>
  );
}

function NavLegend({ targetPct }: { targetPct: string }) {
  const { t } = useTranslation();
  return (
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
  );
}
