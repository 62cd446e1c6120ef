import { Button, DotLoading } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { marketOfCurrency } from '@kabuto/shared/markets';
import { NoData } from '@/components/no-data/no-data';
import { Tag } from '@/components/screen-kit/screen-kit';
import type { TagTone } from '@/components/screen-kit/screen-kit';
import { toneText } from '@/components/tone/tone';
import { formatDateTime } from '@/lib/date-time';
import { useTone } from '@/lib/updown';
import { Amount } from '@/components/amount/amount';
import { useFollows } from '../api/get-follows';
import type { Follow, FollowState } from '@kabuto/shared/contracts/copy';
import { useConfirmRedeem } from '../hooks/use-confirm-redeem';
import { signed } from '../utils/signed';
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

function FollowRow({ row }: { row: Follow }) {
  const { t } = useTranslation();
  const redeem = useConfirmRedeem(row);
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
      <FollowFigures row={row} />
      {row.state !== 'ended' && (
        <Button
          block
          shape="rounded"
          color={row.state === 'following' ? 'primary' : 'default'}
          className={styles.redeem}
          disabled={row.state !== 'following'}
          loading={redeem.pending}
          onClick={redeem.confirm}
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

/** Money in, daily and total profit, then units, purchase and lock-up. */
function FollowFigures({ row }: { row: Follow }) {
  const { t } = useTranslation();
  const tone = useTone();
  const market = marketOfCurrency(row.currency)?.code ?? 'JP';
  return (
    <>
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
    </>
  );
}
