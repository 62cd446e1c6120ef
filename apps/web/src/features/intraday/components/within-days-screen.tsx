import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import { NoData } from '@/components/no-data/no-data';
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
import type { TagTone } from '@/components/screen-kit/screen-kit';
import { toneText } from '@/components/tone/tone';
import { useMessage } from '@/i18n/i18n';
import { amountText, checkAmount } from '@/lib/amount-input';
import { formatDateTime } from '@/lib/date-time';
import { signOf } from '@/lib/market-format';
import { useSessionStore } from '@/lib/session-store';
import { showMessage } from '@/lib/toast';
import { useTone } from '@/lib/updown';
import { Amount } from '@/components/amount/amount';
import { confirmDialog } from '@/lib/dialog';
import { useApplyIntraday } from '../api/apply-intraday';
import { useIntradayList } from '../api/get-intraday-list';
import type { IntradayApplication, IntradayStatus } from '@kabuto/shared/contracts/intraday';
import styles from './intraday.module.css';

const STATUS_TONE: Readonly<Record<IntradayStatus, TagTone>> = {
  submitted: 'pending',
  trading: 'passed',
  closing: 'pending',
  completed: 'neutral',
  failed: 'rejected',
};

/** The steps an application goes through, for the progress of the open one. */
const STEPS = ['submitted', 'trading', 'closing', 'completed'] as const;

const OPEN: readonly IntradayStatus[] = ['submitted', 'trading', 'closing'];

/**
 * /home/withinDays: the rules of day trading before anything is committed, the application
 * form, the open application's progress and buying power, and every application with its
 * status, remaining credit and result.
 */
export function WithinDaysScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const currency = MARKETS[type].currency;
  const all = useIntradayList(undefined);
  const rows = (all.data ?? []).filter((row) => row.currency === currency);
  // One open application at a time, in any currency (the server refuses a second).
  const open = all.data?.find((row) => OPEN.includes(row.status));
  const trading = rows.find((row) => row.status === 'trading');

  return (
    <Screen testId="within-days-screen">
      <Hero
        label={`${t('intraday.heroLabel')} (${currency})`}
        value={all.data ? displayMoney(trading?.credit ?? '0') : '—'}
        valueTestId="within-days-credit"
        aside={
          <MarketTabs
            value={type}
            onChange={setType}
            label={t('intraday.marketLabel')}
            testIdPrefix="within-days"
          />
        }
        note={
          trading
            ? t('intraday.heroTrading', { day: trading.trading_day ?? '—' })
            : t('intraday.heroNote')
        }
      />
      <ScreenBody>
        {open && <OpenApplication application={open} />}
        <RuleBox
          title={t('intraday.rules.title')}
          testId="within-days-rules"
          rules={[
            t('intraday.rules.apply'),
            t('intraday.rules.review'),
            t('intraday.rules.power'),
            t('intraday.rules.close'),
            t('intraday.rules.settle'),
            t('intraday.rules.one'),
          ]}
        />
        {!open && <ApplyForm key={currency} />}
        <EntryLink
          icon="chart"
          title={t('intraday.trade.title')}
          hint={t('intraday.trade.hint')}
          onClick={() => navigate('/quotes/search')}
          testId="within-days-trade"
        />
        <Card
          title={t('intraday.list.title')}
          extra={all.data && t('intraday.list.count', { n: rows.length })}
          testId="within-days-list"
        >
          {all.isPending ? (
            <div className={styles.loading}>
              <DotLoading />
            </div>
          ) : rows.length === 0 ? (
            <NoData text={t('intraday.list.empty')} />
          ) : (
            <ul className={styles.rows}>
              {rows.map((row) => (
                <ApplicationRow key={row.id} row={row} />
              ))}
            </ul>
          )}
        </Card>
      </ScreenBody>
    </Screen>
  );
}

