import { useRef, useState } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayMoney, formatMoney, isCurrency, MARKET_CURRENCY } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import {
  AmountField,
  Card,
  EntryLink,
  Facts,
  Hero,
  kit,
  MarketTabs,
  RuleBox,
  Screen,
  ScreenBody,
  Tag,
} from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { newNonce } from '@/lib/nonce';
import { useSessionStore } from '@/lib/session-store';
import { showMessage } from '@/lib/toast';
import { useApplyLoan } from '../api/apply-loan';
import { useLoanInfo } from '../api/get-loan-info';
import type { Loan, LoanInfo } from '../api/get-loan-info';
import { useCreditTopUp, useReleaseCollateral } from '../api/pledge-collateral';
import { useRepayLoan } from '../api/repay-loan';
import { amountText, checkAmount, minorOf } from '@/lib/amount-input';
import { dailyPercent, interestAfterDays, yearlyPercentApprox } from '../utils/interest';
import { loanTone } from '../utils/status';
import { ScoreFactors, ScoreGauge } from './score-gauge';
import styles from './loans.module.css';

/** The example period of the interest disclosure. */
const EXAMPLE_DAYS = 30;
const QUERY_MARKET: Readonly<Record<string, MarketType>> = { JPY: 'jpy', USD: 'usd', CNY: 'cny' };

interface LoanScreenProps {
  /** The customer's verification state (a loan needs it passed); undefined while loading. */
  kycStatus?: 'none' | 'pending' | 'passed' | 'rejected';
  /** Cash in the screen's currency, to repay and pledge from; undefined while loading. */
  cash?: string;
}

/**
 * /mine/loan: the credit score and its factors, the loanable amount and the daily interest,
 * shown before the customer applies (PRODUCT.md integrity rule 4); then the current loan with
 * its repayment, and the collateral that raises the limit.
 */
export function LoanScreen({ kycStatus, cash }: LoanScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const currency = MARKET_CURRENCY[type];
  const info = useLoanInfo(type);
  const data = info.data;
  const current = data?.current ?? null;
  const currentHere = current !== null && current.currency === currency;

  return (
    <Screen testId="loan-screen">
      <Hero
        label={`${t('loan.loanable')} (${currency})`}
        value={data ? displayMoney(data.loanable) : '—'}
        valueTestId="loan-loanable"
        aside={
          <MarketTabs
            value={type}
            onChange={setType}
            label={t('panel.currency')}
            testIdPrefix="loan"
          />
        }
        note={
          data &&
          t('loan.heroNote', {
            daily: dailyPercent(data.daily_interest_bps),
            yearly: yearlyPercentApprox(data.daily_interest_bps),
          })
        }
      />
      <ScreenBody>
        {data && (
          <Card testId="loan-figures">
            <div className={styles.figures}>
              <Figure
                label={t('loan.outstanding')}
                value={displayMoney(data.outstanding)}
                testId="loan-outstanding"
                emphasis={minorOf(data.outstanding, currency) > 0}
              />
              <Figure
                label={t('loan.collateral')}
                value={displayMoney(data.collateral)}
                testId="loan-collateral"
              />
              <Figure
                label={t('loan.cash')}
                value={cash === undefined ? '—' : displayMoney(cash)}
                testId="loan-cash"
              />
            </div>
          </Card>
        )}

        {current && (
          <CurrentLoan
            loan={current}
            info={currentHere ? data : undefined}
            cash={currentHere ? cash : undefined}
            onSwitch={() => {
              const target = QUERY_MARKET[current.currency];
              if (target) setType(target);
            }}
          />
        )}

        {data && (
          <Card title={t('loan.scoreTitle')} extra={t('loan.scoreExtra')} testId="loan-score-card">
            <ScoreGauge score={data.score} max={data.max_score} />
            <ScoreFactors factors={data.factors} />
            <p className={styles.formula}>{t('loan.formula')}</p>
          </Card>
        )}

        {data && !current && <ApplyCard info={data} kycStatus={kycStatus} />}

        {data && (
          <CollateralCard info={data} cash={cash} loanOpen={current !== null} key={currency} />
        )}

        {data && (
          <RuleBox
            title={t('loan.rulesTitle')}
            testId="loan-rules"
            rules={[
              t('loan.rules.interest', {
                daily: dailyPercent(data.daily_interest_bps),
                yearly: yearlyPercentApprox(data.daily_interest_bps),
              }),
              t('loan.rules.review'),
              t('loan.rules.repay'),
              t('loan.rules.one'),
              t('loan.rules.collateral'),
            ]}
          />
        )}

        <EntryLink
          icon="receipt"
          title={t('screens.loanOrder')}
          hint={t('loan.ordersHint')}
          onClick={() => navigate('/mine/loanOrder')}
          testId="loan-orders-link"
        />
      </ScreenBody>
    </Screen>
  );
}

function Figure({
  label,
  value,
  testId,
  emphasis,
}: {
  label: string;
  value: string;
  testId: string;
  emphasis?: boolean;
}) {
  return (
    <div className={styles.figure}>
      <span>{label}</span>
      <strong className="kb-figure" data-testid={testId} data-emphasis={emphasis}>
        {value}
      </strong>
    </div>
  );
}

