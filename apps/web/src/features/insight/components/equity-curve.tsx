import type { PointerEvent } from 'react';
import { useState } from 'react';
import { displayMoney } from '@kabuto/shared/money';
import type { PerformancePoint } from '@kabuto/shared/contracts/insight';
import styles from './insight.module.css';

const WIDTH = 340;
const HEIGHT = 150;
const PAD_Y = 12;

interface EquityCurveProps {
  points: readonly PerformancePoint[];
  currency: string;
  label: string;
  /** Words of the readout: the day's net flow. */
  flowLabel: string;
}

/** Where each point sits in the chart's box, oldest on the left. */
function layout(points: readonly PerformancePoint[]) {
  const values = points.map((p) => Number(p.value));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || Math.abs(max) || 1;
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  return values.map((v, i) => ({
    x: points.length > 1 ? i * step : WIDTH / 2,
    y: PAD_Y + (1 - (v - min) / span) * (HEIGHT - 2 * PAD_Y),
  }));
}

/**
 * The equity curve: the account's net value at each close as a line over its area. Touching or
 * hovering reads the nearest day (date, value, net flow) above the chart.
 */
export function EquityCurve({ points, currency, label, flowLabel }: EquityCurveProps) {
  const [active, setActive] = useState<number | null>(null);
  const xy = layout(points);
  const line = xy
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join('');
  const area = `${line}L${xy.at(-1)?.x ?? 0},${HEIGHT}L${xy[0]?.x ?? 0},${HEIGHT}Z`;
  const read = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    let nearest = 0;
    xy.forEach((p, i) => {
      if (Math.abs(p.x - x) < Math.abs(xy[nearest]!.x - x)) nearest = i;
    });
    setActive(nearest);
  };
  const shown = points[active ?? points.length - 1];
  const dot = xy[active ?? points.length - 1];
  return (
    <div className={styles.curve}>
      <div className={styles.readout} data-testid="equity-readout" aria-live="polite">
        <span>{shown?.date ?? '—'}</span>
        <strong className="kb-figure">
          {shown ? `${displayMoney(shown.value)} ${currency}` : '—'}
        </strong>
        {shown && Number(shown.net_flow) !== 0 && (
          <span className={styles.flow}>
            {flowLabel} {displayMoney(shown.net_flow)}
          </span>
        )}
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.curveSvg}
        role="img"
        aria-label={label}
        data-testid="equity-curve"
        data-points={points.length}
        onPointerDown={read}
        onPointerMove={read}
        onPointerLeave={() => setActive(null)}
      >
        <path d={area} className={styles.curveArea} />
        <path d={line} className={styles.curveLine} />
        {dot && active !== null && (
          <line x1={dot.x} x2={dot.x} y1={0} y2={HEIGHT} className={styles.crosshair} />
        )}
        {dot && <circle cx={dot.x} cy={dot.y} r={4} className={styles.curveDot} />}
      </svg>
    </div>
  );
}
