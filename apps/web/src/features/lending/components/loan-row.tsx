import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ShareLoanRow } from '@kabuto/shared/contracts/lending';
import { displayMoney } from '@kabuto/shared/money';
import { Amount } from '@/components/amount/amount';
import { Tag } from '@/components/screen-kit/screen-kit';
import { formatDateTime } from '@/lib/date-time';
import { formatPrice } from '@/lib/market-format';
import { percentOfBps } from '../utils/fees';
import styles from './lending.module.css';

interface LoanRowProps {
  loan: ShareLoanRow;
  /** The recall of this loan is being sent. */
  recalling: boolean;
  onRecall: (loan: ShareLoanRow) => void;
}

/** One share loan: shares, state, fee, earnings, start, and its recall while lent. */
export function LoanRow({ loan, recalling, onRecall }: LoanRowProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.item} data-testid={`share-loan-${loan.id}`}>
      <div className={styles.itemHead}>
        <strong>
          {loan.code} · {t('lending.shares', { n: formatPrice(loan.quantity) })}
        </strong>
        <Tag
          tone={loan.status === 'lent' ? 'passed' : 'neutral'}
          testId={`share-loan-status-${loan.id}`}
        >
          {t(`lending.status.${loan.status}`)}
        </Tag>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('lending.loans.fee')}</dt>
          <dd>{percentOfBps(loan.fee_bps_daily)}%</dd>
        </div>
        <div>
          <dt>{t('lending.loans.earned')}</dt>
          <Amount
            as="dd"
            testId={`share-loan-earned-${loan.id}`}
            value={displayMoney(loan.fees_earned)}
          />
        </div>
        <div>
          <dt>{t('lending.loans.since')}</dt>
          <dd>{formatDateTime(loan.started_at)}</dd>
        </div>
      </dl>
      {loan.status === 'lent' ? (
        <Button
          size="small"
          shape="rounded"
          className={styles.action}
          loading={recalling}
          onClick={() => onRecall(loan)}
          data-testid={`share-loan-recall-${loan.id}`}
        >
          {t('lending.recall')}
        </Button>
      ) : (
        <span className={styles.muted}>
          {t('lending.loans.recalledAt', { at: formatDateTime(loan.recalled_at) })}
        </span>
      )}
    </li>
  );
}
