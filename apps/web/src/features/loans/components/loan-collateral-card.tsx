import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { LoanInfo } from '@kabuto/shared/contracts/loans';
import { marketOfCurrency } from '@kabuto/shared/markets';
import { displayMoney } from '@kabuto/shared/money';
import { AmountField, Card, Facts } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { minorOf } from '@/lib/amount-input';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { useCreditTopUp, useReleaseCollateral } from '../api/pledge-collateral';
import styles from './loans.module.css';

interface CollateralCardProps {
  info: LoanInfo;
  cash: string | undefined;
  loanOpen: boolean;
}

/** Pledging cash as collateral (a whole amount, confirmed first) and releasing all of it. */
function useCollateralActions(info: LoanInfo) {
  const { t } = useTranslation();
  const message = useMessage();
  const topUp = useCreditTopUp();
  const release = useReleaseCollateral();
  const [money, setMoney] = useState('');
  const currency = info.currency;
  const type = marketOfCurrency(currency)?.type ?? 'jpy';

  function pledge() {
    const text = money.trim();
    // SPEC §5: the amount added to credit is a positive whole number.
    if (!/^\d+$/.test(text) || Number(text) <= 0) {
      showMessage(message(text ? 'credit_amount_integer' : 'amount_required'));
      return;
    }
    void confirmDialog({
      title: t('loan.pledge.confirmTitle'),
      content: (
        <Facts
          testId="loan-topup-confirm"
          items={[
            {
              label: t('loan.pledge.amount'),
              value: `${displayMoney(text)} ${currency}`,
              strong: true,
            },
            { label: t('loan.pledge.effect'), value: t('loan.pledge.effectValue') },
          ]}
        />
      ),
      confirmText: t('loan.pledge.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        topUp.mutate(
          { type, money: text },
          {
            onSuccess: () => {
              showMessage(message('credit_topup_success'));
              setMoney('');
            },
          },
        );
      },
    });
  }

  function releaseAll() {
    void confirmDialog({
      content: t('loan.pledge.releaseConfirm', {
        amount: displayMoney(info.collateral),
        currency,
      }),
      confirmText: t('loan.pledge.release'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        release.mutate(type, {
          onSuccess: (result) =>
            showMessage(
              t('loan.pledge.released', { amount: displayMoney(result.released), currency }),
            ),
        });
      },
    });
  }

  return { money, setMoney, pledge, releaseAll, topUp, release };
}

/** Collateral raises the loan limit; it is released only while no loan is open. */
export function CollateralCard({ info, cash, loanOpen }: CollateralCardProps) {
  const { t } = useTranslation();
  const { money, setMoney, pledge, releaseAll, topUp, release } = useCollateralActions(info);
  const currency = info.currency;
  const pledged = minorOf(info.collateral, currency);
  return (
    <Card title={t('loan.pledge.title')} testId="loan-collateral-card">
      <p className={styles.cardText}>{t('loan.pledge.body')}</p>
      <AmountField
        label={t('loan.pledge.amount')}
        labelExtra={cash !== undefined && t('loan.repay.cash', { cash: displayMoney(cash) })}
        currency={currency}
        value={money}
        onChange={setMoney}
        placeholder={t('loan.pledge.placeholder')}
        hint={t('loan.pledge.hint')}
        testId="loan-topup-amount"
      />
      <div className={styles.actions}>
        <Button
          color="default"
          size="large"
          shape="rounded"
          disabled={pledged <= 0 || loanOpen}
          loading={release.isPending}
          onClick={releaseAll}
          data-testid="loan-release"
        >
          {t('loan.pledge.release')}
        </Button>
        <Button
          color="primary"
          size="large"
          shape="rounded"
          loading={topUp.isPending}
          onClick={pledge}
          data-testid="loan-topup-submit"
        >
          {t('loan.pledge.submit')}
        </Button>
      </div>
      {pledged > 0 && loanOpen && (
        <p className={styles.cardNote}>{t('loan.pledge.releaseLater')}</p>
      )}
    </Card>
  );
}
