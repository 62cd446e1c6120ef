import { useRef, useState } from 'react';
import { ActionSheet, Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, displayMoney, MARKET_CURRENCY } from '@kabuto/shared/money';
import type { Currency } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import {
  AmountField,
  Card,
  Facts,
  kit,
  ResultNotice,
  RuleBox,
  Screen,
  ScreenBody,
} from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { newNonce } from '@/lib/nonce';
import { useSessionStore } from '@/lib/session-store';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { showMessage } from '@/lib/toast';
import { useExchangeCurrency } from '../api/exchange-currency';
import type { ExchangeReceipt } from '../api/exchange-currency';
import { useExchangeQuote } from '../api/get-exchange-quote';
import type { ExchangeQuote } from '../api/get-exchange-quote';
import { useWallets, walletOf } from '../api/get-wallets';
import { amountText, checkAmount } from '@/lib/amount-input';
import styles from './funding.module.css';

/** Basis points as a percentage with two decimals: 50 → "0.50". */
const bpsToPercent = (bps: number) => (bps / 100).toFixed(2);

/** /mine/exchange: quote first, then confirm; both legs settle at once. */
export function ExchangeScreen() {
  const { t } = useTranslation();
  const message = useMessage();
  const marketType = useSessionStore((state) => state.marketType);
  const wallets = useWallets();
  const config = useSiteConfig();
  const quoteMutation = useExchangeQuote();
  const exchange = useExchangeCurrency();
  const [from, setFrom] = useState<Currency>(MARKET_CURRENCY[marketType]);
  const [to, setTo] = useState<Currency>(MARKET_CURRENCY[marketType] === 'USD' ? 'JPY' : 'USD');
  const [money, setMoney] = useState('');
  const [quote, setQuote] = useState<ExchangeQuote | null>(null);
  const [receipt, setReceipt] = useState<ExchangeReceipt | null>(null);
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const nonce = useRef(newNonce());

  const spreadBps = configValue(config.data, 'fx_spread_bps');
  const fromWallet = walletOf(wallets.data, from);
  const held = (wallets.data ?? []).filter((w) => /[1-9]/.test(w.cash) || /[1-9]/.test(w.frozen));

  /** Any change makes the quote stale and the next exchange a new command. */
  const reset = () => {
    setQuote(null);
    setReceipt(null);
    nonce.current = newNonce();
  };

  const choose = (side: 'from' | 'to', currency: Currency) => {
    if (side === 'from') setFrom(currency);
    else setTo(currency);
    reset();
  };

  function askQuote() {
    if (from === to) {
      showMessage(message('same_currency'));
      return;
    }
    const problem = checkAmount(money, from);
    if (problem.msg) {
      showMessage(message(problem.msg, problem.params));
      return;
    }
    setReceipt(null);
    quoteMutation.mutate({ from, to, money: amountText(money) }, { onSuccess: setQuote });
  }

  function confirm(current: ExchangeQuote) {
    void Dialog.confirm({
      title: t('funding.exchange.confirmTitle'),
      content: (
        <Facts
          items={[
            { label: t('funding.exchange.from'), value: `${displayMoney(current.money)} ${from}` },
            {
              label: t('funding.exchange.received'),
              value: `${displayMoney(current.received)} ${to}`,
              strong: true,
            },
            { label: t('funding.exchange.rate'), value: current.rate },
          ]}
        />
      ),
      confirmText: t('funding.exchange.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        exchange.mutate(
          { from, to, money: current.money, nonce: nonce.current },
          {
            onSuccess: (result) => {
              showMessage(message('exchange_success'));
              setReceipt(result);
              setQuote(null);
              setMoney('');
              nonce.current = newNonce();
            },
          },
        );
      },
    });
  }

  const currencyButton = (side: 'from' | 'to', value: Currency) => (
    <div className={styles.pairRow}>
      <span className={styles.pairLabel}>{t(`funding.exchange.${side}`)}</span>
      <button
        type="button"
        className={styles.currencyButton}
        onClick={() => setPicking(side)}
        data-testid={`exchange-${side}`}
        data-currency={value}
      >
        <strong>{value}</strong>
        <span>{t(`funding.currencyNames.${value}`)}</span>
        <Icon name="chevron" size={16} strokeWidth={2.2} />
      </button>
    </div>
  );

  return (
    <Screen testId="exchange-screen">
      <ScreenBody flat>
        <Card title={t('funding.exchange.wallets')} testId="exchange-wallets">
          <div className={styles.wallets}>
            {(held.length > 0 ? held : (wallets.data ?? [])).map((wallet) => (
              <div key={wallet.currency} className={styles.wallet}>
                <span className={styles.walletCode}>{wallet.currency}</span>
                <strong
                  className={styles.walletCash}
                  data-testid={`exchange-wallet-${wallet.currency}`}
                >
                  {displayMoney(wallet.cash)}
                </strong>
              </div>
            ))}
          </div>
        </Card>

        <Card>
          <div className={`${styles.pair} ${styles.pairSpaced}`}>
            {currencyButton('from', from)}
            <button
              type="button"
              className={styles.swap}
              onClick={() => {
                setFrom(to);
                setTo(from);
                reset();
              }}
              data-testid="exchange-swap"
            >
              <Icon name="swap" size={14} strokeWidth={2.4} />
              {t('funding.exchange.swap')}
            </button>
            {currencyButton('to', to)}
          </div>
          <AmountField
            label={t('funding.amount')}
            labelExtra={
              fromWallet && `${t('funding.cash')} ${displayMoney(fromWallet.cash)} ${from}`
            }
            currency={from}
            value={money}
            onChange={(value) => {
              setMoney(value);
              reset();
            }}
            placeholder={t('funding.amountPlaceholder')}
            all={
              fromWallet
                ? {
                    label: t('funding.all'),
                    onClick: () => {
                      setMoney(fromWallet.cash.replace(/\.00$/, ''));
                      reset();
                    },
                  }
                : undefined
            }
            testId="exchange-amount"
          />
          {quote && (
            <div className={styles.quote} data-testid="exchange-quote">
              <div className={styles.quoteReceived}>
                <span>{t('funding.exchange.received')}</span>
                <strong data-testid="exchange-received">
                  {displayMoney(quote.received)} {quote.to}
                </strong>
              </div>
              <Facts
                items={[
                  {
                    label: t('funding.exchange.rate'),
                    value: `1 ${quote.from} = ${quote.rate} ${quote.to}`,
                    testId: 'exchange-rate',
                  },
                  {
                    label: t('funding.exchange.midRate'),
                    value: `1 ${quote.from} = ${quote.mid_rate} ${quote.to}`,
                  },
                  {
                    label: t('funding.exchange.spread'),
                    value: `${bpsToPercent(quote.spread_bps)}%`,
                  },
                ]}
              />
            </div>
          )}
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

        {quote ? (
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            className={kit.submit}
            loading={exchange.isPending}
            onClick={() => confirm(quote)}
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
            loading={quoteMutation.isPending}
            onClick={askQuote}
            data-testid="exchange-quote-button"
          >
            {t('funding.exchange.quote')}
          </Button>
        )}

        {receipt && (
          <ResultNotice
            testId="exchange-done"
            title={t('funding.exchange.doneTitle')}
            body={
              <>
                {displayMoney(receipt.money)} {receipt.from} →{' '}
                <span data-testid="exchange-done-received" data-value={receipt.received}>
                  {displayMoney(receipt.received)} {receipt.to}
                </span>
                <br />
                {t('funding.exchange.rate')} {receipt.rate} · {t('funding.orderNo')}{' '}
                {receipt.order_no}
              </>
            }
          />
        )}
      </ScreenBody>

      <ActionSheet
        visible={picking !== null}
        onClose={() => setPicking(null)}
        cancelText={t('common.cancel')}
        extra={t('funding.exchange.pickCurrency')}
        actions={CURRENCIES.map((currency) => ({
          key: currency,
          text: `${currency} · ${t(`funding.currencyNames.${currency}`)}`,
          disabled: picking === 'from' ? currency === to : currency === from,
        }))}
        onAction={(action) => {
          if (picking) choose(picking, action.key as Currency);
          setPicking(null);
        }}
      />
    </Screen>
  );
}
