import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { Tag } from '@/components/screen-kit/screen-kit';
import { formatDateTime } from '@/lib/date-time';
import { formatPrice, UNKNOWN } from '@/lib/market-format';
import type { BlockOffer } from '@kabuto/shared/contracts/blocks';
import { sharesText } from '../utils/units';
import styles from './blocks.module.css';

/** The share of the block already bought, for the bar (0–100). */
export function soldPercent(offer: BlockOffer): number {
  if (offer.total_lots <= 0) return 0;
  return Math.round(((offer.total_lots - offer.remaining_lots) / offer.total_lots) * 100);
}

export function OfferHead({ offer }: { offer: BlockOffer }) {
  const { t } = useTranslation();
  return (
    <div className={styles.head}>
      <div className={styles.name}>
        <strong>{offer.name}</strong>
        <span className={styles.meta}>
          <span className={styles.code}>{offer.code}</span>
          <span>{offer.currency}</span>
          {offer.needs_key && (
            <span className={styles.keyChip} data-testid={`block-needs-key-${offer.id}`}>
              <Icon name="key" size={11} strokeWidth={2.4} />
              {t('block.needsKey')}
            </span>
          )}
        </span>
      </div>
      <Tag tone={offer.open ? 'passed' : 'neutral'} testId={`block-state-${offer.id}`}>
        {offer.open ? t('block.open') : t('block.closed')}
      </Tag>
    </div>
  );
}

export function OfferFigures({ offer }: { offer: BlockOffer }) {
  const { t } = useTranslation();
  const sold = soldPercent(offer);
  // Above the market price the "discount" is negative: say it is a premium instead.
  const premium = offer.discount_pct !== null && offer.discount_pct.startsWith('-');
  return (
    <>
      <div className={styles.prices}>
        <div className={styles.price}>
          <span>{t('block.fields.price')}</span>
          <strong data-testid={`block-price-${offer.id}`}>
            {formatPrice(offer.price)}
            <small>{offer.currency}</small>
          </strong>
        </div>
        <div className={styles.price}>
          <span>{t('block.fields.marketPrice')}</span>
          <strong>{formatPrice(offer.market_price)}</strong>
        </div>
        <div className={styles.price}>
          <span>{premium ? t('block.fields.premium') : t('block.fields.discount')}</span>
          <strong className={premium ? styles.premium : styles.discount}>
            {offer.discount_pct === null
              ? UNKNOWN
              : premium
                ? `+${offer.discount_pct.replace(/^-/, '')}%`
                : `${offer.discount_pct}%`}
          </strong>
        </div>
      </div>
      <div className={styles.bar}>
        <div className={styles.barTrack}>
          <div className={styles.barFill} style={{ width: `${sold}%` }} />
        </div>
        <div className={styles.barText}>
          <span>
            {t('block.fields.remaining')}{' '}
            <b data-testid={`block-remaining-${offer.id}`}>{sharesText(t, offer.remaining_lots)}</b>{' '}
            / {sharesText(t, offer.total_lots)}
          </span>
          <span>{t('block.sold', { pct: sold })}</span>
        </div>
      </div>
    </>
  );
}

/** One offer in the list: price against the market, what is left of the block, its terms. */
export function OfferCard({ offer }: { offer: BlockOffer }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/home/largeInfo?id=${offer.id}`}
      className={styles.offer}
      data-open={offer.open}
      data-testid={`block-offer-${offer.id}`}
      data-code={offer.code}
    >
      <OfferHead offer={offer} />
      <OfferFigures offer={offer} />
      <div className={styles.terms}>
        <span className={styles.term}>
          {t('block.fields.minimum')} {sharesText(t, offer.min_lots)} ·{' '}
          {displayMoney(offer.min_amount)}
        </span>
        <span className={styles.term}>
          <Icon name="lock" size={12} strokeWidth={2.2} />
          {offer.lock_days > 0 ? t('block.lockDays', { n: offer.lock_days }) : t('block.noLock')}
        </span>
        <span className={styles.term}>
          <Icon name="clock" size={12} strokeWidth={2.2} />
          {formatDateTime(offer.deadline)}
        </span>
      </div>
    </Link>
  );
}
