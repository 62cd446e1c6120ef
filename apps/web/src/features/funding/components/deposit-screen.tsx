import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import { SafetyNotice } from '@/components/safety-notice/safety-notice';
import {
  AmountField,
  Card,
  Hero,
  kit,
  MarketTabs,
  RuleBox,
  Screen,
  ScreenBody,
} from '@/components/screen-kit/screen-kit';
import { useSessionStore } from '@/lib/session-store';
import { useDepositAccount } from '../api/get-deposit-account';
import { useRechargeList } from '../api/get-recharge-list';
import { useWallets, walletOf } from '../api/get-wallets';
import type { DepositForm } from '../hooks/use-deposit-form';
import { useDepositForm } from '../hooks/use-deposit-form';
import { LatestDeposit, ProofCard, ReceivingAccount } from './deposit-parts';

const grouped = (text: string) => text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** /mine/deposit: bank transfer to the broker's account, with a screenshot, reviewed by staff. */
export function DepositScreen() {
  const { t } = useTranslation();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const currency = MARKETS[type].currency;
  const wallets = useWallets();
  const account = useDepositAccount(type);
  const records = useRechargeList(type);
  const wallet = walletOf(wallets.data, currency);
  const latest = records.data?.find((record) => record.kind === 'bank');
  const pending = latest?.status === 0;
  const form = useDepositForm({ type, max: account.data?.max, pending });

  const changeType = (next: MarketType) => {
    setType(next);
    form.setMoney('');
  };

  return (
    <Screen testId="deposit-screen">
      <Hero
        label={`${t('funding.cash')} (${currency})`}
        value={wallet ? displayMoney(wallet.cash) : '—'}
        valueTestId="deposit-cash"
        aside={
          <MarketTabs
            value={type}
            onChange={changeType}
            label={t('panel.currency')}
            testIdPrefix="deposit"
          />
        }
      />
      <ScreenBody>
        {latest && <LatestDeposit record={latest} />}

        <Card step={1} title={t('funding.deposit.accountTitle')} testId="deposit-account">
          {account.data ? (
            <ReceivingAccount account={account.data} />
          ) : (
            <p>{t('common.loading')}</p>
          )}
        </Card>

        <SafetyNotice />

        <DepositAmount form={form} max={account.data?.max} currency={currency} />

        <ProofCard form={form} />

        <DepositRules max={account.data?.max} currency={currency} />

        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          className={kit.submit}
          disabled={pending}
          loading={form.sending}
          onClick={form.submit}
          data-testid="deposit-submit"
        >
          {t('funding.deposit.submit')}
        </Button>
      </ScreenBody>
    </Screen>
  );
}

function DepositRules({ max, currency }: { max: string | undefined; currency: string }) {
  const { t } = useTranslation();
  return (
    <RuleBox
      title={t('funding.rulesTitle')}
      testId="deposit-rules"
      rules={[
        t('funding.deposit.ruleReview'),
        t('funding.deposit.ruleOnePending'),
        ...(max ? [t('funding.deposit.ruleLimit', { max: grouped(max), currency })] : []),
      ]}
    />
  );
}

interface AmountProps {
  form: DepositForm;
  max: string | undefined;
  currency: string;
}

/** Step 2: the amount transferred, within the deposit limit. */
function DepositAmount({ form, max, currency }: AmountProps) {
  const { t } = useTranslation();
  return (
    <Card step={2} title={t('funding.deposit.amountTitle')}>
      <AmountField
        label={t('funding.amount')}
        labelExtra={max && t('funding.limitValue', { max: grouped(max), currency })}
        currency={currency}
        value={form.money}
        onChange={form.setMoney}
        placeholder={t('funding.amountPlaceholder')}
        testId="deposit-amount"
      />
    </Card>
  );
}
