import type { ReactNode } from 'react';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { DataNotice } from '@/components/data-notice/data-notice';
import { NoData } from '@/components/no-data/no-data';
import { useSessionStore } from '@/lib/session-store';
import { useClosedPositions } from '../api/get-closed-positions';
import { useHeldPositions } from '../api/get-held-positions';
import { useLivePositions } from '../hooks/use-live-positions';
import { ClosedCard, HeldCard, Loading, PendingOrders } from './positions-cards';
import { OrdersTab } from './orders-tab';
import { PositionsTop } from './positions-top';
import type { ClosedPosition } from '../types';
import type { MarketType } from '@kabuto/shared/markets';
import styles from './positions.module.css';

const TABS = ['subscription', 'following', 'hold', 'orders', 'closed'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

interface PositionsScreenProps {
  /** Outstanding borrowed credit in the market's currency (user info `<type>yjed`). */
  borrowed?: string | undefined;
  /** The product features' lists (IPO subscriptions, copy follows), supplied by the app. */
  subscriptions?: ReactNode;
  follows?: ReactNode;
  /** Shown under the held positions: the way into share lending. */
  holdFooter?: ReactNode;
}

/** /position/index: subscriptions, follows, held positions (live P&L) and closed positions. */
export function PositionsScreen({
  borrowed,
  subscriptions,
  follows,
  holdFooter,
}: PositionsScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const type = useSessionStore((state) => state.marketType);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'hold';
  const held = useHeldPositions(type, language);
  const closed = useClosedPositions(type, language);
  const live = useLivePositions(held.data?.rows, type);

  return (
    <div className={styles.page} data-testid="positions-screen" data-type={type}>
      <PositionsTop
        type={type}
        held={held.data ? live : undefined}
        realised={closed.data?.lsyk}
        borrowed={borrowed}
      />

      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        className={styles.tabs}
      >
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={<TabTitle tab={key} />} />
        ))}
      </Tabs>
      <DataNotice showLive={tab === 'hold'} className={styles.notice} />

      {tab === 'subscription' && subscriptions && (
        <div className={styles.list} data-testid="positions-subscription">
          {subscriptions}
        </div>
      )}
      {tab === 'following' && follows && (
        <div className={styles.list} data-testid="positions-following">
          {follows}
        </div>
      )}
      {((tab === 'subscription' && !subscriptions) || (tab === 'following' && !follows)) && (
        <section className={styles.card} data-testid={`positions-${tab}`}>
          <NoData text={t(`positions.empty.${tab}`)} />
          <p className={styles.soon}>{t('positions.productsSoon')}</p>
        </section>
      )}

      {tab === 'hold' && (
        <div data-testid="positions-hold">
          <PendingOrders type={type} language={language} />
          {!held.data ? (
            <Loading />
          ) : live.rows.length === 0 ? (
            <section className={styles.card}>
              <NoData text={t('positions.empty.hold')} />
            </section>
          ) : (
            <ul className={styles.list}>
              {live.rows.map((row) => (
                <HeldCard key={row.id} row={row} type={type} language={language} />
              ))}
            </ul>
          )}
          {holdFooter}
        </div>
      )}

      {tab === 'orders' && <OrdersTab type={type} language={language} />}
      {tab === 'closed' && <ClosedTab rows={closed.data?.rows} type={type} language={language} />}
    </div>
  );
}

function TabTitle({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  return (
    <span data-testid={`positions-tab-${tab}`}>
      {tab === 'orders' ? t('orders.tab') : t(`positions.tabs.${tab}`)}
    </span>
  );
}

interface ClosedTabProps {
  /** Undefined while loading. */
  rows: ClosedPosition[] | undefined;
  type: MarketType;
  language: Language;
}

function ClosedTab({ rows, type, language }: ClosedTabProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="positions-closed">
      {!rows ? (
        <Loading />
      ) : rows.length === 0 ? (
        <section className={styles.card}>
          <NoData text={t('positions.empty.closed')} />
        </section>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <ClosedCard key={row.id} row={row} type={type} language={language} />
          ))}
        </ul>
      )}
    </div>
  );
}
