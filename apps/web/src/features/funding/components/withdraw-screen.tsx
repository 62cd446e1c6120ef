import { useRef, useState } from 'react';
import { Button, Dialog, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayMoney, MARKET_CURRENCY } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import {
  AmountField,
  Card,
  Facts,
  Hero,
  kit,
  MarketTabs,
  ResultNotice,
  Screen,
  ScreenBody,
  statusKey,
  statusTone,
  Tag,
} from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { newNonce } from '@/lib/nonce';
import { useSessionStore } from '@/lib/session-store';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { showMessage } from '@/lib/toast';
import { useBankCards } from '../api/get-bank-cards';
import type { BankCard } from '../api/get-bank-cards';
import { useWallets, walletOf } from '../api/get-wallets';
import { useWithdrawalRecords } from '../api/get-withdrawal-list';
import { useWithdrawRules } from '../api/get-withdraw-rules';
import { useRequestWithdrawal, WithdrawalRefused } from '../api/request-withdrawal';
import type { WithdrawalReceipt } from '../api/request-withdrawal';
import { amountText, checkAmount } from '@/lib/amount-input';
import { fundingHoursText } from '../utils/funding-hours';
import styles from './funding.module.css';

/** Refusals the customer fixes on another screen, and where. */
const FIX_ROUTES: Readonly<Record<string, string>> = {
  kyc_required: '/mine/verified',
  bank_card_required: '/mine/bankAdd?from=withdraw',
  fund_password_not_set: '/mine/fundPassword',
};

export interface WithdrawRequirements {
  kycPassed: boolean;
  fundPasswordSet: boolean;
}

interface WithdrawScreenProps {
  /** From the customer's user info; undefined while it loads. */
  requirements: WithdrawRequirements | undefined;
}