function ApplyCard({
  info,
  kycStatus,
}: {
  info: LoanInfo;
  kycStatus: LoanScreenProps['kycStatus'];
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const apply = useApplyLoan();
  const [money, setMoney] = useState('');
  const nonce = useRef(newNonce());
  const currency = info.currency;
  const bps = info.daily_interest_bps;
  const loanable = minorOf(info.loanable, currency);
  const verified = kycStatus === undefined || kycStatus === 'passed';
  const entered = checkAmount(money, currency).minor;
  // Before an amount is entered, the example is the whole available amount.
  const example = entered ?? loanable;
  const exampleLabel =
    entered === undefined && loanable > 0
      ? t('loan.apply.exampleFor', {
          days: EXAMPLE_DAYS,
          amount: `${displayMoney(info.loanable)} ${currency}`,
        })
      : t('loan.apply.example', { days: EXAMPLE_DAYS });

  function submit() {
    const check = checkAmount(money, currency);
    if (check.minor === undefined) {
      showMessage(message(check.msg ?? 'amount_format', check.params));
      return;
    }
    if (check.minor > loanable) {
      showMessage(message('loan_limit_insufficient'));
      return;
    }
    const amount = amountText(money);
    const interest = isCurrency(currency)
      ? formatMoney(interestAfterDays(check.minor, bps, EXAMPLE_DAYS), currency)
      : '0';
    void Dialog.confirm({
      title: t('loan.apply.confirmTitle'),
      content: (
        <Facts
          testId="loan-apply-confirm"
          items={[
            {
              label: t('loan.apply.amount'),
              value: `${displayMoney(amount)} ${currency}`,
              strong: true,
            },
            { label: t('loan.dailyRate'), value: `${dailyPercent(bps)}%` },
            { label: t('loan.yearlyRate'), value: `≈ ${yearlyPercentApprox(bps)}%` },
            {
              label: t('loan.apply.example', { days: EXAMPLE_DAYS }),
              value: `${displayMoney(interest)} ${currency}`,
            },
            { label: t('loan.apply.payout'), value: t('loan.apply.payoutValue') },
          ]}
        />
      ),
      confirmText: t('loan.apply.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        apply.mutate(
          { type: QUERY_MARKET[currency] ?? 'jpy', money: amount, nonce: nonce.current },
          {
            onSuccess: () => {
              showMessage(message('submit_success'));
              setMoney('');
              nonce.current = newNonce();
            },
          },
        );
      },
    });
  }

  return (
    <Card title={t('loan.apply.title')} testId="loan-apply">
      {!verified && (
        <div className={styles.gate} data-testid="loan-kyc-gate">
          <Icon name="shield" size={18} strokeWidth={2.2} />
          <span>{t('loan.apply.kycNeeded')}</span>
          <button type="button" onClick={() => navigate('/mine/verified')}>
            {t('loan.apply.kycAction')}
          </button>
        </div>
      )}
      <AmountField
        label={t('loan.apply.amount')}
        labelExtra={t('loan.apply.max', { max: displayMoney(info.loanable), currency })}
        currency={currency}
        value={money}
        onChange={(value) => {
          setMoney(value);
          nonce.current = newNonce();
        }}
        placeholder={t('loan.apply.placeholder')}
        all={
          loanable > 0
            ? {
                label: t('loan.apply.all'),
                onClick: () => setMoney(amountText(info.loanable).replace(/\.0+$/, '')),
              }
            : undefined
        }
        testId="loan-apply-amount"
      />
      <div className={styles.disclosure} data-testid="loan-disclosure">
        <div className={styles.rate}>
          <span>{t('loan.dailyRate')}</span>
          <strong data-testid="loan-rate-daily">{dailyPercent(bps)}%</strong>
        </div>
        <div className={styles.rate}>
          <span>{t('loan.yearlyRate')}</span>
          <strong data-testid="loan-rate-yearly">≈ {yearlyPercentApprox(bps)}%</strong>
        </div>
        <div className={styles.rate}>
          <span>{exampleLabel}</span>
          <strong data-testid="loan-example">
            {example > 0 && isCurrency(currency)
              ? `${displayMoney(formatMoney(interestAfterDays(example, bps, EXAMPLE_DAYS), currency))} ${currency}`
              : '—'}
          </strong>
        </div>
        <p className={styles.disclosureNote}>{t('loan.compounding')}</p>
      </div>
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        className={kit.submit}
        disabled={!verified || loanable <= 0}
        loading={apply.isPending}
        onClick={submit}
        data-testid="loan-apply-submit"
      >
        {t('loan.apply.submit')}
      </Button>
    </Card>
  );
}

interface CurrentLoanProps {
  loan: Loan;
  /** The figures of the loan's own currency; undefined while another currency is shown. */
  info: LoanInfo | undefined;
  cash: string | undefined;
  onSwitch: () => void;
}

