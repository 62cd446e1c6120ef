import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import styles from './no-data.module.css';

interface NoDataProps {
  /** Overrides the default "no data" text. */
  text?: string;
}

/** The no-data placeholder of SPEC §2, for empty lists. */
export function NoData({ text }: NoDataProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-testid="no-data">
      <span className={styles.art} aria-hidden="true">
        <Icon name="inbox" size={34} strokeWidth={1.5} />
      </span>
      <p>{text ?? t('noData')}</p>
    </div>
  );
}
