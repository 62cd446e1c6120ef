import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ExchangeQuote, ExchangeReceipt } from '@kabuto/shared/contracts/funding';
import { MARKETS } from '@kabuto/shared/markets';
import type { Currency } from '@kabuto/shared/money';
import { displayMoney } from '@kabuto/shared/money';
import { Facts } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { amountText, checkAmount } from '@/lib/amount-input';
import { newNonce } from '@/lib/nonce';
import { useSessionStore } from '@/lib/session-store';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { useExchangeCurrency } from '../api/exchange-currency';
import { useExchangeQuote } from '../api/get-exchange-quote';

/** Shows what is paid, what is received and the rate before anything is exchanged. */
function confirmExchange(
  t: TFunction,
  quote: ExchangeQuote,
  from: Currency,
  to: Currency,
  onConfirm: () => void,
) {
  void confirmDialog({
    title: t('funding.exchange.confirmTitle'),
    content: (
      <Facts
        items={[
          { label: t('funding.exchange.from'), value: `${displayMoney(quote.money)} ${from}` },
          {
            label: t('funding.exchange.received'),
            value: `${displayMoney(quote.received)} ${to}`,
            strong: true,
          },
          { label: t('funding.exchange.rate'), value: quote.rate },
        ]}
      />
    ),
    confirmText: t('funding.exchange.confirm'),
    cancelText: t('common.cancel'),
    onConfirm,
  });
}

/** The exchange: pair and amount, a quote first, then the confirmed exchange with one nonce. */
export function useExchangeForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const marketType = useSessionStore((state) => state.marketType);
  const quoteMutation = useExchangeQuote();
  const exchange = useExchangeCurrency();
  const [from, setFrom] = useState<Currency>(MARKETS[marketType].currency);
  const [to, setTo] = useState<Currency>(MARKETS[marketType].currency === 'USD' ? 'JPY' : 'USD');
  const [money, setMoney] = useState('');
  const [quote, setQuote] = useState<ExchangeQuote | null>(null);
  const [receipt, setReceipt] = useState<ExchangeReceipt | null>(null);
  const nonce = useRef(newNonce());

  /** Any change makes the quote stale and the next exchange a new command. */
  const reset = () => {
    setQuote(null);
    setReceipt(null);
    nonce.current = newNonce();
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

  function send(current: ExchangeQuote) {
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
  }

  const confirm = (current: ExchangeQuote) =>
    confirmExchange(t, current, from, to, () => send(current));

  return {
    from,
    to,
    money,
    quote,
    receipt,
    setMoney: (value: string) => {
      setMoney(value);
      reset();
    },
    choose: (side: 'from' | 'to', currency: Currency) => {
      if (side === 'from') setFrom(currency);
      else setTo(currency);
      reset();
    },
    swap: () => {
      setFrom(to);
      setTo(from);
      reset();
    },
    askQuote,
    confirm,
    quoting: quoteMutation.isPending,
    exchanging: exchange.isPending,
  };
}

export type ExchangeForm = ReturnType<typeof useExchangeForm>;
