import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoanInfo } from '@kabuto/shared/contracts/loans';
import { marketOfCurrency } from '@kabuto/shared/markets';
import { displayMoney, formatMoney, isCurrency } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { AmountField, Card, Facts, kit } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { amountText, checkAmount, minorOf } from '@/lib/amount-input';
import { newNonce } from '@/lib/nonce';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { useApplyLoan } from '../api/apply-loan';
import { dailyPercent, interestAfterDays, yearlyPercentApprox } from '../utils/interest';
import styles from './loans.module.css';

/** The example period of the interest disclosure. */
const EXAMPLE_DAYS = 30;

export type KycStatus = 'none' | 'pending' | 'passed' | 'rejected';

/** Checks the amount, shows every cost in a confirmation, then applies with one nonce. */
function useApplySubmit(info: LoanInfo) {
  const { t } = useTranslation();
  const message = useMessage();
  const apply = useApplyLoan();
  const [money, setMoney] = useState('');
  const nonce = useRef(newNonce());
  const currency = info.currency;
  const bps = info.daily_interest_bps;
  const loanable = minorOf(info.loanable, currency);

  function submit() {
    const check = checkAmount(money, currency);
    if (check.minor === undefined) {
      showMessage(message(check.msg ?? 'amount_format', check.params));
      return;
    }
    if (check.minor > loanable) {
      showMessage(message('loan_limit_insufficient'));
      return;
    }
    const amount = amountText(money);
    const interest = isCurrency(currency)
      ? formatMoney(interestAfterDays(check.minor, bps, EXAMPLE_DAYS), currency)
      : '0';
    void confirmDialog({
      title: t('loan.apply.confirmTitle'),
      content: (
        <Facts
          testId="loan-apply-confirm"
          items={[
            {
              label: t('loan.apply.amount'),
              value: `${displayMoney(amount)} ${currency}`,
              strong: true,
            },
            { label: t('loan.dailyRate'), value: `${dailyPercent(bps)}%` },
            { label: t('loan.yearlyRate'), value: `≈ ${yearlyPercentApprox(bps)}%` },
            {
              label: t('loan.apply.example', { days: EXAMPLE_DAYS }),
              value: `${displayMoney(interest)} ${currency}`,
            },
            { label: t('loan.apply.payout'), value: t('loan.apply.payoutValue') },
          ]}
        />
      ),
      confirmText: t('loan.apply.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        apply.mutate(
          { type: marketOfCurrency(currency)?.type ?? 'jpy', money: amount, nonce: nonce.current },
          {
            onSuccess: (loan) => {
              // In demo mode the loan is granted at once (the system approves it).
              showMessage(message(loan.status === 'active' ? 'loan_success' : 'loan_applied'));
              setMoney('');
              nonce.current = newNonce();
            },
          },
        );
      },
    });
  }

  const change = (value: string) => {
    setMoney(value);
    nonce.current = newNonce();
  };
  return { money, setMoney, change, submit, pending: apply.isPending };
}

/** The loan application: amount, the interest disclosed before applying, the submit. */
export function ApplyCard({
  info,
  kycStatus,
}: {
  info: LoanInfo;
  kycStatus: KycStatus | undefined;
}) {
  const { t } = useTranslation();
  const form = useApplySubmit(info);
  const currency = info.currency;
  const loanable = minorOf(info.loanable, currency);
  const verified = kycStatus === undefined || kycStatus === 'passed';
  return (
    <Card title={t('loan.apply.title')} testId="loan-apply">
      {!verified && <KycGate />}
      <AmountField
        label={t('loan.apply.amount')}
        labelExtra={t('loan.apply.max', { max: displayMoney(info.loanable), currency })}
        currency={currency}
        value={form.money}
        onChange={form.change}
        placeholder={t('loan.apply.placeholder')}
        all={
          loanable > 0
            ? {
                label: t('loan.apply.all'),
                onClick: () => form.setMoney(amountText(info.loanable).replace(/\.0+$/, '')),
              }
            : undefined
        }
        testId="loan-apply-amount"
      />
      <Disclosure info={info} money={form.money} />
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        className={kit.submit}
        disabled={!verified || loanable <= 0}
        loading={form.pending}
        onClick={form.submit}
        data-testid="loan-apply-submit"
      >
        {t('loan.apply.submit')}
      </Button>
    </Card>
  );
}

function KycGate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.gate} data-testid="loan-kyc-gate">
      <Icon name="shield" size={18} strokeWidth={2.2} />
      <span>{t('loan.apply.kycNeeded')}</span>
      <button type="button" onClick={() => navigate('/mine/verified')}>
        {t('loan.apply.kycAction')}
      </button>
    </div>
  );
}

/** Daily and yearly rates and the interest of the example period, on the amount entered. */
function Disclosure({ info, money }: { info: LoanInfo; money: string }) {
  const { t } = useTranslation();
  const currency = info.currency;
  const bps = info.daily_interest_bps;
  const loanable = minorOf(info.loanable, currency);
  const entered = checkAmount(money, currency).minor;
  // Before an amount is entered, the example is the whole available amount.
  const example = entered ?? loanable;
  const exampleLabel =
    entered === undefined && loanable > 0
      ? t('loan.apply.exampleFor', {
          days: EXAMPLE_DAYS,
          amount: `${displayMoney(info.loanable)} ${currency}`,
        })
      : t('loan.apply.example', { days: EXAMPLE_DAYS });
  return (
    <div className={styles.disclosure} data-testid="loan-disclosure">
      <div className={styles.rate}>
        <span>{t('loan.dailyRate')}</span>
        <strong data-testid="loan-rate-daily">{dailyPercent(bps)}%</strong>
      </div>
      <div className={styles.rate}>
        <span>{t('loan.yearlyRate')}</span>
        <strong data-testid="loan-rate-yearly">≈ {yearlyPercentApprox(bps)}%</strong>
      </div>
      <div className={styles.rate}>
        <span>{exampleLabel}</span>
        <strong data-testid="loan-example">
          {example > 0 && isCurrency(currency)
            ? `${displayMoney(formatMoney(interestAfterDays(example, bps, EXAMPLE_DAYS), currency))} ${currency}`
            : '—'}
        </strong>
      </div>
      <p className={styles.disclosureNote}>{t('loan.compounding')}</p>
    </div>
  );
}
