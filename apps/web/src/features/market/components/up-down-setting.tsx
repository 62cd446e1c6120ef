import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useUpDownStore } from '@/lib/updown';
import styles from './market.module.css';

/** Swap the up/down colours from each market's convention (device setting `updown`). */
export function UpDownSetting() {
  const { t } = useTranslation();
  const swapped = useUpDownStore((state) => state.swapped);
  const setSwapped = useUpDownStore((state) => state.setSwapped);
  return (
    <div className={styles.upDown} data-testid="updown-setting">
      <div className={styles.upDownText}>
        <strong>{t('market.updown.title')}</strong>
        <span>{swapped ? t('market.updown.swapped') : t('market.updown.market')}</span>
      </div>
      <span className={styles.upDownSample} aria-hidden="true">
        <b className={swapped ? styles.textGreen : styles.textRed}>▲</b>
        <b className={swapped ? styles.textRed : styles.textGreen}>▼</b>
      </span>
      <Switch
        checked={swapped}
        onChange={setSwapped}
        aria-label={t('market.updown.swap')}
        data-testid="updown-switch"
      />
    </div>
  );
}
