import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import {
  AmountField,
  Card,
  FundPasswordField,
  Hero,
  kit,
  MarketTabs,
  ResultNotice,
  Screen,
  ScreenBody,
} from '@/components/screen-kit/screen-kit';
import { useSessionStore } from '@/lib/session-store';
import { useBankCards } from '../api/get-bank-cards';
import { useWallets, walletOf } from '../api/get-wallets';
import { useWithdrawRules } from '../api/get-withdraw-rules';
import type { WithdrawForm } from '../hooks/use-withdraw-form';
import { useWithdrawForm } from '../hooks/use-withdraw-form';
import { useWithdrawCheck } from '../api/get-withdraw-check';
import { WithdrawCards, WithdrawChecklist, WithdrawHistory, WithdrawRules } from './withdraw-parts';

/** /mine/withdraw: the rules and the server's checklist first, then card, amount and password. */
export function WithdrawScreen() {
  const { t } = useTranslation();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const currency = MARKETS[type].currency;
  const wallets = useWallets();
  const rules = useWithdrawRules(type);
  const cards = useBankCards();
  const checklist = useWithdrawCheck(type).data;
  const [cardId, setCardId] = useState<number | null>(null);
  const chosenCard = cards.data?.find((c) => c.id === cardId) ?? cards.data?.[0];
  const form = useWithdrawForm(type, chosenCard, checklist);
  const wallet = walletOf(wallets.data, currency);
  const frozen = wallet && /[1-9]/.test(wallet.frozen) ? wallet.frozen : null;
  // What may leave now: none while a rule stops every withdrawal (open positions, a request…).
  const withdrawable = checklist?.withdrawable;

  return (
    <Screen testId="withdraw-screen">
      <Hero
        label={`${t('funding.available')} (${currency})`}
        value={withdrawable ? displayMoney(withdrawable) : '—'}
        valueTestId="withdraw-available"
        note={frozen && `${t('records.frozen')} ${displayMoney(frozen)} ${currency}`}
        aside={
          <MarketTabs
            value={type}
            onChange={(next: MarketType) => {
              setType(next);
              form.setMoney('');
            }}
            label={t('panel.currency')}
            testIdPrefix="withdraw"
          />
        }
      />
      <ScreenBody>
        <WithdrawRules rules={rules.data} currency={currency} />
        <WithdrawChecklist checklist={checklist} />
        <WithdrawCards cards={cards.data} chosenId={chosenCard?.id} onChoose={setCardId} />
        <WithdrawFields form={form} withdrawable={withdrawable} currency={currency} />
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          className={kit.submit}
          loading={form.pending}
          onClick={form.submit}
          data-testid="withdraw-submit"
        >
          {t('funding.withdraw.submit')}
        </Button>
        {form.receipt && (
          <ResultNotice
            testId="withdraw-done"
            title={t('funding.withdraw.doneTitle')}
            body={
              <>
                {t('funding.orderNo')} {form.receipt.order_no} · {displayMoney(form.receipt.money)}{' '}
                {form.receipt.currency}
                <br />
                {t('funding.withdraw.doneBody')}
              </>
            }
          />
        )}
        <WithdrawHistory type={type} />
      </ScreenBody>
    </Screen>
  );
}

interface FieldsProps {
  form: WithdrawForm;
  /** What may leave now (user/withdrawcheck); undefined while it loads. */
  withdrawable: string | undefined;
  currency: string;
}

/** The amount (all of what may leave at a tap) and the fund password. */
function WithdrawFields({ form, withdrawable, currency }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <AmountField
        label={t('funding.amount')}
        labelExtra={
          withdrawable && `${t('funding.available')} ${displayMoney(withdrawable)} ${currency}`
        }
        currency={currency}
        value={form.money}
        onChange={form.setMoney}
        placeholder={t('funding.amountPlaceholder')}
        all={
          withdrawable
            ? {
                label: t('funding.all'),
                onClick: () => form.setMoney(withdrawable.replace(/\.00$/, '')),
              }
            : undefined
        }
        testId="withdraw-amount"
      />
      <FundPasswordField
        label={t('funding.withdraw.fundPasswordTitle')}
        value={form.password}
        onChange={form.setPassword}
        placeholder={t('funding.withdraw.fundPasswordPlaceholder')}
        testId="withdraw-password"
      />
    </Card>
  );
}
