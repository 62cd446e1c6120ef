import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import {
  AmountField,
  Card,
  kit,
  RuleBox,
  Screen,
  ScreenBody,
} from '@/components/screen-kit/screen-kit';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { useWallets, walletOf } from '../api/get-wallets';
import type { ExchangeForm } from '../hooks/use-exchange-form';
import { useExchangeForm } from '../hooks/use-exchange-form';
import {
  bpsToPercent,
  CurrencyPair,
  CurrencyPicker,
  ExchangeDone,
  ExchangeWallets,
  QuoteFacts,
} from './exchange-parts';

/** /mine/exchange: quote first, then confirm; both legs settle at once. */
export function ExchangeScreen() {
  const { t } = useTranslation();
  const wallets = useWallets();
  const config = useSiteConfig();
  const form = useExchangeForm();
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const spreadBps = configValue(config.data, 'fx_spread_bps');
  const fromWallet = walletOf(wallets.data, form.from);
  const { quote, receipt, from } = form;

  return (
    <Screen testId="exchange-screen">
      <ScreenBody flat>
        <ExchangeWallets wallets={wallets.data} />
        <Card>
          <CurrencyPair form={form} onPick={setPicking} />
          <AmountField
            label={t('funding.amount')}
            labelExtra={
              fromWallet && `${t('funding.cash')} ${displayMoney(fromWallet.cash)} ${from}`
            }
            currency={from}
            value={form.money}
            onChange={form.setMoney}
            placeholder={t('funding.amountPlaceholder')}
            all={
              fromWallet
                ? {
                    label: t('funding.all'),
                    onClick: () => form.setMoney(fromWallet.cash.replace(/\.00$/, '')),
                  }
                : undefined
            }
            testId="exchange-amount"
          />
          {quote && <QuoteFacts quote={quote} />}
        </Card>
        <RuleBox
          title={t('funding.rulesTitle')}
          testId="exchange-rules"
          rules={[
            t('funding.exchange.ruleSpread', {
              spread: bpsToPercent(quote?.spread_bps ?? Number(spreadBps ?? 0)),
            }),
            t('funding.exchange.ruleRate'),
            t('funding.exchange.ruleInstant'),
          ]}
        />
        <ExchangeButton form={form} />
        {receipt && <ExchangeDone receipt={receipt} />}
      </ScreenBody>
      <CurrencyPicker picking={picking} form={form} onClose={() => setPicking(null)} />
    </Screen>
  );
}

/** Quote first; with a quote, the exchange at it. */
function ExchangeButton({ form }: { form: ExchangeForm }) {
  const { t } = useTranslation();
  const { quote } = form;
  return quote ? (
    <Button
      block
      color="primary"
      size="large"
      shape="rounded"
      className={kit.submit}
      loading={form.exchanging}
      onClick={() => form.confirm(quote)}
      data-testid="exchange-submit"
    >
      {t('funding.exchange.confirm')}
    </Button>
  ) : (
    <Button
      block
      color="primary"
      size="large"
      shape="rounded"
      className={kit.submit}
      loading={form.quoting}
      onClick={form.askQuote}
      data-testid="exchange-quote-button"
    >
      {t('funding.exchange.quote')}
    </Button>
  );
}
