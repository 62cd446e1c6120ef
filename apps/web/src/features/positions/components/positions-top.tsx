import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import { Icon } from '@/components/icon/icon';
import { MarketTypeTabs } from '@/components/market-type-tabs/market-type-tabs';
import { toneText } from '@/components/tone/tone';
import { signOf } from '@/lib/market-format';
import { useTone } from '@/lib/updown';
import { Amount } from '@/components/amount/amount';
import styles from './positions.module.css';

interface PositionsTopProps {
  type: MarketType;
  /** The live totals of the held positions; undefined while they load. */
  held: { holdingsValue: string; floatingPnl: string } | undefined;
  /** Realised P&L of the closed positions; undefined while they load. */
  realised: string | undefined;
  borrowed: string | undefined;
}

/** The market's totals (holdings value, floating and realised P&L) and any loan in arrears. */
export function PositionsTop({ type, held, realised, borrowed }: PositionsTopProps) {
  const { t } = useTranslation();
  const tone = useTone();
  const market = MARKETS[type].code;
  const currency = MARKETS[type].currency;
  const totals: readonly {
    key: string;
    label: string;
    value: string | undefined;
    signed: boolean;
  }[] = [
    {
      key: 'holdings-value',
      label: t('positions.totals.holdingsValue'),
      value: held?.holdingsValue,
      signed: false,
    },
    {
      key: 'floating-pnl',
      label: t('positions.totals.floatingPnl'),
      value: held?.floatingPnl,
      signed: true,
    },
    {
      key: 'realised-pnl',
      label: t('positions.totals.realisedPnl'),
      value: realised,
      signed: true,
    },
  ];

  return (
    <>
      <div className={styles.top}>
        <div className={styles.topRow}>
          <MarketTypeTabs testIdPrefix="positions" tone="onYellow" />
          <span className={styles.currency}>{currency}</span>
        </div>
        <dl className={styles.totals}>
          {totals.map((total) => (
            <div key={total.key}>
              <dt>{total.label}</dt>
              <Amount
                as="dd"
                className={
                  total.signed && total.value && signOf(total.value) !== 0
                    ? toneText(tone(market, total.value))
                    : styles.plainTotal
                }
                testId={`positions-${total.key}`}
                value={
                  total.value === undefined
                    ? '—'
                    : `${total.signed && signOf(total.value) > 0 ? '+' : ''}${displayMoney(total.value)}`
                }
              />
            </div>
          ))}
        </dl>
      </div>

      {borrowed !== undefined && signOf(borrowed) > 0 && (
        <Link to="/mine/loan" className={styles.arrears} data-testid="loan-arrears">
          <Icon name="alert" size={18} strokeWidth={2.2} />
          <span>
            <strong>
              {t('positions.arrears', { amount: `${displayMoney(borrowed)} ${currency}` })}
            </strong>
            <small>{t('positions.arrearsHint')}</small>
          </span>
          <Icon name="chevron" size={16} strokeWidth={2.4} />
        </Link>
      )}
    </>
  );
}
