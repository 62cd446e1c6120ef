import { useState } from 'react';
import { Button, Dialog, DotLoading, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { displayMoney, formatMoney, parseMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { Currency } from '@kabuto/shared/money';
import { NoData } from '@/components/no-data/no-data';
import {
  Card,
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
import { formatPrice } from '@/lib/market-format';
import { useSessionStore } from '@/lib/session-store';
import { valueOfShares } from '@/lib/share-value';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { showMessage } from '@/lib/toast';
import { Amount } from '@/components/amount/amount';
import { useShareLoans } from '../api/get-share-loans';
import type { ShareLoanRow } from '@kabuto/shared/contracts/lending';
import { useLendShares, useRecallShares } from '../api/lending-commands';
import styles from './lending.module.css';

/** A held long position that can be lent, as the positions feature knows it. */
export interface LendableHolding {
  id: number;
  code: string;
  name: string;
  /** Shares held. */
  quantity: number;
  /** The current price, decimal text. */
  price: string;
}

interface LendingScreenProps {
  /** The customer's held long positions in the screen's market; undefined while loading. */
  holdings: readonly LendableHolding[] | undefined;
}

/** The fee when the site does not say (the server's default). */
const DEFAULT_FEE_BPS = 2;

/** Basis points as a percentage: 2 → "0.02". */
function percentOfBps(bps: number): string {
  return (bps / 100).toFixed(bps % 10 === 0 ? 1 : 2);
}

/**
 * /position/lending: lend shares you hold into the pool for a disclosed daily fee, see what each
 * loan has earned, and recall at any time.
 */
export function LendingScreen({ holdings }: LendingScreenProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const currency = MARKETS[type].currency;
  const config = useSiteConfig();
  const bps = Number(configValue(config.data, 'lending_fee_bps_daily') ?? DEFAULT_FEE_BPS);
  const loans = useShareLoans(type);
  const recall = useRecallShares();
  const rows = loans.data ?? [];
  const earnedMinor = rows.reduce((sum, row) => {
    const parsed = parseMoney(row.fees_earned, currency);
    return sum + (parsed.ok ? parsed.minor : 0);
  }, 0);
  const lentOf = (positionId: number) =>
    rows
      .filter((row) => row.position_id === positionId && row.status === 'lent')
      .reduce((sum, row) => sum + row.quantity, 0);

  function confirmRecall(loan: ShareLoanRow) {
    void Dialog.confirm({
      content: t('lending.recallConfirm', { n: formatPrice(loan.quantity), code: loan.code }),
      confirmText: t('lending.recall'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        recall.mutate(loan.id, { onSuccess: () => showMessage(message('lending_recalled')) });
      },
    });
  }

  return (
    <Screen testId="lending-screen">
      <Hero
        label={`${t('lending.heroLabel')} (${currency})`}
        value={loans.data ? displayMoney(formatMoney(earnedMinor, currency)) : '—'}
        valueTestId="lending-earned"
        aside={
          <MarketTabs
            value={type}
            onChange={setType}
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
            <div className={styles.loading}>
              <DotLoading />
            </div>
          ) : holdings.length === 0 ? (
            <NoData text={t('lending.holdings.empty')} />
          ) : (
            <ul className={styles.list}>
              {holdings.map((holding) => (
                <HoldingRow
                  key={holding.id}
                  holding={holding}
                  lent={lentOf(holding.id)}
                  bps={bps}
                  currency={currency}
                />
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('lending.loans.title')} testId="lending-loans">
          {loans.isPending ? (
            <div className={styles.loading}>
              <DotLoading />
            </div>
          ) : rows.length === 0 ? (
            <NoData text={t('lending.loans.empty')} />
          ) : (
            <ul className={styles.list}>
              {rows.map((loan) => (
                <li key={loan.id} className={styles.item} data-testid={`share-loan-${loan.id}`}>
                  <div className={styles.itemHead}>
                    <strong>
                      {loan.code} · {t('lending.shares', { n: formatPrice(loan.quantity) })}
                    </strong>
                    <Tag
                      tone={loan.status === 'lent' ? 'passed' : 'neutral'}
                      testId={`share-loan-status-${loan.id}`}
                    >
                      {t(`lending.status.${loan.status}`)}
                    </Tag>
                  </div>
                  <dl className={styles.figures}>
                    <div>
                      <dt>{t('lending.loans.fee')}</dt>
                      <dd>{percentOfBps(loan.fee_bps_daily)}%</dd>
                    </div>
                    <div>
                      <dt>{t('lending.loans.earned')}</dt>
                      <Amount
                        as="dd"
                        testId={`share-loan-earned-${loan.id}`}
                        value={displayMoney(loan.fees_earned)}
                      />
                    </div>
                    <div>
                      <dt>{t('lending.loans.since')}</dt>
                      <dd>{formatDateTime(loan.started_at)}</dd>
                    </div>
                  </dl>
                  {loan.status === 'lent' ? (
                    <Button
                      size="small"
                      shape="rounded"
                      className={styles.action}
                      loading={recall.isPending && recall.variables === loan.id}
                      onClick={() => confirmRecall(loan)}
                      data-testid={`share-loan-recall-${loan.id}`}
                    >
                      {t('lending.recall')}
                    </Button>
                  ) : (
                    <span className={styles.muted}>
                      {t('lending.loans.recalledAt', { at: formatDateTime(loan.recalled_at) })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </ScreenBody>
    </Screen>
  );
}

interface HoldingRowProps {
  holding: LendableHolding;
  lent: number;
  bps: number;
  currency: Currency;
}

/** The fee of one day on shares worth `value`, rounded down as the server accrues it. */
function dailyFeeOf(value: string, bps: number, currency: Currency): string | undefined {
  const parsed = parseMoney(value, currency);
  return parsed.ok ? formatMoney(Math.floor((parsed.minor * bps) / 10_000), currency) : undefined;
}

function HoldingRow({ holding: h, lent, bps, currency }: HoldingRowProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const lend = useLendShares();
  const [open, setOpen] = useState(false);
  const [num, setNum] = useState('');
  const available = Math.max(0, h.quantity - lent);
  const count = /^\d+$/.test(num) ? Number(num) : 0;
  const value = count > 0 ? valueOfShares(h.price, count, currency) : undefined;
  const dailyFee = value === undefined ? undefined : dailyFeeOf(value, bps, currency);

  function submit() {
    if (count <= 0) {
      showMessage(message('lots_required'));
      return;
    }
    if (count > available) {
      showMessage(message('lending_over_holding', { max: available }));
      return;
    }
    void Dialog.confirm({
      title: t('lending.lendTitle'),
      content: (
        <Facts
          testId="lending-confirm"
          items={[
            { label: t('lending.holdings.stock'), value: `${h.code} ${h.name}` },
            {
              label: t('lending.holdings.amount'),
              value: t('lending.shares', { n: formatPrice(count) }),
            },
            {
              label: t('lending.holdings.dailyFee'),
              value: `≈ ${displayMoney(dailyFee)} ${currency}`,
              strong: true,
            },
            { label: t('lending.holdings.recall'), value: t('lending.holdings.recallValue') },
          ]}
        />
      ),
      confirmText: t('lending.lend'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        lend.mutate(
          { id: h.id, num: String(count) },
          {
            onSuccess: () => {
              showMessage(message('lending_started', { num: count, code: h.code }));
              setOpen(false);
              setNum('');
            },
          },
        );
      },
    });
  }

  return (
    <li className={styles.item} data-testid={`lendable-${h.id}`} data-code={h.code}>
      <div className={styles.itemHead}>
        <div className={styles.itemName}>
          <strong>{h.name}</strong>
          <span>{h.code}</span>
        </div>
        {!open && (
          <Button
            size="small"
            shape="rounded"
            color="primary"
            className={styles.action}
            disabled={available <= 0}
            onClick={() => {
              setOpen(true);
              setNum(String(available));
            }}
            data-testid={`lendable-open-${h.id}`}
          >
            {t('lending.lend')}
          </Button>
        )}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('lending.holdings.held')}</dt>
          <dd>{formatPrice(h.quantity)}</dd>
        </div>
        <div>
          <dt>{t('lending.holdings.lent')}</dt>
          <dd data-testid={`lendable-lent-${h.id}`}>{formatPrice(lent)}</dd>
        </div>
        <div>
          <dt>{t('lending.holdings.available')}</dt>
          <dd>{formatPrice(available)}</dd>
        </div>
      </dl>
      {open && (
        <div className={styles.form}>
          <div className={kit.amountRow}>
            <Input
              className={kit.amountInput}
              value={num}
              onChange={(next) => setNum(next.replace(/\D/g, ''))}
              inputMode="numeric"
              autoComplete="off"
              data-testid={`lendable-num-${h.id}`}
            />
            <span className={styles.unit}>{t('lending.unit')}</span>
          </div>
          <p className={kit.hint}>
            {t('lending.holdings.estimate', {
              fee: dailyFee === undefined ? '—' : `${displayMoney(dailyFee)} ${currency}`,
            })}
          </p>
          <div className={styles.formActions}>
            <Button shape="rounded" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              shape="rounded"
              color="primary"
              loading={lend.isPending}
              onClick={submit}
              data-testid={`lendable-submit-${h.id}`}
            >
              {t('lending.lend')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
