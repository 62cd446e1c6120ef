import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { marketOfCurrency } from '@kabuto/shared/markets';
import { Icon } from '@/components/icon/icon';
import { Tag } from '@/components/screen-kit/screen-kit';
import { toneText } from '@/components/tone/tone';
import { formatDateTime } from '@/lib/date-time';
import { useTone } from '@/lib/updown';
import type { CopyProduct } from '@kabuto/shared/contracts/copy';
import { NavChart } from './nav-chart';
import styles from './copy.module.css';

interface ProductCardProps {
  product: CopyProduct;
  onFollow: (product: CopyProduct) => void;
}

/**
 * One product: the issuer's target beside what was realised, the drawdown, the NAV history and
 * the terms (minimum, lock-up, deadline) — all before the follow button.
 */
export function ProductCard({ product: p, onFollow }: ProductCardProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.product} data-testid={`product-${p.id}`}>
      <div className={styles.head}>
        <div className={styles.name}>
          <strong>{p.name}</strong>
          <span className={styles.meta}>
            <Icon name="user" size={12} strokeWidth={2.2} />
            {p.issuer}
            <span className={styles.currency}>{p.currency}</span>
          </span>
        </div>
        <Tag tone={p.on_shelf ? 'passed' : 'neutral'}>
          {p.on_shelf ? t('copy.onShelf') : t('copy.offShelf')}
        </Tag>
      </div>

      <ProductCompare product={p} />

      <NavChart
        history={p.history}
        targetPct={p.expected_daily_income_pct}
        testId={`product-chart-${p.id}`}
      />

      <ProductTerms product={p} />
      <div className={styles.foot}>
        <span className={styles.deadline}>
          <Icon name="clock" size={13} strokeWidth={2.2} />
          {t('copy.fields.deadline')} {formatDateTime(p.deadline)}
        </span>
        <Button
          color="primary"
          shape="rounded"
          size="small"
          className={styles.followButton}
          disabled={!p.on_shelf}
          onClick={() => onFollow(p)}
          data-testid={`product-follow-${p.id}`}
        >
          {t('copy.follow')}
        </Button>
      </div>
    </article>
  );
}

/** The issuer's target beside what was realised, and the largest drawdown. */
function ProductCompare({ product: p }: { product: CopyProduct }) {
  const { t } = useTranslation();
  const tone = useTone();
  const market = marketOfCurrency(p.currency)?.code ?? 'JP';
  return (
    <div className={styles.compare} data-testid={`product-compare-${p.id}`}>
      <div className={styles.compareItem}>
        <span>{t('copy.fields.target')}</span>
        <strong data-testid={`product-target-${p.id}`}>{p.expected_daily_income_pct}%</strong>
        <small>{t('copy.fields.targetNote')}</small>
      </div>
      <div className={styles.compareItem}>
        <span>{t('copy.fields.realised')}</span>
        <strong
          className={toneText(tone(market, p.realised_daily_income_pct))}
          data-testid={`product-realised-${p.id}`}
        >
          {Number(p.realised_daily_income_pct) > 0 ? '+' : ''}
          {p.realised_daily_income_pct}%
        </strong>
        <small>{t('copy.fields.realisedNote', { days: Math.max(0, p.history.length - 1) })}</small>
      </div>
      <div className={styles.compareItem}>
        <span>{t('copy.fields.drawdown')}</span>
        <strong className={styles.drawdown} data-testid={`product-drawdown-${p.id}`}>
          {Number(p.max_drawdown_pct) > 0 ? '-' : ''}
          {p.max_drawdown_pct}%
        </strong>
        <small>{t('copy.fields.drawdownNote')}</small>
      </div>
    </div>
  );
}

/** NAV, minimum, lock-up and followers. */
function ProductTerms({ product: p }: { product: CopyProduct }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.terms}>
      <div>
        <dt>{t('copy.fields.nav')}</dt>
        <dd>{p.nav}</dd>
      </div>
      <div>
        <dt>{t('copy.fields.minInvestment')}</dt>
        <dd>{displayMoney(p.min_investment)}</dd>
      </div>
      <div>
        <dt>{t('copy.fields.lockUp')}</dt>
        <dd data-testid={`product-lock-${p.id}`}>{t('copy.days', { n: p.lock_days })}</dd>
      </div>
      <div>
        <dt>{t('copy.fields.followers')}</dt>
        <dd>{p.followers}</dd>
      </div>
    </dl>
  );
}
