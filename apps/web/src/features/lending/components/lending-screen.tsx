import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { NoData } from '@/components/no-data/no-data';
import {
  Card,
  Hero,
  MarketTabs,
  RuleBox,
  Screen,
  ScreenBody,
} from '@/components/screen-kit/screen-kit';
import { useLending } from '../hooks/use-lending';
import type { LendableHolding } from '../hooks/use-lend-form';
import { percentOfBps } from '../utils/fees';
import { HoldingRow } from './holding-row';
import { LoanRow } from './loan-row';
import styles from './lending.module.css';

interface LendingScreenProps {
  /** The customer's held long positions in the screen's market; undefined while loading. */
  holdings: readonly LendableHolding[] | undefined;
}

/**
 * /position/lending: lend shares you hold into the pool for a disclosed daily fee, see what each
 * loan has earned, and recall at any time.
 */
export function LendingScreen({ holdings }: LendingScreenProps) {
  const { t } = useTranslation();
  const lending = useLending();
  const { bps, currency, rows } = lending;
  return (
    <Screen testId="lending-screen">
      <Hero
        label={`${t('lending.heroLabel')} (${currency})`}
        value={lending.loaded ? displayMoney(lending.earned) : '—'}
        valueTestId="lending-earned"
        aside={
          <MarketTabs
            value={lending.type}
            onChange={lending.setType}
            label={t('lending.marketLabel')}
            testIdPrefix="lending"
          />
        }
        note={t('lending.heroNote', { pct: percentOfBps(bps) })}
      />
      <ScreenBody>
        <RuleBox
          title={t('lending.rules.title')}
          testId="lending-rules"
          rules={[
            t('lending.rules.fee', { pct: percentOfBps(bps), bps }),
            t('lending.rules.paid'),
            t('lending.rules.recall'),
            t('lending.rules.own'),
            t('lending.rules.pool'),
          ]}
        />
        <Card title={t('lending.holdings.title')} testId="lending-holdings">
          {holdings === undefined ? (
            <Loading />
          ) : holdings.length === 0 ? (
            <NoData text={t('lending.holdings.empty')} />
          ) : (
            <ul className={styles.list}>
              {holdings.map((holding) => (
                <HoldingRow
                  key={holding.id}
                  holding={holding}
                  lent={lending.lentOf(holding.id)}
                  bps={bps}
                  currency={currency}
                />
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('lending.loans.title')} testId="lending-loans">
          {lending.loansPending ? (
            <Loading />
          ) : rows.length === 0 ? (
            <NoData text={t('lending.loans.empty')} />
          ) : (
            <ul className={styles.list}>
              {rows.map((loan) => (
                <LoanRow
                  key={loan.id}
                  loan={loan}
                  recalling={lending.recalling === loan.id}
                  onRecall={lending.confirmRecall}
                />
              ))}
            </ul>
          )}
        </Card>
      </ScreenBody>
    </Screen>
  );
}

function Loading() {
  return (
    <div className={styles.loading}>
      <DotLoading />
    </div>
  );
}
