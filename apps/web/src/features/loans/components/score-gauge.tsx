import { useTranslation } from 'react-i18next';
import type { ScoreFactor } from '@kabuto/shared/contracts/loans';
import { Amount } from '@/components/amount/amount';
import styles from './loans.module.css';

/** Radius and stroke of the half-circle gauge, in SVG units (the box is 200 × 112). */
const RADIUS = 84;
const STROKE = 14;
const ARC_LENGTH = Math.PI * RADIUS;

type Grade = 'excellent' | 'good' | 'fair' | 'building';

function gradeOf(score: number, max: number): Grade {
  const share = max > 0 ? score / max : 0;
  if (share >= 0.8) return 'excellent';
  if (share >= 0.6) return 'good';
  if (share >= 0.3) return 'fair';
  return 'building';
}

/** The credit score on a half-circle gauge, with its grade. */
export function ScoreGauge({ score, max }: { score: number; max: number }) {
  const { t } = useTranslation();
  const share = max > 0 ? Math.min(1, Math.max(0, score / max)) : 0;
  const grade = gradeOf(score, max);
  const path = `M ${100 - RADIUS} 100 A ${RADIUS} ${RADIUS} 0 0 1 ${100 + RADIUS} 100`;
  return (
    <div className={styles.gauge}>
      <svg viewBox="0 0 200 112" className={styles.gaugeSvg} aria-hidden="true">
        <defs>
          <linearGradient id="kb-score-gradient" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0%" stopColor="#ffe36b" />
            <stop offset="100%" stopColor="#f5b400" />
          </linearGradient>
        </defs>
        <path d={path} fill="none" stroke="#eeeff2" strokeWidth={STROKE} strokeLinecap="round" />
        {share > 0 && (
          <path
            d={path}
            fill="none"
            stroke="url(#kb-score-gradient)"
            strokeWidth={STROKE}
            strokeLinecap="round"
            strokeDasharray={`${ARC_LENGTH * share} ${ARC_LENGTH}`}
          />
        )}
      </svg>
      <div className={styles.gaugeText}>
        <Amount as="strong" testId="loan-score" value={score} />
        <span>/ {max}</span>
      </div>
      <span className={styles.grade} data-grade={grade}>
        {t(`loan.grades.${grade}`)}
      </span>
    </div>
  );
}

/** Each factor of the score with what earns its points, so the score is never a black box. */
export function ScoreFactors({ factors }: { factors: readonly ScoreFactor[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.factors}>
      {factors.map((factor) => (
        <li
          key={factor.key}
          className={styles.factor}
          data-testid={`loan-factor-${factor.key}`}
          data-points={factor.points}
        >
          <div className={styles.factorHead}>
            <span className={styles.factorName}>{t(`loan.factors.${factor.key}`)}</span>
            <span className={styles.factorPoints}>
              <strong>{factor.points}</strong> / {factor.max}
            </span>
          </div>
          <span className={styles.factorBar} aria-hidden="true">
            <span
              style={{
                width: `${factor.max > 0 ? Math.min(100, (factor.points / factor.max) * 100) : 0}%`,
              }}
            />
          </span>
          <span className={styles.factorHint}>{t(`loan.factorHints.${factor.key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
