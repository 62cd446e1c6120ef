import { ActionSheet } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ExchangeQuote, ExchangeReceipt, Wallet } from '@kabuto/shared/contracts/funding';
import type { Currency } from '@kabuto/shared/money';
import { CURRENCIES, displayMoney } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { Card, Facts, ResultNotice } from '@/components/screen-kit/screen-kit';
import { Amount } from '@/components/amount/amount';
import type { ExchangeForm } from '../hooks/use-exchange-form';
import styles from './funding.module.css';

/** Basis points as a percentage with two decimals: 50 → "0.50". */
export const bpsToPercent = (bps: number) => (bps / 100).toFixed(2);

/** The wallets holding money (every wallet while none does). */
export function ExchangeWallets({ wallets }: { wallets: Wallet[] | undefined }) {
  const { t } = useTranslation();
  const held = (wallets ?? []).filter((w) => /[1-9]/.test(w.cash) || /[1-9]/.test(w.frozen));
  return (
    <Card title={t('funding.exchange.wallets')} testId="exchange-wallets">
      <div className={styles.wallets}>
        {(held.length > 0 ? held : (wallets ?? [])).map((wallet) => (
          <div key={wallet.currency} className={styles.wallet}>
            <span className={styles.walletCode}>{wallet.currency}</span>
            <Amount
              as="strong"
              className={styles.walletCash}
              testId={`exchange-wallet-${wallet.currency}`}
              value={displayMoney(wallet.cash)}
            />
          </div>
        ))}
      </div>
    </Card>
  );
}

/** From and to, each opening the currency picker, with the swap between them. */
export function CurrencyPair(props: { form: ExchangeForm; onPick: (side: 'from' | 'to') => void }) {
  const { form, onPick } = props;
  const { t } = useTranslation();
  const currencyButton = (side: 'from' | 'to', value: Currency) => (
    <div className={styles.pairRow}>
      <span className={styles.pairLabel}>{t(`funding.exchange.${side}`)}</span>
      <button
        type="button"
        className={styles.currencyButton}
        onClick={() => onPick(side)}
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
    <div className={`${styles.pair} ${styles.pairSpaced}`}>
      {currencyButton('from', form.from)}
      <button type="button" className={styles.swap} onClick={form.swap} data-testid="exchange-swap">
        <Icon name="swap" size={14} strokeWidth={2.4} />
        {t('funding.exchange.swap')}
      </button>
      {currencyButton('to', form.to)}
    </div>
  );
}

/** What the customer receives, at which rate, and the spread against the middle rate. */
export function QuoteFacts({ quote }: { quote: ExchangeQuote }) {
  const { t } = useTranslation();
  return (
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
  );
}

export function ExchangeDone({ receipt }: { receipt: ExchangeReceipt }) {
  const { t } = useTranslation();
  return (
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
          {t('funding.exchange.rate')} {receipt.rate} · {t('funding.orderNo')} {receipt.order_no}
        </>
      }
    />
  );
}

interface PickerProps {
  picking: 'from' | 'to' | null;
  form: ExchangeForm;
  onClose: () => void;
}

/** The currencies to exchange from or to; the other side's currency is not offered. */
export function CurrencyPicker({ picking, form, onClose }: PickerProps) {
  const { t } = useTranslation();
  return (
    <ActionSheet
      visible={picking !== null}
      onClose={onClose}
      cancelText={t('common.cancel')}
      extra={t('funding.exchange.pickCurrency')}
      actions={CURRENCIES.map((currency) => ({
        key: currency,
        text: `${currency} · ${t(`funding.currencyNames.${currency}`)}`,
        disabled: picking === 'from' ? currency === form.to : currency === form.from,
      }))}
      onAction={(action) => {
        if (picking) form.choose(picking, action.key as Currency);
        onClose();
      }}
    />
  );
}
