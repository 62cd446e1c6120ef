import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayMoney } from '@kabuto/shared/money';
import { Amount } from '@/components/amount/amount';
import { useBuyingPower } from '../api/get-buying-power';
import type { Direction } from '@kabuto/shared/contracts/trading';
import type { OrderDraft } from '../hooks/use-order-draft';
import type { OrderInstrument } from '../types';
import own from './buying-power.module.css';
import styles from './trading.module.css';

interface BuyingPowerPanelProps {
  instrument: OrderInstrument;
  side: Direction;
  draft: OrderDraft;
}

/**
 * Buying power before Confirm (issue 15): cash and what this order can use, in its currency and
 * for the chosen leverage; the most shares with a one-tap "max"; and when it is short, the way to
 * exchange or deposit.
 */
export function BuyingPowerPanel({ instrument, side, draft }: BuyingPowerPanelProps) {
  const { t } = useTranslation();
  const limit = draft.priceType === 'limit';
  const power = useBuyingPower({
    code: instrument.code,
    direction: side,
    leverage: draft.chosenLeverage,
    price_type: draft.priceType,
    price: limit ? draft.limitPrice.trim() || instrument.price : undefined,
  });
  const data = power.data;
  const currency = ` ${instrument.currency}`;
  const short = data !== undefined && draft.lots !== null && draft.lots > data.max_quantity;
  return (
    <section className={own.panel} data-testid="buying-power">
      <dl className={styles.estimate}>
        {(
          [
            ['cash', t('orders.power.cash'), data?.cash],
            [
              'available',
              t('orders.power.available', { leverage: draft.chosenLeverage }),
              data?.available,
            ],
          ] as const
        ).map(([key, label, amount]) => (
          <div key={key}>
            <dt>{label}</dt>
            <Amount
              as="dd"
              testId={`buying-power-${key}`}
              value={amount === undefined ? '—' : displayMoney(amount)}
              unit={currency}
            />
          </div>
        ))}
        <div>
          <dt>{t('orders.power.max')}</dt>
          <dd className={own.maxRow}>
            <b data-testid="buying-power-max">{data ? data.max_quantity : '—'}</b>
            <button
              type="button"
              disabled={!data || data.max_quantity < 1}
              onClick={() => data && draft.setLots(data.max_quantity)}
              data-testid="buying-power-max-button"
            >
              {t('orders.power.maxButton')}
            </button>
          </dd>
        </div>
      </dl>
      {short && (
        <p className={own.short} data-testid="buying-power-short">
          {t('orders.power.short', { currency: instrument.currency })}{' '}
          <Link to="/mine/exchange" data-testid="buying-power-exchange">
            {t('orders.power.exchange')}
          </Link>
          {' · '}
          <Link to="/mine/stored" data-testid="buying-power-deposit">
            {t('orders.power.deposit')}
          </Link>
        </p>
      )}
    </section>
  );
}
