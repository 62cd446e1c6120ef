import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Loan, LoanInfo } from '@kabuto/shared/contracts/loans';
import { displayMoney, formatMoney, isCurrency } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { AmountField, Facts, kit, Tag } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { amountText, checkAmount, minorOf } from '@/lib/amount-input';
import { formatDateTime } from '@/lib/date-time';
import { showMessage } from '@/lib/toast';
import { Amount } from '@/components/amount/amount';
import { confirmDialog } from '@/lib/dialog';
import { useRepayLoan } from '../api/repay-loan';
import { dailyPercent } from '../utils/interest';
import { loanTone } from '../utils/status';
import styles from './loans.module.css';

interface CurrentLoanProps {
  loan: Loan;
  /** The figures of the loan's own currency; undefined while another currency is shown. */
  info: LoanInfo | undefined;
  cash: string | undefined;
  onSwitch: () => void;
}

/** The customer's current loan: its figures, and the repayment while it is active. */
export function CurrentLoan({ loan, info, cash, onSwitch }: CurrentLoanProps) {
  const { t } = useTranslation();
  const tone = loanTone(loan.status);
  return (
    <section
      className={styles.current}
      data-testid="loan-current"
      data-status={loan.status}
      data-tone={tone}
    >
      <div className={styles.currentHead}>
        <div>
          <span className={styles.currentLabel}>{t('loan.current.title')}</span>
          <Amount
            as="strong"
            className={styles.currentAmount}
            value={displayMoney(loan.money)}
            unit={
              <>
                {' '}
                <small>{loan.currency}</small>
              </>
            }
          />
        </div>
        <Tag tone={tone} testId="loan-current-status">
          {t(`loan.status.${loan.status}`)}
        </Tag>
      </div>
      <Facts
        items={[
          { label: t('loan.orderNo'), value: loan.order_no },
          { label: t('loan.dailyRate'), value: `${dailyPercent(loan.daily_interest_bps)}%` },
          { label: t('loan.appliedAt'), value: formatDateTime(loan.created_at) },
          ...(loan.approved_at
            ? [{ label: t('loan.approvedAt'), value: formatDateTime(loan.approved_at) }]
            : []),
          ...(info && loan.status === 'active'
            ? [
                {
                  label: t('loan.current.owed'),
                  value: `${displayMoney(info.outstanding)} ${loan.currency}`,
                  strong: true,
                  testId: 'loan-current-owed',
                },
              ]
            : []),
        ]}
      />
      {loan.status === 'pending' && (
        <p className={styles.currentNote}>{t('loan.current.pending')}</p>
      )}
      {loan.status === 'active' && !info && (
        <button type="button" className={styles.switch} onClick={onSwitch}>
          <Icon name="swap" size={16} strokeWidth={2.2} />
          {t('loan.current.switch', { currency: loan.currency })}
        </button>
      )}
      {loan.status === 'active' && info && <RepayForm loan={loan} info={info} cash={cash} />}
    </section>
  );
}

/** Checks the amount against what is owed, confirms what will be left, then repays. */
function useRepaySubmit(loan: Loan, info: LoanInfo) {
  const { t } = useTranslation();
  const message = useMessage();
  const repay = useRepayLoan();
  const [money, setMoney] = useState('');
  const currency = loan.currency;
  const owed = minorOf(info.outstanding, currency);

  function submit() {
    const check = checkAmount(money, currency);
    if (check.minor === undefined) {
      showMessage(message(check.msg ?? 'amount_format', check.params));
      return;
    }
    if (check.minor > owed) {
      showMessage(message('repay_more_than_loan', { owed: info.outstanding, currency }));
      return;
    }
    const amount = amountText(money);
    const left = isCurrency(currency) ? formatMoney(owed - check.minor, currency) : '0';
    void confirmDialog({
      title: t('loan.repay.confirmTitle'),
      content: (
        <Facts
          testId="loan-repay-confirm"
          items={[
            {
              label: t('loan.repay.amount'),
              value: `${displayMoney(amount)} ${currency}`,
              strong: true,
            },
            { label: t('loan.repay.after'), value: `${displayMoney(left)} ${currency}` },
          ]}
        />
      ),
      confirmText: t('loan.repay.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        repay.mutate(
          { id: loan.id, money: amount },
          {
            onSuccess: (result) => {
              showMessage(
                result.status === 'repaid'
                  ? t('loan.repay.doneAll')
                  : t('loan.repay.donePart', {
                      outstanding: displayMoney(result.outstanding),
                      currency,
                    }),
              );
              setMoney('');
            },
          },
        );
      },
    });
  }

  return { money, setMoney, submit, pending: repay.isPending };
}

function RepayForm({ loan, info, cash }: { loan: Loan; info: LoanInfo; cash: string | undefined }) {
  const { t } = useTranslation();
  const { money, setMoney, submit, pending } = useRepaySubmit(loan, info);
  return (
    <div className={styles.repay} data-testid="loan-repay">
      <AmountField
        label={t('loan.repay.title')}
        labelExtra={cash !== undefined && t('loan.repay.cash', { cash: displayMoney(cash) })}
        currency={loan.currency}
        value={money}
        onChange={setMoney}
        placeholder={t('loan.repay.placeholder')}
        all={{
          label: t('loan.repay.all'),
          onClick: () => setMoney(amountText(info.outstanding)),
        }}
        hint={t('loan.repay.hint')}
        testId="loan-repay-amount"
      />
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        className={kit.submit}
        loading={pending}
        onClick={submit}
        data-testid="loan-repay-submit"
      >
        {t('loan.repay.submit')}
      </Button>
    </div>
  );
}
