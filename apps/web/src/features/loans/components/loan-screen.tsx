import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoanInfo } from '@kabuto/shared/contracts/loans';
import { MARKETS, marketOfCurrency } from '@kabuto/shared/markets';
import { displayMoney } from '@kabuto/shared/money';
import {
  Card,
  EntryLink,
  Hero,
  MarketTabs,
  RuleBox,
  Screen,
  ScreenBody,
} from '@/components/screen-kit/screen-kit';
import { minorOf } from '@/lib/amount-input';
import { useSessionStore } from '@/lib/session-store';
import { Amount } from '@/components/amount/amount';
import { useLoanInfo } from '../api/get-loan-info';
import { dailyPercent, yearlyPercentApprox } from '../utils/interest';
import type { KycStatus } from './loan-apply-card';
import { ApplyCard } from './loan-apply-card';
import { CollateralCard } from './loan-collateral-card';
import { CurrentLoan } from './loan-current';
import { ScoreFactors, ScoreGauge } from './score-gauge';
import styles from './loans.module.css';

interface LoanScreenProps {
  /** The customer's verification state (a loan needs it passed); undefined while loading. */
  kycStatus?: KycStatus;
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
  const currency = MARKETS[type].currency;
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
        {data && <LoanFigures info={data} cash={cash} />}
        {current && (
          <CurrentLoan
            loan={current}
            info={currentHere ? data : undefined}
            cash={currentHere ? cash : undefined}
            onSwitch={() => {
              const target = marketOfCurrency(current.currency)?.type;
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
        {data && <LoanRules bps={data.daily_interest_bps} />}
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

function LoanFigures({ info, cash }: { info: LoanInfo; cash: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Card testId="loan-figures">
      <div className={styles.figures}>
        <Figure
          label={t('loan.outstanding')}
          value={displayMoney(info.outstanding)}
          currency={info.currency}
          testId="loan-outstanding"
          emphasis={minorOf(info.outstanding, info.currency) > 0}
        />
        <Figure
          label={t('loan.collateral')}
          value={displayMoney(info.collateral)}
          currency={info.currency}
          testId="loan-collateral"
        />
        <Figure
          label={t('loan.cash')}
          value={cash === undefined ? '—' : displayMoney(cash)}
          currency={info.currency}
          testId="loan-cash"
        />
      </div>
    </Card>
  );
}

function LoanRules({ bps }: { bps: number }) {
  const { t } = useTranslation();
  const rates = { daily: dailyPercent(bps), yearly: yearlyPercentApprox(bps) };
  return (
    <RuleBox
      title={t('loan.rulesTitle')}
      testId="loan-rules"
      rules={[
        t('loan.rules.interest', rates),
        t('loan.rules.review'),
        t('loan.rules.repay'),
        t('loan.rules.one'),
        t('loan.rules.collateral'),
      ]}
    />
  );
}

/** One figure on its own line (label, then the amount and its currency), so that no amount wraps. */
function Figure(props: {
  label: string;
  value: string;
  currency: string;
  testId: string;
  emphasis?: boolean;
}) {
  return (
    <div className={styles.figure}>
      <span>{props.label}</span>
      <div className={styles.amount}>
        <Amount
          as="strong"
          testId={props.testId}
          data-emphasis={props.emphasis}
          value={props.value}
        />
        <small>{props.currency}</small>
      </div>
    </div>
  );
}
