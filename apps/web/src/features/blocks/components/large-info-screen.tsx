import { useRef, useState } from 'react';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Button, Dialog, DotLoading, Input } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { displayMoney } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { SafetyNotice } from '@/components/safety-notice/safety-notice';
import {
  Card,
  Facts,
  FundPasswordField,
  kit,
  ResultNotice,
  RuleBox,
  Screen,
  ScreenBody,
} from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { addDaysTo, formatDate, formatDateTime } from '@/lib/date-time';
import { formatPrice, UNKNOWN } from '@/lib/market-format';
import { newNonce } from '@/lib/nonce';
import { valueOfShares } from '@/lib/share-value';
import { showMessage } from '@/lib/toast';
import { Amount } from '@/components/amount/amount';
import { useBuyBlock } from '../api/buy-block';
import type { BlockPurchaseResult } from '@kabuto/shared/contracts/blocks';
import { useBlockOffers } from '../api/get-block-offers';
import type { BlockOffer } from '@kabuto/shared/contracts/blocks';
import { sharesText } from '../utils/units';
import { OfferFigures, OfferHead } from './offer-card';
import styles from './blocks.module.css';

const FUND_PASSWORD = /^\d{6}$/;

/** /home/largeInfo?id=…: one block offer, its lock-up and the purchase form. */
export function LargeInfoScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '0');
  const offers = useBlockOffers(undefined, i18n.language as Language);
  const offer = offers.data?.find((o) => o.id === id);

  if (offers.isPending) {
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  }
  if (!offer) {
    return (
      <Screen testId="large-info-missing">
        <ScreenBody flat>
          <Card>
            <NoData text={t('block.missing')} />
            <Button block color="primary" shape="rounded" onClick={() => navigate('/home/large')}>
              {t('block.toList')}
            </Button>
          </Card>
        </ScreenBody>
      </Screen>
    );
  }
  return <OfferDetail key={offer.id} offer={offer} />;
}

function OfferDetail({ offer }: { offer: BlockOffer }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<{ result: BlockPurchaseResult; lots: number } | null>(null);
  // The lock-up runs from allocation at the deadline.
  const lockedUntil =
    offer.lock_days > 0 ? formatDate(addDaysTo(offer.deadline, offer.lock_days)) : null;

  return (
    <Screen testId="large-info-screen">
      <ScreenBody flat>
        <DataNotice className={kit.notice} />
        <section className={styles.offer} data-testid="large-info-summary">
          <OfferHead offer={offer} />
          <OfferFigures offer={offer} />
        </section>
        <Card title={t('block.detailsTitle')} testId="large-info-details">
          <Facts
            items={[
              { label: t('block.fields.code'), value: `${offer.code} · ${offer.currency}` },
              {
                label: t('block.fields.price'),
                value: `${formatPrice(offer.price)} ${offer.currency}`,
                strong: true,
              },
              {
                label: t('block.fields.marketPrice'),
                value:
                  offer.market_price === null
                    ? UNKNOWN
                    : `${formatPrice(offer.market_price)} ${offer.currency}`,
              },
              {
                label: t('block.fields.minimum'),
                value: `${sharesText(t, offer.min_lots)} · ${displayMoney(offer.min_amount)} ${offer.currency}`,
              },
              {
                label: t('block.fields.total'),
                value: sharesText(t, offer.total_lots),
              },
              {
                label: t('block.fields.deadline'),
                value: formatDateTime(offer.deadline),
                testId: 'large-info-deadline',
              },
              {
                label: t('block.fields.lockUp'),
                value:
                  offer.lock_days > 0
                    ? t('block.lockUntil', { n: offer.lock_days, date: lockedUntil })
                    : t('block.noLock'),
                testId: 'large-info-lock',
              },
              {
                label: t('block.fields.access'),
                value: offer.needs_key ? t('block.keyRequired') : t('block.keyNone'),
              },
            ]}
          />
        </Card>
        <RuleBox
          title={t('block.lockNotice.title')}
          testId="large-info-lock-notice"
          rules={[
            t('block.lockNotice.freeze', { deadline: formatDateTime(offer.deadline) }),
            t('block.lockNotice.position', { price: formatPrice(offer.price) }),
            offer.lock_days > 0
              ? t('block.lockNotice.lock', { n: offer.lock_days, date: lockedUntil })
              : t('block.lockNotice.noLock'),
            t('block.lockNotice.final'),
          ]}
        />
        {done ? (
          <Purchased offer={offer} lots={done.lots} result={done.result} />
        ) : offer.open ? (
          <PurchaseForm offer={offer} onDone={(result, lots) => setDone({ result, lots })} />
        ) : (
          <Card title={t('block.form.title')} testId="large-info-closed">
            <p className={styles.closed}>{t('block.form.closed')}</p>
          </Card>
        )}
        <SafetyNotice />
      </ScreenBody>
    </Screen>
  );
}

function Purchased({
  offer,
  lots,
  result,
}: {
  offer: BlockOffer;
  lots: number;
  result: BlockPurchaseResult;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card testId="large-info-done">
      <ResultNotice
        title={t('block.done.title')}
        body={t('block.done.body', {
          shares: sharesText(t, lots),
          code: offer.code,
          amount: `${displayMoney(result.credit ?? valueOfShares(offer.price, lots, offer.currency))} ${offer.currency}`,
          deadline: formatDateTime(offer.deadline),
        })}
        testId="large-info-result"
      />
      <div className={styles.actions}>
        <Button shape="rounded" onClick={() => navigate('/home/large')}>
          {t('block.done.more')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => navigate('/home/large2')}
          data-testid="large-info-to-orders"
        >
          {t('block.done.orders')}
        </Button>
      </div>
    </Card>
  );
}

