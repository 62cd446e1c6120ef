import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import type { OrderPreview } from '@kabuto/shared/contracts/trading';
import { formatDateTime, formatPrice } from '@/lib/market-format';
import styles from './trading.module.css';

/**
 * What a resting order waits for, shown on the preview before Confirm (issue 15): the trigger,
 * the trailing distance, the time in force with the moment it expires (in the customer's time
 * zone) and the exits, as the API worked them out.
 */
export function OrderConditionsPreview({ preview: p }: { preview: OrderPreview }) {
  const { t, i18n } = useTranslation();
  const price = (value: string) => `${formatPrice(value)} ${p.currency}`;
  const rows: [string, string, string][] = [];
  if (p.trigger_price !== null)
    rows.push(['trigger', t('trade.stops.trigger'), price(p.trigger_price)]);
  if (p.trailing !== null) rows.push(['trailing', t('trade.stops.trailing'), p.trailing]);
  if (p.expires_at !== null)
    rows.push([
      'expires',
      t('trade.stops.tif'),
      `${t(`trade.stops.tifs.${p.tif}`)} · ${t('trade.stops.until', {
        time: formatDateTime(p.expires_at, i18n.language as Language),
      })}`,
    ]);
  if (p.stop_loss !== null) rows.push(['stop-loss', t('trade.stops.stopLoss'), price(p.stop_loss)]);
  if (p.take_profit !== null)
    rows.push(['take-profit', t('trade.stops.takeProfit'), price(p.take_profit)]);
  if (rows.length === 0) return null;
  return (
    <>
      <dl className={styles.previewTable} data-testid="order-preview-conditions">
        {rows.map(([key, label, value]) => (
          <div key={key} data-testid={`preview-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {p.price_type !== 'market' && p.price_type !== 'limit' && (
        <p className={styles.fieldHint}>{t(`trade.stops.hint.${p.price_type}`)}</p>
      )}
    </>
  );
}
