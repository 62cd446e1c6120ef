import { useTranslation } from 'react-i18next';
import styles from './positions.module.css';

/** Long or short, with the leverage. */
export function DirectionBadge({
  direction,
  leverage,
}: {
  direction: 'long' | 'short';
  leverage: number;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={`${styles.badge} ${direction === 'long' ? styles.badgeLong : styles.badgeShort}`}
    >
      {t(`positions.direction.${direction}`)} ×{leverage}
    </span>
  );
}

const STATUS_KEYS = ['holding', 'closing', 'closed'] as const;

/** Holding, preparing to close or closed (SPEC §4). */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = STATUS_KEYS[status] ?? 'holding';
  return (
    <span
      className={`${styles.badge} ${styles[`status_${key}`] ?? ''}`}
      data-testid="position-status"
      data-status={status}
    >
      {t(`positions.status.${key}`)}
    </span>
  );
}
