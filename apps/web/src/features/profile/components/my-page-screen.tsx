import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MARKETS } from '@kabuto/shared/markets';
import type { UserInfo } from '@kabuto/shared/contracts/customers';
import { Icon } from '@/components/icon/icon';
import type { IconName } from '@/components/icon/icon';
import { Card, MarketTabs, Screen, ScreenBody, Tag } from '@/components/screen-kit/screen-kit';
import type { TagTone } from '@/components/screen-kit/screen-kit';
import { useSessionStore } from '@/lib/session-store';
import { useAssets } from '@/lib/account-figures';
import { Figures } from './my-page-figures';
import { InviteCard } from './my-page-invite';
import { TimeZoneCard } from './time-zone-card';
import styles from './profile.module.css';

const KYC_TONES: Readonly<Record<UserInfo['kyc_status'], TagTone>> = {
  none: 'neutral',
  pending: 'pending',
  passed: 'passed',
  rejected: 'rejected',
};

interface MyPageScreenProps {
  /** The customer's user info; undefined while it loads. */
  user: UserInfo | undefined;
  /** Whether this session may confirm without the fund password, with "lock now" (app/). */
  unlock?: ReactNode;
  /** Performance and allocation of the account (insight feature, composed in app/). */
  insight?: ReactNode;
}

/** /mine/myPage: who the customer is, their invitation code and the account figures. */
export function MyPageScreen({ user, unlock, insight }: MyPageScreenProps) {
  const { t } = useTranslation();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const assets = useAssets(type);
  return (
    <Screen testId="my-page-screen">
      <AccountBand user={user} />

      <ScreenBody>
        <InviteCard user={user} />

        <Card
          title={t('profile.figures')}
          extra={
            <MarketTabs
              value={type}
              onChange={setType}
              label={t('panel.currency')}
              testIdPrefix="my-page"
            />
          }
          testId="my-page-figures"
        >
          <Figures figures={assets.data} currency={MARKETS[type].currency} />
        </Card>
        {insight}

        <SecurityLinks user={user} />
        {unlock}

        <TimeZoneCard />
      </ScreenBody>
    </Screen>
  );
}

interface ProfileLink {
  key: string;
  icon: IconName;
  label: string;
  to: string;
  extra?: string | undefined;
}

/** The security links of My Page, with the state of each where it has one. */
function profileLinks(t: TFunction, user: UserInfo | undefined): ProfileLink[] {
  return [
    {
      key: 'verified',
      icon: 'shield',
      label: t('links.verified'),
      to: '/mine/verified',
      extra: user ? t(`kyc.${user.kyc_status}`) : undefined,
    },
    { key: 'bank', icon: 'card', label: t('links.bank'), to: '/mine/bank' },
    {
      key: 'loginPassword',
      icon: 'lock',
      label: t('links.loginPassword'),
      to: '/mine/loginPassword',
    },
    {
      key: 'fundPassword',
      icon: 'key',
      label: t('links.fundPassword'),
      to: '/mine/fundPassword',
      extra: user ? t(user.has_fund_password ? 'profile.set' : 'profile.notSet') : undefined,
    },
    {
      key: 'twoFactor',
      icon: 'shield',
      label: t('links.twoFactor'),
      to: '/mine/twoFactor',
      extra: user
        ? t(user.two_factor ? 'security.twoFactor.on' : 'security.twoFactor.off')
        : undefined,
    },
    { key: 'sessions', icon: 'layers', label: t('links.sessions'), to: '/mine/sessions' },
    { key: 'messages', icon: 'bell', label: t('links.messages'), to: '/mine/message' },
    { key: 'documents', icon: 'document', label: t('links.documents'), to: '/mine/documents' },
  ];
}

/** Who is signed in: the account number and the verification state. */
function AccountBand({ user }: { user: UserInfo | undefined }) {
  const { t } = useTranslation();
  const account = useSessionStore((state) => state.account);
  return (
    <section className={styles.band}>
      <span className={styles.avatar} aria-hidden="true">
        <Icon name="user" size={28} strokeWidth={1.8} />
      </span>
      <div className={styles.who}>
        <span className={styles.whoLabel}>{t('profile.account')}</span>
        <strong className={styles.whoAccount} data-testid="my-page-account">
          {user?.account ?? account}
        </strong>
        {user && (
          <Tag tone={KYC_TONES[user.kyc_status]} testId="my-page-kyc">
            {user.kyc_status === 'passed' && <Icon name="check" size={11} strokeWidth={3} />}
            {t(`kyc.${user.kyc_status}`)}
          </Tag>
        )}
      </div>
    </section>
  );
}

/** The security links, with the state of each where it has one. */
function SecurityLinks({ user }: { user: UserInfo | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = profileLinks(t, user);
  return (
    <Card title={t('profile.security')}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.key}>
            <button
              type="button"
              className={styles.link}
              onClick={() => navigate(link.to)}
              data-testid={`my-page-link-${link.key}`}
            >
              <span className={styles.linkIcon}>
                <Icon name={link.icon} size={17} strokeWidth={2} />
              </span>
              <span className={styles.linkLabel}>{link.label}</span>
              {link.extra && <span className={styles.linkArrow}>{link.extra}</span>}
              <span className={styles.linkArrow}>
                <Icon name="chevron" size={16} strokeWidth={2.2} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
