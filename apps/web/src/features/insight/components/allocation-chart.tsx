import { displayMoney } from '@kabuto/shared/money';
import type { AllocationSlice } from '@kabuto/shared/contracts/insight';
import styles from './insight.module.css';

const COLORS = ['#ffd400', '#1a1a1a', '#4a7bd0', '#e0893e', '#8a8a92', '#6bbf8a', '#b46bd0'];
const RADIUS = 15.915; // a circle of circumference 100, so a slice's dash is its percentage

interface AllocationChartProps {
  slices: readonly AllocationSlice[];
  currency: string;
  label: string;
  nameOf: (key: string) => string;
  testId: string;
}

/** A ring of the slices with a legend: name, share and value in the chart's currency. */
export function AllocationChart({ slices, currency, label, nameOf, testId }: AllocationChartProps) {
  let offset = 25; // start at twelve o'clock
  return (
    <div className={styles.allocation} data-testid={testId}>
      <svg viewBox="0 0 42 42" className={styles.ring} role="img" aria-label={label}>
        <circle cx="21" cy="21" r={RADIUS} className={styles.ringTrack} />
        {slices.map((slice, i) => {
          const pct = Number(slice.pct);
          const circle = (
            <circle
              key={slice.key}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              stroke={COLORS[i % COLORS.length]}
              strokeWidth="6"
              strokeDasharray={`${pct} ${100 - pct}`}
              strokeDashoffset={offset}
            />
          );
          offset = (offset - pct + 100) % 100;
          return circle;
        })}
      </svg>
      <ul className={styles.legend}>
        {slices.map((slice, i) => (
          <li key={slice.key} data-testid={`${testId}-${slice.key}`}>
            <i style={{ background: COLORS[i % COLORS.length] }} aria-hidden="true" />
            <span className={styles.legendName}>{nameOf(slice.key)}</span>
            <span className={`${styles.legendPct} kb-figure`}>{slice.pct}%</span>
            <span className={`${styles.legendValue} kb-figure`}>
              {displayMoney(slice.value)} {currency}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
