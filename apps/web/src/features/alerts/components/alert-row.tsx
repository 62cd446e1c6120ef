import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import type { PriceAlert } from '@kabuto/shared/contracts/insight';
import { Tag } from '@/components/screen-kit/screen-kit';
import { formatDateTime } from '@/lib/date-time';
import styles from './alerts.module.css';

interface AlertRowProps {
  alert: PriceAlert;
  /** Shows the stock's code and name (the list screen; the stock detail knows its stock). */
  withName?: boolean;
  onDelete: (id: number) => void;
  deleting: boolean;
  /** Opens the stock (the list screen). */
  onOpen?: () => void;
}

/** One alert: its condition, armed or when it fired and at what price, and delete. */
export function AlertRow({ alert, withName, onDelete, deleting, onOpen }: AlertRowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const condition = t(`alerts.conditions.${alert.kind}`, { value: alert.value });
  return (
    <li className={styles.row} data-testid={`alert-${alert.id}`} data-fired={!!alert.fired_at}>
      <div
        className={styles.rowText}
        onClick={onOpen}
        role={onOpen ? 'link' : undefined}
        tabIndex={onOpen ? 0 : undefined}
      >
        {withName && (
          <strong className={styles.rowName}>
            {alert.code} {alert.name}
          </strong>
        )}
        <span className={styles.condition}>{condition}</span>
        {alert.fired_at ? (
          <span className={styles.fired}>
            {t('alerts.firedAt', {
              time: formatDateTime(alert.fired_at, language),
              price: alert.fired_price ?? '—',
            })}
          </span>
        ) : null}
      </div>
      <Tag tone={alert.fired_at ? 'passed' : 'pending'}>
        {alert.fired_at ? t('alerts.fired') : t('alerts.armed')}
      </Tag>
      <button
        type="button"
        className={styles.delete}
        onClick={() => onDelete(alert.id)}
        disabled={deleting}
        data-testid={`alert-delete-${alert.id}`}
      >
        {t('alerts.delete')}
      </button>
    </li>
  );
}
