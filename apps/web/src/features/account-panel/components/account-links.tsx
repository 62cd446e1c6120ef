import { useState } from 'react';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import type { IconName } from '@/components/icon/icon';
import { LanguageSheet } from '@/components/language-sheet/language-sheet';
import { useLanguage } from '@/i18n/i18n';
import { useConfirmLogout } from '../hooks/use-confirm-logout';
import { useCustomerService } from '../hooks/use-customer-service';
import styles from './account.module.css';

type LinkLabel =
  | 'verified'
  | 'messages'
  | 'support'
  | 'deposit'
  | 'withdraw'
  | 'loan'
  | 'records'
  | 'positions'
  | 'bank'
  | 'loginPassword'
  | 'fundPassword'
  | 'language'
  | 'about'
  | 'privacy'
  | 'exchange'
  | 'myPage';

interface RouteLink {
  label: LinkLabel;
  icon: IconName;
  to: string;
}

const FUND_LINKS: readonly RouteLink[] = [
  { label: 'deposit', icon: 'deposit', to: '/mine/stored' },
  { label: 'withdraw', icon: 'withdraw', to: '/mine/withdraw' },
  { label: 'loan', icon: 'coins', to: '/mine/loan' },
  { label: 'records', icon: 'receipt', to: '/mine/transactionRecords' },
];

const ACCOUNT_LINKS: readonly RouteLink[] = [
  { label: 'myPage', icon: 'user', to: '/mine/myPage' },
  { label: 'verified', icon: 'shield', to: '/mine/verified' },
  { label: 'messages', icon: 'bell', to: '/mine/message' },
  { label: 'positions', icon: 'chart', to: '/position/index' },
  { label: 'bank', icon: 'card', to: '/mine/bank' },
  { label: 'exchange', icon: 'swap', to: '/mine/exchange' },
];

const SECURITY_LINKS: readonly RouteLink[] = [
  { label: 'loginPassword', icon: 'lock', to: '/mine/loginPassword' },
  { label: 'fundPassword', icon: 'key', to: '/mine/fundPassword' },
];

interface AccountLinksProps {
  /** Called before moving to another screen (the panel closes itself). */
  onNavigate?: () => void;
  /** Test ids are prefixed with this, so the panel's and the menu page's links differ. */
  testIdPrefix: string;
}

/** The links of the account panel (SPEC §2), shared by the panel and the menu page. */
export function AccountLinks({ onNavigate, testIdPrefix }: AccountLinksProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [language] = useLanguage();
  const [pickingLanguage, setPickingLanguage] = useState(false);
  const confirmLogout = useConfirmLogout(onNavigate);

  const go = (to: string) => {
    onNavigate?.();
    navigate(to);
  };
  const openCustomerService = useCustomerService(go);
  const routeItem = (link: RouteLink) => (
    <List.Item
      key={link.to}
      prefix={<ListIcon name={link.icon} />}
      onClick={() => go(link.to)}
      arrow
      data-testid={`${testIdPrefix}-link-${link.label}`}
    >
      {t(`links.${link.label}`)}
    </List.Item>
  );

  return (
    <div className={styles.links}>
      <FundLinks go={go} testIdPrefix={testIdPrefix} />

      <List header={t('links.groups.account')} className={styles.list}>
        {ACCOUNT_LINKS.map(routeItem)}
      </List>
      <List header={t('links.groups.security')} className={styles.list}>
        {SECURITY_LINKS.map(routeItem)}
      </List>
      <List header={t('links.groups.more')} className={styles.list}>
        <List.Item
          prefix={<ListIcon name="headset" />}
          onClick={openCustomerService}
          arrow
          data-testid={`${testIdPrefix}-link-support`}
        >
          {t('links.support')}
        </List.Item>
        <List.Item
          prefix={<ListIcon name="globe" />}
          onClick={() => setPickingLanguage(true)}
          extra={t(`languageNames.${language}`)}
          arrow
          data-testid={`${testIdPrefix}-link-language`}
        >
          {t('links.language')}
        </List.Item>
        {routeItem({ label: 'about', icon: 'info', to: '/mine/about' })}
        {routeItem({ label: 'privacy', icon: 'document', to: '/mine/privacy' })}
      </List>

      <button
        type="button"
        className={styles.logout}
        onClick={confirmLogout}
        data-testid={`${testIdPrefix}-logout`}
      >
        <Icon name="logout" size={18} strokeWidth={2} />
        {t('links.logout')}
      </button>

      <LanguageSheet visible={pickingLanguage} onClose={() => setPickingLanguage(false)} />
    </div>
  );
}

function ListIcon({ name }: { name: IconName }) {
  return (
    <span className={styles.listIcon}>
      <Icon name={name} size={18} strokeWidth={2} />
    </span>
  );
}

/** Money movements as a row of large buttons. */
function FundLinks({ go, testIdPrefix }: { go: (to: string) => void; testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.fundLinks}>
      {FUND_LINKS.map((link) => (
        <button
          key={link.to}
          type="button"
          className={styles.fundLink}
          onClick={() => go(link.to)}
          data-testid={`${testIdPrefix}-link-${link.label}`}
        >
          <span className={styles.fundIcon}>
            <Icon name={link.icon} size={22} strokeWidth={1.9} />
          </span>
          <span>{t(`links.${link.label}`)}</span>
        </button>
      ))}
    </div>
  );
}
