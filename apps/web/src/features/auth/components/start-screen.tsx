import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand/brand-mark';
import { Icon } from '@/components/icon/icon';
import type { IconName } from '@/components/icon/icon';
import { LanguageSheet } from '@/components/language-sheet/language-sheet';
import { useLanguage } from '@/i18n/i18n';
import { useIsSignedIn } from '@/lib/session-store';
import styles from './start-screen.module.css';

const POINTS: readonly { key: 'markets' | 'products' | 'wallets'; icon: IconName }[] = [
  { key: 'markets', icon: 'chart' },
  { key: 'products', icon: 'layers' },
  { key: 'wallets', icon: 'coins' },
];

/** The welcome screen: the brand, what Kabuto offers, and the way in. */
export function StartScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [language] = useLanguage();
  const [picking, setPicking] = useState(false);
  const signedIn = useIsSignedIn();

  // A customer who is already signed in has nothing to do here.
  if (signedIn) return <Navigate to="/home/index" replace />;

  return (
    <div className={styles.screen} data-testid="start-screen">
      <div className={styles.top}>
        <button
          type="button"
          className={styles.language}
          onClick={() => setPicking(true)}
          data-testid="start-language"
          aria-label={`${t(`languageNames.${language}`)} · ${t('start.language')}`}
        >
          <Icon name="globe" size={16} strokeWidth={2} />
          <span>{t(`languageNames.${language}`)}</span>
        </button>
      </div>
      <div className={styles.hero}>
        <BrandMark size={76} />
        <h1 className={styles.name}>{t('brand.name')}</h1>
        <p className={styles.headline}>{t('start.headline')}</p>
      </div>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point.key}>
            <span className={styles.pointIcon}>
              <Icon name={point.icon} size={18} strokeWidth={2} />
            </span>
            {t(`start.points.${point.key}`)}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          block
          size="large"
          shape="rounded"
          className={styles.loginButton}
          onClick={() => navigate('/login/login')}
          data-testid="start-login"
        >
          {t('start.login')}
        </Button>
        <Button
          block
          size="large"
          shape="rounded"
          className={styles.registerButton}
          onClick={() => navigate('/login/register')}
          data-testid="start-register"
        >
          {t('start.register')}
        </Button>
      </div>
      <LanguageSheet visible={picking} onClose={() => setPicking(false)} />
    </div>
  );
}
