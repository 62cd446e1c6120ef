import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS, MARKET_TYPES } from '@kabuto/shared/markets';
import { Icon } from '@/components/icon/icon';
import { SafetyNotice } from '@/components/safety-notice/safety-notice';
import { useSessionStore } from '@/lib/session-store';
import { Amount } from '@/components/amount/amount';
import { FitLine } from '@/components/amount/fit-line';
import { useUserinfo } from '../api/get-userinfo';
import { usePanelVisibility } from '../stores/panel-visibility';
import { AccountLinks } from './account-links';
import { KycBadge } from './kyc-badge';
import styles from './account.module.css';

/**
 * The menu page (/mine/menu): who is signed in, cash per currency, whether confirmations are
 * unlocked (`unlock`, composed by app/), and every account link.
 */
export function MenuScreen({ unlock }: { unlock?: ReactNode }) {
  const { t } = useTranslation();
  const marketType = useSessionStore((state) => state.marketType);
  const account = useSessionStore((state) => state.account);
  const user = useUserinfo(marketType);
  const openPanel = usePanelVisibility((state) => state.show);

  return (
    <div className={styles.menuPage} data-testid="menu-screen">
      <section className={styles.profile}>
        <span className={styles.avatar} aria-hidden="true">
          <Icon name="user" size={28} strokeWidth={1.8} />
        </span>
        <div className={styles.profileText}>
          <span className={styles.profileLabel}>{t('panel.account')}</span>
          <FitLine
            as="strong"
            className={styles.profileAccount}
            testId="menu-account"
            text={user.data?.account ?? account ?? ''}
          />
          {user.data && <KycBadge status={user.data.kyc_status} />}
        </div>
        <button
          type="button"
          className={styles.profileButton}
          onClick={openPanel}
          data-testid="menu-open-panel"
        >
          {t('panel.title')}
          <Icon name="chevron" size={14} strokeWidth={2.4} />
        </button>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('menuPage.cashBalances')}</h2>
        <dl className={styles.balances}>
          {MARKET_TYPES.map((type) => (
            <div key={type} className={styles.balance}>
              <dt>
                <span className={styles.currencyCode}>{MARKETS[type].currency}</span>
                {t(`currencies.${type}`)}
              </dt>
              <Amount
                as="dd"
                testId={`menu-cash-${type}`}
                value={user.data ? displayMoney(user.data[type]) : '—'}
              />
            </div>
          ))}
        </dl>
      </section>

      {unlock && <div className={styles.unlockSlot}>{unlock}</div>}

      <AccountLinks testIdPrefix="menu" />

      <div className={styles.menuFooter}>
        <SafetyNotice />
        <p className={styles.version}>
          Kabuto · {t('menuPage.version')} {__KABUTO_VERSION__}
        </p>
      </div>
    </div>
  );
}
