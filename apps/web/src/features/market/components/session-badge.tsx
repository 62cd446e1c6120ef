import { useTranslation } from 'react-i18next';
import type { Session } from '@kabuto/shared/contracts/market';
import styles from './market.module.css';

/** Open, lunch break or closed. */
export function SessionBadge({ session }: { session: Session }) {
  const { t } = useTranslation();
  return (
    <span
      className={`${styles.session} ${styles[`session_${session}`] ?? ''}`}
      data-testid="session-badge"
      data-session={session}
    >
      <i aria-hidden="true" />
      {t(`market.session.${session}`)}
    </span>
  );
}
