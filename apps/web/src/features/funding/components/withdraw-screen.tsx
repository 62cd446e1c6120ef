import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import {
  AmountField,
  Card,
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
import type { Wallet } from '@kabuto/shared/contracts/funding';
import type { WithdrawRequirements } from './withdraw-parts';
import { WithdrawCards, WithdrawChecklist, WithdrawHistory, WithdrawRules } from './withdraw-parts';

export type { WithdrawRequirements } from './withdraw-parts';

interface WithdrawScreenProps {
  /** From the customer's user info; undefined while it loads. */
  requirements: WithdrawRequirements | undefined;
}

/** /mine/withdraw: the rules first, then card, amount and fund password. */
export function WithdrawScreen({ requirements }: WithdrawScreenProps) {
  const { t } = useTranslation();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const currency = MARKETS[type].currency;
  const wallets = useWallets();
  const rules = useWithdrawRules(type);
  const cards = useBankCards();
  const [cardId, setCardId] = useState<number | null>(null);
  const chosenCard = cards.data?.find((c) => c.id === cardId) ?? cards.data?.[0];
  const form = useWithdrawForm(type, chosenCard);
  const wallet = walletOf(wallets.data, currency);
  const frozen = wallet && /[1-9]/.test(wallet.frozen) ? wallet.frozen : null;

  return (
    <Screen testId="withdraw-screen">
      <Hero
        label={`${t('funding.available')} (${currency})`}
        value={wallet ? displayMoney(wallet.cash) : '—'}
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
        <WithdrawChecklist
          requirements={requirements}
          hasCard={cards.data ? cards.data.length > 0 : undefined}
        />
        <WithdrawCards cards={cards.data} chosenId={chosenCard?.id} onChoose={setCardId} />
        <WithdrawFields form={form} wallet={wallet} currency={currency} />
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
  wallet: Wallet | undefined;
  currency: string;
}

/** The amount (all of the available cash at a tap) and the fund password. */
function WithdrawFields({ form, wallet, currency }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <AmountField
        label={t('funding.amount')}
        labelExtra={wallet && `${t('funding.available')} ${displayMoney(wallet.cash)} ${currency}`}
        currency={currency}
        value={form.money}
        onChange={form.setMoney}
        placeholder={t('funding.amountPlaceholder')}
        all={
          wallet
            ? {
                label: t('funding.all'),
                onClick: () => form.setMoney(wallet.cash.replace(/\.00$/, '')),
              }
            : undefined
        }
        testId="withdraw-amount"
      />
      <label className={kit.field}>
        <span className={kit.label}>{t('funding.withdraw.fundPasswordTitle')}</span>
        <Input
          className={kit.input}
          type="password"
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          value={form.password}
          onChange={(value) => form.setPassword(value.replace(/\D/g, ''))}
          placeholder={t('funding.withdraw.fundPasswordPlaceholder')}
          data-testid="withdraw-password"
        />
      </label>
    </Card>
  );
}
