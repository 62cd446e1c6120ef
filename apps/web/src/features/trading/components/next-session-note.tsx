import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { Icon } from '@/components/icon/icon';
import { formatDateTime } from '@/lib/market-format';
import type { OrderInstrument } from '../types';
import styles from './trading.module.css';

/**
 * Outside the session (issue 15): the order is queued for the next open, which is said in the
 * customer's time zone, and checked again then (price limits, cash, standing).
 */
export function NextSessionNote({ instrument }: { instrument: OrderInstrument }) {
  const { t, i18n } = useTranslation();
  if (instrument.session === 'open') return null;
  return (
    <p className={styles.closedNote} data-testid="next-session-note">
      <Icon name="clock" size={14} strokeWidth={2.2} />
      {t('orders.queuedNote', {
        time: formatDateTime(instrument.next_open, i18n.language as Language),
      })}
    </p>
  );
}
