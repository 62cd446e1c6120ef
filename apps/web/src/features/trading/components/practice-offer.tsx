import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/i18n/i18n';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { showMessage } from '@/lib/toast';
import { useStartPractice } from '../api/start-practice';
import styles from './practice-offer.module.css';

/**
 * The closed market's way in, in a demo only (the site publishes the demo account): one tap starts
 * the practice session, the simulated markets open, and every price screen says so.
 */
export function PracticeOffer() {
  const { t } = useTranslation();
  const message = useMessage();
  const config = useSiteConfig();
  const start = useStartPractice(() => showMessage(message('practice_started')));
  if (!configValue(config.data, 'demo_account')) return null;
  return (
    <div className={styles.offer} data-testid="practice-offer">
      <p className={styles.text}>{t('practiceOffer.hint')}</p>
      <Button
        size="small"
        color="primary"
        shape="rounded"
        loading={start.isPending}
        onClick={() => start.mutate()}
        data-testid="practice-start"
      >
        {t('practiceOffer.start')}
      </Button>
    </div>
  );
}