function PurchaseForm({
  offer,
  onDone,
}: {
  offer: BlockOffer;
  onDone: (result: BlockPurchaseResult, lots: number) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const buy = useBuyBlock();
  const [lots, setLots] = useState(String(offer.min_lots));
  const [key, setKey] = useState('');
  const [password, setPassword] = useState('');
  const nonce = useRef(newNonce());
  const count = /^\d+$/.test(lots) ? Number(lots) : 0;
  const total = count > 0 ? valueOfShares(offer.price, count, offer.currency) : undefined;
  const chips = [offer.min_lots, offer.min_lots * 2, offer.min_lots * 5, offer.remaining_lots]
    .filter((n, i, all) => n > 0 && n <= offer.remaining_lots && all.indexOf(n) === i)
    .slice(0, 4);

  function submit() {
    if (count <= 0) return showMessage(message('lots_required'));
    if (count < offer.min_lots) {
      return showMessage(message('lots_below_minimum', { min: offer.min_lots }));
    }
    if (count > offer.remaining_lots) return showMessage(message('fundraising_insufficient'));
    if (offer.needs_key && !key.trim()) return showMessage(message('channel_password_required'));
    if (!password) return showMessage(message('fund_password_required'));
    if (!FUND_PASSWORD.test(password)) return showMessage(message('fund_password_format'));
    void Dialog.confirm({
      title: t('block.form.confirmTitle'),
      content: (
        <Facts
          testId="large-info-confirm"
          items={[
            { label: t('block.fields.code'), value: `${offer.code} ${offer.name}` },
            { label: t('block.form.lots'), value: sharesText(t, count) },
            {
              label: t('block.fields.price'),
              value: `${formatPrice(offer.price)} ${offer.currency}`,
            },
            {
              label: t('block.form.total'),
              value: `${displayMoney(total)} ${offer.currency}`,
              strong: true,
            },
            {
              label: t('block.fields.lockUp'),
              value:
                offer.lock_days > 0
                  ? t('block.lockDays', { n: offer.lock_days })
                  : t('block.noLock'),
            },
          ]}
        />
      ),
      confirmText: t('block.form.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        buy.mutate(
          {
            id: offer.id,
            num: String(count),
            key: key.trim().toUpperCase(),
            fund_password: password,
            nonce: nonce.current,
          },
          {
            onSuccess: (result) => {
              // Shares are allocated at the deadline, not now.
              showMessage(
                message('placement_requested', {
                  amount: result.credit,
                  currency: offer.currency,
                  deadline: offer.deadline,
                }),
              );
              nonce.current = newNonce();
              onDone(result, count);
            },
          },
        );
      },
    });
  }

  return (
    <Card
      title={t('block.form.title')}
      extra={t('block.form.available', { shares: sharesText(t, offer.remaining_lots) })}
      testId="large-info-form"
    >
      <label className={kit.field}>
        <span className={kit.label}>
          {t('block.form.lots')}
          <span className={kit.labelExtra}>
            {t('block.form.minHint', { shares: sharesText(t, offer.min_lots) })}
          </span>
        </span>
        <div className={kit.amountRow}>
          <Input
            className={styles.lotsInput}
            value={lots}
            onChange={(value) => {
              setLots(value.replace(/\D/g, ''));
              nonce.current = newNonce();
            }}
            inputMode="numeric"
            autoComplete="off"
            clearable
            data-testid="large-info-lots"
          />
          <span className={styles.unit}>{t('block.form.unit')}</span>
        </div>
        <div className={kit.chips}>
          {chips.map((n) => (
            <button
              key={n}
              type="button"
              className={kit.chip}
              aria-pressed={count === n}
              onClick={() => setLots(String(n))}
            >
              {formatPrice(n)}
            </button>
          ))}
        </div>
      </label>
      <div className={styles.total}>
        <span>{t('block.form.total')}</span>
        <Amount
          as="strong"
          testId="large-info-total"
          value={displayMoney(total)}
          unit={<small>{offer.currency}</small>}
        />
      </div>
      {offer.needs_key && (
        <label className={`${kit.field} ${styles.spaced}`}>
          <span className={kit.label}>{t('block.form.key')}</span>
          <Input
            className={`${kit.input} ${styles.keyInput}`}
            value={key}
            onChange={setKey}
            placeholder={t('block.form.keyPlaceholder')}
            autoComplete="off"
            maxLength={16}
            data-testid="large-info-key"
          />
          <span className={styles.keyHint}>
            <Icon name="bell" size={14} strokeWidth={2.2} />
            {t('block.form.keyHint')}
            <Link to="/mine/message">{t('block.form.toMessages')}</Link>
          </span>
        </label>
      )}
      <FundPasswordField
        className={styles.spaced}
        label={t('block.form.fundPassword')}
        value={password}
        onChange={setPassword}
        placeholder={t('block.form.fundPasswordPlaceholder')}
        testId="large-info-fund-password"
      />
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        className={`${kit.submit} ${styles.spaced}`}
        loading={buy.isPending}
        onClick={submit}
        data-testid="large-info-submit"
      >
        {t('block.form.submit')}
      </Button>
    </Card>
  );
}
