import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/screen-kit/screen-kit';
import { useTwoFactorOffer } from '@/lib/two-factor-offer';
import styles from './security.module.css';

/** After a customer's first sign-in without two-factor: an offer to turn it on, or later. */
export function TwoFactorOfferCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offered = useTwoFactorOffer((state) => state.offered);
  const offer = useTwoFactorOffer((state) => state.offer);
  if (!offered) return null;
  return (
    <div className={styles.offer}>
      <Card title={t('security.offer.title')} testId="two-factor-offer">
        <p className={styles.lead}>{t('security.offer.body')}</p>
        <div className={styles.actions}>
          <Button shape="rounded" onClick={() => offer(false)} data-testid="two-factor-offer-later">
            {t('security.offer.later')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            onClick={() => navigate('/mine/twoFactor')}
            data-testid="two-factor-offer-setup"
          >
            {t('security.offer.setUp')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
