import { useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS, MARKET_TYPES } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import { NoData } from '@/components/no-data/no-data';
import { Screen, ScreenBody, Tag } from '@/components/screen-kit/screen-kit';
import { formatDateTime } from '@/lib/date-time';
import type { Loan } from '@kabuto/shared/contracts/loans';
import { Amount } from '@/components/amount/amount';
import { useLoanList } from '../api/get-loan-list';
import { dailyPercent } from '../utils/interest';
import { loanTone } from '../utils/status';
import styles from './loans.module.css';

type Filter = MarketType | 'all';

/** /mine/loanOrder: every loan with its state, amount, rate and dates, of one currency or all. */
export function LoanOrderScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const loans = useLoanList(filter === 'all' ? undefined : filter);
  const rows = loans.data ?? [];

  return (
    <Screen testId="loan-order-screen">
      <div className={styles.filterBar}>
        <div className={styles.filters} role="radiogroup" aria-label={t('panel.currency')}>
          {(['all', ...MARKET_TYPES] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={filter === option}
              onClick={() => setFilter(option)}
              data-testid={`loan-order-filter-${option}`}
            >
              {option === 'all' ? t('loan.orders.all') : MARKETS[option].currency}
            </button>
          ))}
        </div>
        {loans.data && (
          <span className={styles.count} data-testid="loan-order-count">
            {t('loan.orders.count', { count: rows.length })}
          </span>
        )}
      </div>
      <ScreenBody flat>
        {loans.isPending ? (
          <div className={styles.loading}>
            <DotLoading />
          </div>
        ) : rows.length === 0 ? (
          <NoData text={t('loan.orders.empty')} />
        ) : (
          <ul className={styles.orders}>
            {rows.map((loan) => (
              <LoanRow key={loan.id} loan={loan} />
            ))}
          </ul>
        )}
      </ScreenBody>
    </Screen>
  );
}

function LoanRow({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const closedLabel = loan.status === 'rejected' ? t('loan.rejectedAt') : t('loan.closedAt');
  return (
    <li
      className={styles.order}
      data-testid={`loan-order-${loan.id}`}
      data-status={loan.status}
      data-tone={loanTone(loan.status)}
    >
      <div className={styles.orderHead}>
        <span className={styles.orderNo}>{loan.order_no}</span>
        <Tag tone={loanTone(loan.status)}>{t(`loan.status.${loan.status}`)}</Tag>
      </div>
      <div className={styles.orderAmount}>
        <Amount as="strong" testId="loan-order-amount" value={displayMoney(loan.money)} />
        <span>{loan.currency}</span>
      </div>
      <dl className={styles.orderFacts}>
        <div>
          <dt>{t('loan.dailyRate')}</dt>
          <dd>{dailyPercent(loan.daily_interest_bps)}%</dd>
        </div>
        <div>
          <dt>{t('loan.appliedAt')}</dt>
          <dd>{formatDateTime(loan.created_at)}</dd>
        </div>
        {loan.approved_at && (
          <div>
            <dt>{t('loan.approvedAt')}</dt>
            <dd>{formatDateTime(loan.approved_at)}</dd>
          </div>
        )}
        {loan.closed_at && (
          <div>
            <dt>{closedLabel}</dt>
            <dd>{formatDateTime(loan.closed_at)}</dd>
          </div>
        )}
      </dl>
      {loan.status === 'rejected' && loan.reason && (
        <p className={styles.orderReason} data-testid="loan-order-reason">
          {t('loan.reason')}: {loan.reason}
        </p>
      )}
    </li>
  );
}