function CurrentLoan({ loan, info, cash, onSwitch }: CurrentLoanProps) {
  const { t } = useTranslation();
  const tone = loanTone(loan.status);
  return (
    <section
      className={styles.current}
      data-testid="loan-current"
      data-status={loan.status}
      data-tone={tone}
    >
      <div className={styles.currentHead}>
        <div>
          <span className={styles.currentLabel}>{t('loan.current.title')}</span>
          <strong className={`${styles.currentAmount} kb-figure`}>
            {displayMoney(loan.money)} <small>{loan.currency}</small>
          </strong>
        </div>
        <Tag tone={tone} testId="loan-current-status">
          {t(`loan.status.${loan.status}`)}
        </Tag>
      </div>
      <Facts
        items={[
          { label: t('loan.orderNo'), value: loan.order_no },
          { label: t('loan.dailyRate'), value: `${dailyPercent(loan.daily_interest_bps)}%` },
          { label: t('loan.appliedAt'), value: formatDateTime(loan.created_at) },
          ...(loan.approved_at
            ? [{ label: t('loan.approvedAt'), value: formatDateTime(loan.approved_at) }]
            : []),
          ...(info && loan.status === 'active'
            ? [
                {
                  label: t('loan.current.owed'),
                  value: `${displayMoney(info.outstanding)} ${loan.currency}`,
                  strong: true,
                  testId: 'loan-current-owed',
                },
              ]
            : []),
        ]}
      />
      {loan.status === 'pending' && (
        <p className={styles.currentNote}>{t('loan.current.pending')}</p>
      )}
      {loan.status === 'active' && !info && (
        <button type="button" className={styles.switch} onClick={onSwitch}>
          <Icon name="swap" size={16} strokeWidth={2.2} />
          {t('loan.current.switch', { currency: loan.currency })}
        </button>
      )}
      {loan.status === 'active' && info && <RepayForm loan={loan} info={info} cash={cash} />}
    </section>
  );
}

function RepayForm({ loan, info, cash }: { loan: Loan; info: LoanInfo; cash: string | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const repay = useRepayLoan();
  const [money, setMoney] = useState('');
  const currency = loan.currency;
  const owed = minorOf(info.outstanding, currency);

  function submit() {
    const check = checkAmount(money, currency);
    if (check.minor === undefined) {
      showMessage(message(check.msg ?? 'amount_format', check.params));
      return;
    }
    if (check.minor > owed) {
      showMessage(message('repay_more_than_loan', { owed: info.outstanding }));
      return;
    }
    const amount = amountText(money);
    const left = isCurrency(currency) ? formatMoney(owed - check.minor, currency) : '0';
    void Dialog.confirm({
      title: t('loan.repay.confirmTitle'),
      content: (
        <Facts
          testId="loan-repay-confirm"
          items={[
            {
              label: t('loan.repay.amount'),
              value: `${displayMoney(amount)} ${currency}`,
              strong: true,
            },
            { label: t('loan.repay.after'), value: `${displayMoney(left)} ${currency}` },
          ]}
        />
      ),
      confirmText: t('loan.repay.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        repay.mutate(
          { id: loan.id, money: amount },
          {
            onSuccess: (result) => {
              showMessage(
                result.status === 'repaid'
                  ? t('loan.repay.doneAll')
                  : t('loan.repay.donePart', {
                      outstanding: displayMoney(result.outstanding),
                      currency,
                    }),
              );
              setMoney('');
            },
          },
        );
      },
    });
  }

  return (
    <div className={styles.repay} data-testid="loan-repay">
      <AmountField
        label={t('loan.repay.title')}
        labelExtra={cash !== undefined && t('loan.repay.cash', { cash: displayMoney(cash) })}
        currency={currency}
        value={money}
        onChange={setMoney}
        placeholder={t('loan.repay.placeholder')}
        all={{
          label: t('loan.repay.all'),
          onClick: () => setMoney(amountText(info.outstanding)),
        }}
        hint={t('loan.repay.hint')}
        testId="loan-repay-amount"
      />
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        className={kit.submit}
        loading={repay.isPending}
        onClick={submit}
        data-testid="loan-repay-submit"
      >
        {t('loan.repay.submit')}
      </Button>
    </div>
  );
}

interface CollateralCardProps {
  info: LoanInfo;
  cash: string | undefined;
  loanOpen: boolean;
}

function CollateralCard({ info, cash, loanOpen }: CollateralCardProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const topUp = useCreditTopUp();
  const release = useReleaseCollateral();
  const [money, setMoney] = useState('');
  const currency = info.currency;
  const type = QUERY_MARKET[currency] ?? 'jpy';
  const pledged = minorOf(info.collateral, currency);

  function pledge() {
    const text = money.trim();
    // SPEC §5: the amount added to credit is a positive whole number.
    if (!/^\d+$/.test(text) || Number(text) <= 0) {
      showMessage(message(text ? 'credit_amount_integer' : 'amount_required'));
      return;
    }
    void Dialog.confirm({
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
    void Dialog.confirm({
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
