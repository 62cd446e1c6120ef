import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import type { Order } from '@kabuto/shared/contracts/trading';
import { formatDateTime } from '@/lib/market-format';

/** A queued order's confirmation: when it executes (the customer's time zone) and how to cancel. */
export function QueuedDone({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const time = formatDateTime(order.queued_for, i18n.language as Language);
  return (
    <>
      <h3>{t('orders.queuedTitle')}</h3>
      <p data-testid="order-queued-for">{t('orders.queuedHint', { time })}</p>
    </>
  );
}
