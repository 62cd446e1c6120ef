import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { UserInfo } from '@kabuto/shared/contracts/customers';
import { Icon } from '@/components/icon/icon';
import type { IconName } from '@/components/icon/icon';
import { CopyButton } from '@/components/screen-kit/copy-button';
import {
  Card,
  Facts,
  MarketTabs,
  Screen,
  ScreenBody,
  Tag,
} from '@/components/screen-kit/screen-kit';
import type { TagTone } from '@/components/screen-kit/screen-kit';
import { useSessionStore } from '@/lib/session-store';
import { Amount } from '@/components/amount/amount';
import { useAssets } from '@/lib/account-figures';
import type { AccountFigures } from '@kabuto/shared/contracts/funding';
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
  const navigate = useNavigate();
  const account = useSessionStore((state) => state.account);
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const assets = useAssets(type);
  const inviteLink = user?.invite_code
    ? `${window.location.origin}${window.location.pathname}#/login/register?invite=${encodeURIComponent(user.invite_code)}`
    : '';

  const links = profileLinks(t, user);

  return (
    <Screen testId="my-page-screen">
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

      <ScreenBody>
        <Card title={t('profile.invite')} testId="my-page-invite">
          <div className={styles.invite}>
            <span className={styles.inviteCode} data-testid="my-page-invite-code">
              {user?.invite_code ?? '—'}
            </span>
            {user?.invite_code && (
              <CopyButton
                text={user.invite_code}
                label={t('profile.copy')}
                copiedLabel={t('profile.copied')}
                testId="copy-invite-code"
              />
            )}
          </div>
          <p className={styles.inviteHint}>{t('profile.inviteHint')}</p>
          <div className={styles.inviteStats}>
            <Facts
              items={[
                {
                  label: t('profile.invited'),
                  value: user ? t('profile.invitedCount', { count: user.invited_count }) : '—',
                  testId: 'my-page-invited',
                },
                {
                  label: t('profile.inviteLink'),
                  value: inviteLink ? (
                    <>
                      <span className={styles.linkText}>{inviteLink}</span>
                      <CopyButton
                        text={inviteLink}
                        label={t('profile.copy')}
                        copiedLabel={t('profile.copied')}
                        testId="copy-invite-link"
                      />
                    </>
                  ) : (
                    '—'
                  ),
                },
              ]}
            />
          </div>
        </Card>

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

function signClass(value: string | undefined): string {
  if (!value || !/[1-9]/.test(value)) return '';
  return value.startsWith('-') ? styles.down! : styles.up!;
}

type FigureKey = Exclude<keyof AccountFigures, 'currency' | 'frozen_lines'>;

/**
 * The account figures of the chosen market type, from user/assets: the one definition the API
 * answers, so balance = available + frozen, and every frozen line is named with its currency.
 */
function Figures({ figures, currency }: { figures: AccountFigures | undefined; currency: string }) {
  const { t } = useTranslation();
  const show = (value: string | undefined) => (value === undefined ? '—' : displayMoney(value));
  const grid: { key: FigureKey; label: string; className?: string }[] = [
    { key: 'balance', label: t('profile.balance') },
    { key: 'available', label: t('profile.available') },
    { key: 'frozen', label: t('profile.frozen') },
    { key: 'holdings_value', label: t('profile.holdingsValue') },
    { key: 'positions_margin', label: t('profile.positionsMargin') },
    {
      key: 'floating_pnl',
      label: t('profile.floatingPnl'),
      className: signClass(figures?.floating_pnl),
    },
    { key: 'products_value', label: t('profile.productsValue') },
    { key: 'loans', label: t('profile.loans') },
    { key: 'positions_borrowed', label: t('profile.positionsBorrowed') },
    { key: 'total_liabilities', label: t('profile.totalLiabilities') },
    { key: 'net_assets', label: t('profile.netAssets') },
  ];
  const lines = figures?.frozen_lines ?? [];
  return (
    <>
      <div className={styles.total}>
        <span className={styles.totalLabel}>
          {t('profile.totalAssets')} ({currency})
        </span>
        <Amount
          as="strong"
          className={styles.totalValue}
          testId="my-page-total-assets"
          value={show(figures?.total_assets)}
        />
      </div>
      <dl className={styles.grid}>
        {grid.map((item) => (
          <div key={item.key} className={styles.figure}>
            <dt>{item.label}</dt>
            <Amount
              as="dd"
              className={item.className ?? ''}
              testId={`my-page-${item.key}`}
              value={show(figures?.[item.key])}
            />
          </div>
        ))}
      </dl>
      {lines.length > 0 && (
        <dl className={styles.frozenLines} data-testid="my-page-frozen-lines">
          <dt className={styles.frozenTitle}>{t('profile.frozenLines')}</dt>
          {lines.map((line) => (
            <div key={line.kind} className={styles.frozenLine}>
              <dt>{t(`profile.frozenKinds.${line.kind}`)}</dt>
              <Amount
                as="dd"
                testId={`my-page-frozen-${line.kind}`}
                value={displayMoney(line.amount)}
                unit={` ${currency}`}
              />
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
