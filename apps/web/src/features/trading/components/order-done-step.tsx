import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { formatPrice } from '@/lib/market-format';
import { Amount } from '@/components/amount/amount';
import type { PlaceOrderResult } from '../api/place-order';
import { QueuedDone } from './queued-done';
import styles from './trading.module.css';

interface DoneStepProps {
  result: PlaceOrderResult;
  onClose: () => void;
  onViewPositions: () => void;
}

/** The placed order: filled, or pending with its number. */
export function DoneStep({ result: { data: order }, onClose, onViewPositions }: DoneStepProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.sheetBody} data-testid="order-done" data-status={order.status}>
      <div className={styles.done}>
        <span className={styles.doneIcon}>
          <Icon name="check" size={30} strokeWidth={2.6} />
        </span>
        {order.status === 'queued' ? (
          <QueuedDone order={order} />
        ) : (
          <>
            <h3>{order.status === 'filled' ? t('trade.done.filled') : t('trade.done.pending')}</h3>
            {order.status !== 'filled' && <p>{t('trade.done.pendingHint')}</p>}
          </>
        )}
        <dl className={styles.previewTable}>
          <div>
            <dt>{t('trade.done.orderNo')}</dt>
            <dd data-testid="order-no">{order.order_no}</dd>
          </div>
          {order.fill_price && (
            <div>
              <dt>{t('trade.done.fillPrice')}</dt>
              <Amount
                as="dd"
                testId="order-fill-price"
                value={formatPrice(order.fill_price)}
                unit={` ${order.currency}`}
              />
            </div>
          )}
        </dl>
      </div>
      <div className={styles.buttonRow}>
        <Button shape="rounded" size="large" onClick={onClose} data-testid="order-done-close">
          {t('common.close')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          size="large"
          onClick={onViewPositions}
          data-testid="order-view-positions"
        >
          {t('trade.done.viewPositions')}
        </Button>
      </div>
    </div>
  );
}
