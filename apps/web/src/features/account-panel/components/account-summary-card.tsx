import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import { Icon } from '@/components/icon/icon';
import { useSessionStore } from '@/lib/session-store';
import { Amount } from '@/components/amount/amount';
import { useUserinfo } from '../api/get-userinfo';
import { usePanelVisibility } from '../stores/panel-visibility';
import { KycBadge } from './kyc-badge';
import { MarketSwitch } from './market-switch';
import styles from './account.module.css';

/** The account at a glance for the home screen: cash in the chosen currency, ways to move it. */
export function AccountSummaryCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const marketType = useSessionStore((state) => state.marketType);
  const account = useSessionStore((state) => state.account);
  const user = useUserinfo(marketType);
  const openPanel = usePanelVisibility((state) => state.show);
  const cash = user.data ? displayMoney(user.data[marketType]) : '—';

  return (
    <section className={styles.summary} data-testid="account-summary">
      <div className={styles.summaryHead}>
        <div>
          <span className={styles.summaryGreeting}>{t('home.greeting')}</span>
          <span className={styles.summaryAccount}>{user.data?.account ?? account}</span>
        </div>
        {user.data && <KycBadge status={user.data.kyc_status} />}
      </div>
      <div className={styles.summaryCashRow}>
        <div>
          <span className={styles.summaryLabel}>
            {t('home.cash')} ({MARKETS[marketType].currency})
          </span>
          <Amount
            as="strong"
            className={styles.summaryCash}
            testId="summary-cash"
            value={cash}
            minScale={0.5}
          />
        </div>
        <MarketSwitch testIdPrefix="summary" />
      </div>
      <div className={styles.summaryActions}>
        <button
          type="button"
          onClick={() => navigate('/mine/stored')}
          data-testid="summary-deposit"
        >
          <Icon name="deposit" size={18} strokeWidth={2} />
          {t('links.deposit')}
        </button>
        <button
          type="button"
          onClick={() => navigate('/mine/withdraw')}
          data-testid="summary-withdraw"
        >
          <Icon name="withdraw" size={18} strokeWidth={2} />
          {t('links.withdraw')}
        </button>
        <button
          type="button"
          className={styles.summaryPrimary}
          onClick={openPanel}
          data-testid="summary-open-panel"
        >
          {t('home.accountDetails')}
          <Icon name="chevron" size={16} strokeWidth={2.4} />
        </button>
      </div>
    </section>
  );
}
