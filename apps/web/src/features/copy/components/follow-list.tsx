import { Button, Dialog, DotLoading } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { marketOfCurrency } from '@kabuto/shared/markets';
import { NoData } from '@/components/no-data/no-data';
import { Facts, Tag } from '@/components/screen-kit/screen-kit';
import type { TagTone } from '@/components/screen-kit/screen-kit';
import { toneText } from '@/components/tone/tone';
import { useMessage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { signOf } from '@/lib/market-format';
import { showMessage } from '@/lib/toast';
import { useTone } from '@/lib/updown';
import { Amount } from '@/components/amount/amount';
import { useFollows } from '../api/get-follows';
import type { Follow, FollowState } from '@kabuto/shared/contracts/copy';
import { useRedeemFollow } from '../api/redeem-follow';
import styles from './copy.module.css';

const STATE_TONE: Readonly<Record<FollowState, TagTone>> = {
  following: 'passed',
  locked: 'pending',
  ended: 'neutral',
};

interface FollowListProps {
  type: MarketType | undefined;
  emptyText?: string;
}

/**
 * The customer's follows: value now, daily and total profit, state and lock-up, and redemption
 * once the lock-up is over. Used by /mine/followOrder and the positions screen.
 */
export function FollowList({ type, emptyText }: FollowListProps) {
  const { t, i18n } = useTranslation();
  const follows = useFollows(type, i18n.language as Language);
  const rows = follows.data ?? [];
  if (follows.isPending) {
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className={styles.follow}>
        <NoData text={emptyText ?? t('copy.orders.empty')} />
        <Link to="/home/follow" className={styles.link} data-testid="follows-to-products">
          {t('copy.orders.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.follows} data-testid="follow-list">
      {rows.map((row) => (
        <FollowRow key={row.id} row={row} />
      ))}
    </ul>
  );
}

function signed(value: string): string {
  return `${signOf(value) > 0 ? '+' : ''}${displayMoney(value)}`;
}

function FollowRow({ row }: { row: Follow }) {
  const { t } = useTranslation();
  const message = useMessage();
  const tone = useTone();
  const redeem = useRedeemFollow();
  const market = marketOfCurrency(row.currency)?.code ?? 'JP';

  function confirmRedeem() {
    void Dialog.confirm({
      title: t('copy.orders.redeemTitle'),
      content: (
        <Facts
          testId="follow-redeem-confirm"
          items={[
            { label: t('copy.orders.product'), value: row.name },
            {
              label: t('copy.orders.value'),
              value: `${displayMoney(row.value)} ${row.currency}`,
              strong: true,
            },
            {
              label: t('copy.orders.totalProfit'),
              value: `${signed(row.total_profit)} ${row.currency}`,
            },
            { label: t('copy.orders.redeemAt'), value: t('copy.orders.redeemAtValue') },
          ]}
        />
      ),
      confirmText: t('copy.orders.redeem'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        redeem.mutate(row.id, {
          onSuccess: (result) =>
            showMessage(
              `${message('received_success')} ${displayMoney(result.amount)} ${row.currency}`,
            ),
        });
      },
    });
  }

  return (
    <li className={styles.follow} data-testid={`follow-${row.id}`} data-state={row.state}>
      <div className={styles.head}>
        <div className={styles.name}>
          <strong>{row.name}</strong>
          <span className={styles.meta}>
            {row.issuer}
            <span className={styles.currency}>{row.currency}</span>
          </span>
        </div>
        <Tag tone={STATE_TONE[row.state]} testId={`follow-state-${row.id}`}>
          {t(`copy.state.${row.state}`)}
        </Tag>
      </div>
      <div className={styles.value}>
        <span>{row.state === 'ended' ? t('copy.orders.paidOut') : t('copy.orders.value')}</span>
        <Amount
          as="strong"
          testId={`follow-value-${row.id}`}
          value={displayMoney(row.value)}
          unit={<small>{row.currency}</small>}
        />
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('copy.orders.money')}</dt>
          <dd data-testid={`follow-money-${row.id}`}>{displayMoney(row.money)}</dd>
        </div>
        <div>
          <dt>{t('copy.orders.dailyProfit')}</dt>
          <dd
            className={toneText(tone(market, row.daily_profit))}
            data-testid={`follow-daily-${row.id}`}
          >
            {signed(row.daily_profit)}
          </dd>
        </div>
        <div>
          <dt>{t('copy.orders.totalProfit')}</dt>
          <dd
            className={toneText(tone(market, row.total_profit))}
            data-testid={`follow-total-${row.id}`}
          >
            {signed(row.total_profit)}
          </dd>
        </div>
      </dl>
      <dl className={styles.subFacts}>
        <div>
          <dt>{t('copy.orders.units')}</dt>
          <dd>{row.units.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>{t('copy.orders.boughtAt')}</dt>
          <dd>{formatDateTime(row.created_at)}</dd>
        </div>
        <div>
          <dt>{t('copy.orders.lockedUntil')}</dt>
          <dd data-testid={`follow-locked-until-${row.id}`}>{formatDateTime(row.locked_until)}</dd>
        </div>
      </dl>
      {row.state !== 'ended' && (
        <Button
          block
          shape="rounded"
          color={row.state === 'following' ? 'primary' : 'default'}
          className={styles.redeem}
          disabled={row.state !== 'following'}
          loading={redeem.isPending}
          onClick={confirmRedeem}
          data-testid={`follow-redeem-${row.id}`}
        >
          {row.state === 'locked'
            ? t('copy.orders.lockedButton', { date: formatDateTime(row.locked_until) })
            : t('copy.orders.redeem')}
        </Button>
      )}
    </li>
  );
}
