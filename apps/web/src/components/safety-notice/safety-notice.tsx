import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import styles from './safety-notice.module.css';

/** PRODUCT.md integrity rule 5: staff never ask for codes or payments through social media. */
export function SafetyNotice() {
  const { t } = useTranslation();
  return (
    <aside className={styles.notice} data-testid="safety-notice">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="alert" size={18} strokeWidth={2} />
      </span>
      <div>
        <h3 className={styles.title}>{t('safety.title')}</h3>
        <p className={styles.body}>{t('safety.body')}</p>
      </div>
    </aside>
  );
}
