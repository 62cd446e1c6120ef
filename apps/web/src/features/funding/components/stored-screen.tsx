import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import { Icon } from '@/components/icon/icon';
import {
  AmountField,
  Card,
  EntryLink,
  Hero,
  kit,
  MarketTabs,
  ResultNotice,
  RuleBox,
  Screen,
  ScreenBody,
  Tag,
} from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { newNonce } from '@/lib/nonce';
import { useSessionStore } from '@/lib/session-store';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { showMessage } from '@/lib/toast';
import { useRechargeList } from '../api/get-recharge-list';
import type { RechargeRecord } from '@kabuto/shared/contracts/funding';
import { useQuickRecharge } from '../api/quick-recharge';
import { useWallets, walletOf } from '../api/get-wallets';
import { amountText, checkAmount } from '@/lib/amount-input';
import { fundingHoursText } from '../utils/funding-hours';
import { RechargeHistory } from './recharge-history';
import styles from './funding.module.css';

/** One-tap amounts per market, in whole currency units. */
const QUICK_AMOUNTS: Readonly<Record<MarketType, readonly number[]>> = {
  jpy: [10_000, 50_000, 100_000, 500_000],
  usd: [100, 500, 1_000, 5_000],
  cny: [1_000, 5_000, 10_000, 50_000],
};

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** /mine/stored: quick recharge through the simulated payment channel. */
export function StoredScreen() {
  const { t } = useTranslation();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const currency = MARKETS[type].currency;
  const wallets = useWallets();
  const config = useSiteConfig();
  const records = useRechargeList(type);
  const max = configValue(config.data, 'recharge_max');
  const wallet = walletOf(wallets.data, currency);
  const { money, done, changeAmount, submit, pending } = useStoredForm(type, max);

  const changeType = (next: MarketType) => {
    setType(next);
    changeAmount('');
  };

  return (
    <Screen testId="stored-screen">
      <Hero
        label={`${t('funding.cash')} (${currency})`}
        value={wallet ? displayMoney(wallet.cash) : '—'}
        valueTestId="stored-cash"
        aside={
          <MarketTabs
            value={type}
            onChange={changeType}
            label={t('panel.currency')}
            testIdPrefix="stored"
          />
        }
      />
      <ScreenBody>
        <SimChannel />

        <AmountCard type={type} max={max} money={money} onChange={changeAmount} onSubmit={submit} />

        <StoredRules max={max} currency={currency} />

        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          className={kit.submit}
          loading={pending}
          onClick={() => submit()}
          data-testid="stored-submit"
        >
          {t('funding.stored.submit')}
        </Button>

        {done && (
          <ResultNotice
            testId="stored-done"
            title={t('funding.stored.doneTitle')}
            body={t('funding.stored.doneBody', {
              amount: displayMoney(done.money),
              currency: done.currency,
            })}
          />
        )}

        <StoredLinks />

        <RechargeHistory records={records.data} limit={5} />
      </ScreenBody>
    </Screen>
  );
}

/** The simulated payment channel, the only one offered. */
function SimChannel() {
  const { t } = useTranslation();
  return (
    <Card title={t('funding.stored.channel')}>
      <div className={styles.channel} data-testid="stored-channel">
        <span className={styles.channelIcon}>
          <Icon name="deposit" size={20} strokeWidth={2} />
        </span>
        <span className={styles.channelText}>
          <strong>
            {t('funding.stored.simChannel')}
            <Tag tone="sim">{t('funding.simulated')}</Tag>
          </strong>
          <span className={styles.channelNote}>{t('funding.stored.simNote')}</span>
        </span>
        <span className={styles.channelCheck}>
          <Icon name="check" size={20} strokeWidth={2.6} />
        </span>
      </div>
    </Card>
  );
}

interface AmountCardProps {
  type: MarketType;
  /** The most one recharge may be, whole units, as the site publishes it. */
  max: string | undefined;
  money: string;
  onChange: (value: string) => void;
  onSubmit: (event?: FormEvent) => void;
}

/** The amount, typed or picked from the market's one-tap amounts. */
function AmountCard({ type, max, money, onChange, onSubmit }: AmountCardProps) {
  const { t } = useTranslation();
  const currency = MARKETS[type].currency;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <AmountField
          label={t('funding.amount')}
          labelExtra={max && t('funding.limitValue', { max: grouped(Number(max)), currency })}
          currency={currency}
          value={money}
          onChange={onChange}
          placeholder={t('funding.amountPlaceholder')}
          testId="stored-amount"
        />
        <p className={kit.hint}>{t('funding.stored.quickPick')}</p>
        <div className={kit.chips}>
          {QUICK_AMOUNTS[type].map((amount) => (
            <button
              key={amount}
              type="button"
              className={kit.chip}
              aria-pressed={money === String(amount)}
              onClick={() => onChange(String(amount))}
              data-testid={`stored-chip-${amount}`}
            >
              {grouped(amount)}
            </button>
          ))}
        </div>
      </Card>
    </form>
  );
}

/** The amount, sent with one key per command: kept across a double tap, new once it changes. */
function useStoredForm(type: MarketType, max: string | undefined) {
  const message = useMessage();
  const currency = MARKETS[type].currency;
  const recharge = useQuickRecharge();
  const [money, setMoney] = useState('');
  const [done, setDone] = useState<RechargeRecord | null>(null);
  const nonce = useRef(newNonce());

  const changeAmount = (value: string) => {
    setMoney(value);
    setDone(null);
    nonce.current = newNonce();
  };

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const problem = checkAmount(money, currency, {
      max: { value: max, msg: 'deposit_limit_exceeded' },
    });
    if (problem.msg) {
      showMessage(message(problem.msg, problem.params));
      return;
    }
    recharge.mutate(
      { type, money: amountText(money), nonce: nonce.current },
      {
        onSuccess: (record) => {
          const key = record.status === 1 ? 'recharge_credited' : 'recharge_pending';
          showMessage(message(key, { amount: record.money, currency: record.currency }));
          setDone(record);
          setMoney('');
          nonce.current = newNonce();
        },
      },
    );
  }

  return { money, done, changeAmount, submit, pending: recharge.isPending };
}

/** The other ways to add money: bank transfer and exchange. */
function StoredLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <EntryLink
        icon="card"
        title={t('funding.stored.bankTitle')}
        hint={t('funding.stored.bankHint')}
        onClick={() => navigate('/mine/deposit')}
        testId="stored-to-deposit"
      />
      <EntryLink
        icon="swap"
        title={t('funding.stored.exchangeTitle')}
        hint={t('funding.stored.exchangeHint')}
        onClick={() => navigate('/mine/exchange')}
        testId="stored-to-exchange"
      />
    </>
  );
}

function StoredRules({ max, currency }: { max: string | undefined; currency: string }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const hours = fundingHoursText(
    t,
    configValue(config.data, 'funding_days'),
    configValue(config.data, 'funding_hours'),
  );
  return (
    <RuleBox
      title={t('funding.rulesTitle')}
      testId="stored-rules"
      rules={[
        t('funding.stored.ruleInstant'),
        ...(max ? [t('funding.stored.ruleLimit', { max: grouped(Number(max)), currency })] : []),
        t('funding.stored.ruleHours', { hours }),
      ]}
    />
  );
}