function OpenApplication({ application: a }: { application: IntradayApplication }) {
  const { t } = useTranslation();
  const reached = STEPS.indexOf(a.status as (typeof STEPS)[number]);
  return (
    <Card
      title={t('intraday.open.title')}
      extra={
        <Tag tone={STATUS_TONE[a.status]} testId="within-days-open-status">
          {t(`intraday.status.${a.status}`)}
        </Tag>
      }
      testId="within-days-open"
    >
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} data-state={index < reached ? 'done' : index === reached ? 'now' : 'todo'}>
            <span className={styles.dot} />
            <span>{t(`intraday.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
      <Facts
        items={[
          { label: t('intraday.fields.money'), value: `${displayMoney(a.money)} ${a.currency}` },
          {
            label: t('intraday.fields.credit'),
            value: `${displayMoney(a.credit)} ${a.currency}`,
            strong: true,
            testId: 'within-days-open-credit',
          },
          {
            label: t('intraday.fields.tradingDay'),
            value: a.trading_day ?? t('intraday.afterReview'),
          },
          { label: t('intraday.fields.appliedAt'), value: formatDateTime(a.created_at) },
        ]}
      />
      <p className={styles.note}>{t(`intraday.open.notes.${a.status}`)}</p>
    </Card>
  );
}

function ApplyForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const type = useSessionStore((state) => state.marketType);
  const currency = MARKETS[type].currency;
  const apply = useApplyIntraday();
  const [money, setMoney] = useState('');

  function submit() {
    const check = checkAmount(money, currency);
    if (check.minor === undefined) {
      showMessage(message(check.msg ?? 'amount_format', check.params));
      return;
    }
    const amount = amountText(money);
    void confirmDialog({
      title: t('intraday.form.confirmTitle'),
      content: (
        <Facts
          testId="within-days-confirm"
          items={[
            {
              label: t('intraday.fields.money'),
              value: `${displayMoney(amount)} ${currency}`,
              strong: true,
            },
            { label: t('intraday.form.frozen'), value: t('intraday.form.frozenValue') },
            { label: t('intraday.form.close'), value: t('intraday.form.closeValue') },
          ]}
        />
      ),
      confirmText: t('intraday.form.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        // mutateAsync: this form unmounts once the application is listed as open, which would
        // drop a per-call onSuccess before the customer is told.
        apply
          .mutateAsync({ type, money: amount })
          .then((application) => {
            // In demo mode the application is approved at once: it is already trading.
            const key =
              application.status === 'trading' ? 'intraday_approved' : 'intraday_submitted';
            showMessage(message(key, { amount, currency }));
          })
          .catch(() => undefined);
      },
    });
  }

  return (
    <Card title={t('intraday.form.title')} testId="within-days-form">
      <AmountField
        label={t('intraday.fields.money')}
        currency={currency}
        value={money}
        onChange={setMoney}
        placeholder={t('intraday.form.placeholder')}
        hint={t('intraday.form.hint')}
        testId="within-days-amount"
      />
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        className={kit.submit}
        loading={apply.isPending}
        onClick={submit}
        data-testid="within-days-submit"
      >
        {t('intraday.form.submit')}
      </Button>
    </Card>
  );
}

function ApplicationRow({ row }: { row: IntradayApplication }) {
  const { t } = useTranslation();
  const tone = useTone();
  const market = row.currency === 'USD' ? 'US' : row.currency === 'CNY' ? 'CN' : 'JP';
  return (
    <li className={styles.row} data-testid={`intraday-${row.id}`} data-status={row.status}>
      <div className={styles.rowHead}>
        <Amount
          as="strong"
          value={displayMoney(row.money)}
          unit={
            <>
              {' '}
              <small>{row.currency}</small>
            </>
          }
        />
        <Tag tone={STATUS_TONE[row.status]} testId={`intraday-status-${row.id}`}>
          {t(`intraday.status.${row.status}`)}
        </Tag>
      </div>
      <dl className={styles.rowFacts}>
        <div>
          <dt>{t('intraday.fields.credit')}</dt>
          <dd data-testid={`intraday-credit-${row.id}`}>{displayMoney(row.credit)}</dd>
        </div>
        <div>
          <dt>{t('intraday.fields.tradingDay')}</dt>
          <dd>{row.trading_day ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('intraday.fields.result')}</dt>
          <dd className={row.result ? toneText(tone(market, row.result)) : undefined}>
            {row.result === null
              ? '—'
              : `${signOf(row.result) > 0 ? '+' : ''}${displayMoney(row.result)}`}
          </dd>
        </div>
      </dl>
      <span className={styles.rowTime}>
        {t('intraday.fields.appliedAt')} {formatDateTime(row.created_at)}
      </span>
      {row.status === 'failed' && row.reason && (
        <p className={styles.reason} data-testid={`intraday-reason-${row.id}`}>
          {t('intraday.reason')}: {row.reason}
        </p>
      )}
    </li>
  );
}
