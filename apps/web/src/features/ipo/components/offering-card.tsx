import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { Tag } from '@/components/screen-kit/screen-kit';
import { toneText } from '@/components/tone/tone';
import { formatDateTime } from '@/lib/date-time';
import { formatChange, formatPrice, UNKNOWN } from '@/lib/market-format';
import { useTone } from '@/lib/updown';
import type { Offering } from '@kabuto/shared/contracts/ipo';
import { Amount } from '@/components/amount/amount';
import { dayOf } from '../utils/dates';
import { phaseTone } from '../utils/phase';
import { lotsShares } from '../utils/units';
import styles from './ipo.module.css';

/** One offering in the list: its state, the figures that decide a subscription, what is next. */
export function OfferingCard({ offering }: { offering: Offering }) {
  const { t } = useTranslation();
  const tone = useTone();
  const o = offering;
  const next =
    o.phase === 'upcoming'
      ? { label: t('ipo.next.opens'), at: formatDateTime(o.subscribe_start) }
      : o.phase === 'open'
        ? { label: t('ipo.next.closes'), at: formatDateTime(o.deadline) }
        : o.phase === 'closed'
          ? { label: t('ipo.next.draw'), at: formatDateTime(o.draw_date) }
          : o.phase === 'drawn'
            ? { label: t('ipo.next.listing'), at: dayOf(o.listing_date) }
            : { label: t('ipo.next.listed'), at: dayOf(o.listing_date) };
  const drawn = o.winning_rate !== null;
  return (
    <Link
      to={`/home/newShareInfo?id=${o.id}`}
      className={styles.offer}
      data-phase={o.phase}
      data-testid={`offering-${o.id}`}
      data-code={o.code}
    >
      <div className={styles.offerHead}>
        <div className={styles.offerName}>
          <strong>{o.name}</strong>
          <span className={styles.offerMeta}>
            <span className={styles.marketChip}>{t(`ipo.markets.${o.market}`)}</span>
            <span className={styles.code}>{o.code}</span>
            <span className={styles.modeChip}>{t(`ipo.mode.${o.mode}`)}</span>
          </span>
        </div>
        <Tag tone={phaseTone(o.phase)} testId={`offering-phase-${o.id}`}>
          {t(`ipo.phase.${o.phase}`)}
        </Tag>
      </div>
      <div className={styles.figures}>
        <div className={styles.figure}>
          <span>{t('ipo.fields.price')}</span>
          <strong>
            {formatPrice(o.price)}
            <small>{o.currency}</small>
          </strong>
        </div>
        <div className={styles.figure}>
          <span>{t('ipo.fields.lotCost')}</span>
          <Amount as="strong" value={displayMoney(o.lot_cost)} unit={<small>{o.currency}</small>} />
        </div>
        <div className={styles.figure}>
          <span>{t('ipo.fields.premium')}</span>
          {/* A price difference a share: money, so with its currency like the prices beside it. */}
          <Amount
            as="strong"
            className={o.premium ? toneText(tone(o.market, o.premium)) : ''}
            value={o.premium ? formatChange(o.premium) : UNKNOWN}
            unit={o.premium ? <small>{o.currency}</small> : null}
          />
        </div>
        <div className={styles.figure}>
          <span>{drawn ? t('ipo.fields.winningRate') : t('ipo.fields.upperLimit')}</span>
          <strong>{drawn ? `${o.winning_rate}%` : lotsShares(t, o.max_lots, o.upper_limit)}</strong>
        </div>
      </div>
      <div className={styles.offerFoot}>
        <Icon name="clock" size={14} strokeWidth={2.2} />
        <span>
          {next.label} <b>{next.at}</b>
        </span>
        <span className={styles.chevron}>
          <Icon name="chevron" size={16} strokeWidth={2.2} />
        </span>
      </div>
    </Link>
  );
}