/** /mine/withdraw: the rules first, then card, amount and fund password. */
export function WithdrawScreen({ requirements }: WithdrawScreenProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const currency = MARKET_CURRENCY[type];
  const wallets = useWallets();
  const rules = useWithdrawRules(type);
  const cards = useBankCards();
  const history = useWithdrawalRecords(type);
  const config = useSiteConfig();
  const withdraw = useRequestWithdrawal();
  const [cardId, setCardId] = useState<number | null>(null);
  const [money, setMoney] = useState('');
  const [password, setPassword] = useState('');
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);
  const nonce = useRef(newNonce());

  const wallet = walletOf(wallets.data, currency);
  const chosenCard = cards.data?.find((c) => c.id === cardId) ?? cards.data?.[0];
  const hours = fundingHoursText(
    t,
    configValue(config.data, 'funding_days'),
    configValue(config.data, 'funding_hours'),
  );
  const renew = () => {
    nonce.current = newNonce();
    setReceipt(null);
  };

  function refused(error: unknown) {
    if (!(error instanceof WithdrawalRefused)) return; // already told by the client
    const route = FIX_ROUTES[error.msg];
    if (route) {
      void Dialog.confirm({
        content: message(error.msg, error.params),
        confirmText: t('funding.withdraw.action'),
        cancelText: t('common.cancel'),
        onConfirm: () => navigate(route),
      });
      return;
    }
    showMessage(message(error.msg, error.params));
  }

  function submit() {
    const problem = checkAmount(money, currency);
    if (problem.msg) {
      showMessage(message(problem.msg, problem.params));
      return;
    }
    if (!chosenCard) {
      refused(new WithdrawalRefused('bank_card_required', undefined));
      return;
    }
    if (!password) {
      showMessage(message('fund_password_required'));
      return;
    }
    const amount = amountText(money);
    const card = chosenCard;
    void Dialog.confirm({
      title: t('funding.withdraw.confirmTitle'),
      content: (
        <Facts
          testId="withdraw-confirm"
          items={[
            {
              label: t('funding.withdraw.amountTitle'),
              value: `${displayMoney(amount)} ${currency}`,
              strong: true,
            },
            { label: t('funding.withdraw.fee'), value: t('funding.withdraw.feeFree') },
            {
              label: t('funding.withdraw.cardTitle'),
              value: `${card.bank} ${card.card}`,
            },
            { label: t('funding.withdraw.arrival'), value: t('funding.withdraw.arrivalValue') },
          ]}
        />
      ),
      confirmText: t('funding.withdraw.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        withdraw.mutate(
          {
            type,
            money: amount,
            bank_id: card.id,
            fund_password: password,
            nonce: nonce.current,
          },
          {
            onSuccess: (result) => {
              showMessage(message('submit_success'));
              setReceipt(result);
              setMoney('');
              setPassword('');
              nonce.current = newNonce();
            },
            onError: refused,
          },
        );
      },
    });
  }

  const checks: {
    key: string;
    label: string;
    done: boolean | undefined;
    action: string;
    to: string;
  }[] = [
    {
      key: 'kyc',
      label: t('funding.withdraw.kyc'),
      done: requirements?.kycPassed,
      action: t('funding.withdraw.goKyc'),
      to: '/mine/verified',
    },
    {
      key: 'card',
      label: t('funding.withdraw.card'),
      done: cards.data ? cards.data.length > 0 : undefined,
      action: t('funding.withdraw.goCard'),
      to: '/mine/bankAdd?from=withdraw',
    },
    {
      key: 'fundPassword',
      label: t('funding.withdraw.fundPassword'),
      done: requirements?.fundPasswordSet,
      action: t('funding.withdraw.goFundPassword'),
      to: '/mine/fundPassword',
    },
  ];

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
              setMoney('');
              renew();
            }}
            label={t('panel.currency')}
            testIdPrefix="withdraw"
          />
        }
      />
      <ScreenBody>
        <Card title={t('funding.withdraw.rulesTitle')} testId="withdraw-rules">
          <Facts
            items={[
              {
                label: t('funding.withdraw.minimum'),
                value: rules.data ? `${displayMoney(rules.data.min)} ${currency}` : '—',
                testId: 'withdraw-rule-min',
              },
              {
                label: t('funding.withdraw.fee'),
                value: t('funding.withdraw.feeFree'),
                testId: 'withdraw-rule-fee',
              },
              {
                label: t('funding.withdraw.arrival'),
                value: t('funding.withdraw.arrivalValue'),
                testId: 'withdraw-rule-arrival',
              },
              { label: t('funding.withdraw.hours'), value: hours },
            ]}
          />
          <ul className={`${kit.rulesList} ${kit.cardNotes}`} data-testid="withdraw-rule-notes">
            {rules.data?.requires_no_positions && <li>{t('funding.withdraw.positionsRule')}</li>}
            <li>{t('funding.withdraw.freezeRule')}</li>
          </ul>
        </Card>

        <Card title={t('funding.withdraw.checklistTitle')} testId="withdraw-checklist">
          <ul className={styles.checks}>
            {checks.map((check) => (
              <li
                key={check.key}
                className={styles.check}
                data-done={check.done !== false}
                data-testid={`withdraw-check-${check.key}`}
              >
                <span className={styles.checkMark}>
                  <Icon name={check.done === false ? 'close' : 'check'} size={13} strokeWidth={3} />
                </span>
                <span className={styles.checkLabel}>{check.label}</span>
                {check.done === false ? (
                  <button
                    type="button"
                    className={styles.checkAction}
                    onClick={() => navigate(check.to)}
                  >
                    {check.action}
                  </button>
                ) : (
                  check.done && <Tag tone="passed">{t('funding.withdraw.done')}</Tag>
                )}
              </li>
            ))}
          </ul>
        </Card>

        <Card
          title={t('funding.withdraw.cardTitle')}
          extra={
            cards.data && cards.data.length > 0 ? (
              <button
                type="button"
                className={styles.addLink}
                onClick={() => navigate('/mine/bankAdd?from=withdraw')}
              >
                <Icon name="plus" size={14} strokeWidth={2.6} />
                {t('funding.withdraw.addCard')}
              </button>
            ) : undefined
          }
        >
          {cards.data && cards.data.length === 0 ? (
            <div className={styles.emptyCards}>
              <span>{t('funding.withdraw.noCard')}</span>
              <Button
                size="small"
                shape="rounded"
                color="primary"
                onClick={() => navigate('/mine/bankAdd?from=withdraw')}
                data-testid="withdraw-add-card"
              >
                {t('funding.withdraw.addCard')}
              </Button>
            </div>
          ) : (
            <div className={styles.cardOptions} role="radiogroup">
              {(cards.data ?? []).map((card) => (
                <CardOption
                  key={card.id}
                  card={card}
                  checked={card.id === chosenCard?.id}
                  onChoose={() => setCardId(card.id)}
                />
              ))}
            </div>
          )}
        </Card>

        <Card>
          <AmountField
            label={t('funding.amount')}
            labelExtra={
              wallet && `${t('funding.available')} ${displayMoney(wallet.cash)} ${currency}`
            }
            currency={currency}
            value={money}
            onChange={(value) => {
              setMoney(value);
              renew();
            }}
            placeholder={t('funding.amountPlaceholder')}
            all={
              wallet
                ? {
                    label: t('funding.all'),
                    onClick: () => {
                      setMoney(wallet.cash.replace(/\.00$/, ''));
                      renew();
                    },
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
              value={password}
              onChange={(value) => setPassword(value.replace(/\D/g, ''))}
              placeholder={t('funding.withdraw.fundPasswordPlaceholder')}
              data-testid="withdraw-password"
            />
          </label>
        </Card>

        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          className={kit.submit}
          loading={withdraw.isPending}
          onClick={submit}
          data-testid="withdraw-submit"
        >
          {t('funding.withdraw.submit')}
        </Button>

        {receipt && (
          <ResultNotice
            testId="withdraw-done"
            title={t('funding.withdraw.doneTitle')}
            body={
              <>
                {t('funding.orderNo')} {receipt.order_no} · {displayMoney(receipt.money)}{' '}
                {receipt.currency}
                <br />
                {t('funding.withdraw.doneBody')}
              </>
            }
          />
        )}

        <Card title={t('funding.withdraw.history')} testId="withdraw-history">
          {history.data && history.data.length === 0 ? (
            <NoData />
          ) : (
            <ul className={kit.rows}>
              {(history.data ?? []).slice(0, 10).map((row) => (
                <li key={row.id} className={kit.row} data-testid={`withdrawal-${row.id}`}>
                  <div className={kit.rowMain}>
                    <span className={kit.rowTitle}>
                      {displayMoney(row.money)} {row.currency}
                    </span>
                    <span className={kit.rowSub}>
                      {row.order_no ? `${row.order_no} · ` : ''}
                      {formatDateTime(row.created_at)}
                    </span>
                    {row.status === 2 && row.reason && (
                      <span className={kit.rowReason}>
                        {t('funding.reason')}: {row.reason}
                      </span>
                    )}
                  </div>
                  <div className={kit.rowSide}>
                    <Tag tone={statusTone(row.status)}>
                      {t(`funding.status.${statusKey(row.status)}`)}
                    </Tag>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </ScreenBody>
    </Screen>
  );
}

function CardOption({
  card,
  checked,
  onChoose,
}: {
  card: BankCard;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      className={styles.cardOption}
      onClick={onChoose}
      data-testid={`withdraw-card-${card.id}`}
    >
      <span className={styles.cardOptionIcon}>
        <Icon name="card" size={20} strokeWidth={2} />
      </span>
      <span className={styles.cardOptionText}>
        <strong>
          {card.bank} {card.branch}
        </strong>
        <span>
          {card.card} · {card.name}
        </span>
      </span>
      <span className={styles.radio} aria-hidden="true" />
    </button>
  );
}
