import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderPreview } from '@kabuto/shared/contracts/trading';
import { displayMoney } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { formatPrice } from '@/lib/market-format';
import { Amount } from '@/components/amount/amount';
import { OrderConditionsPreview } from './order-conditions-preview';
import styles from './trading.module.css';

interface PreviewStepProps {
  preview: OrderPreview;
  name: string;
  placing: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** Every cost and threshold of the order, before the customer commits to it. */
export function PreviewStep({ preview, name, placing, onBack, onConfirm }: PreviewStepProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.sheetBody} data-testid="order-preview-sheet">
      <PreviewTable preview={preview} name={name} />
      <OrderConditionsPreview preview={preview} />
      <p className={styles.risk}>
        <Icon name="alert" size={14} strokeWidth={2.2} />
        {t('trade.riskNotice', {
          warning: preview.warning_pct,
          liquidation: preview.liquidation_pct,
        })}
      </p>
      <div className={`${styles.buttonRow} ${styles.sheetFooter}`}>
        <Button shape="rounded" size="large" onClick={onBack} data-testid="order-back">
          {t('trade.back')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          size="large"
          loading={placing}
          onClick={onConfirm}
          data-testid="order-confirm"
        >
          {t('trade.confirm')}
        </Button>
      </div>
    </div>
  );
}

function PreviewTable({ preview: p, name }: { preview: OrderPreview; name: string }) {
  const { t } = useTranslation();
  const money = (value: string) => `${displayMoney(value)} ${p.currency}`;
  const rows: readonly [string, string, string][] = [
    ['instrument', t('trade.fields.instrument'), `${name} (${p.code})`],
    [
      'direction',
      t('trade.fields.direction'),
      `${t(`trade.directions.${p.direction}`)} ×${p.leverage}`,
    ],
    ['price-type', t('trade.priceType'), t(`trade.priceTypes.${p.price_type}`)],
    [
      'price',
      p.price_type === 'market'
        ? t('trade.fields.marketPrice')
        : p.price_type === 'stop' || p.price_type === 'trailing'
          ? t('trade.stops.trigger')
          : t('trade.fields.limitPrice'),
      `${formatPrice(p.price)} ${p.currency}`,
    ],
    ['num', t('trade.lots'), String(p.num)],
    ['cost', t('trade.fields.cost'), money(p.cost)],
    ['margin', t('trade.fields.margin'), money(p.margin)],
    ['purchase-fee', t('trade.fields.purchaseFee'), money(p.purchase_fee)],
    ['selling-fee', t('trade.fields.sellingFee'), money(p.selling_fee)],
    ['stamp-duty', t('trade.fields.stampDuty'), money(p.stamp_duty)],
    ['total', t('trade.fields.total'), money(p.total)],
    [
      'liquidation-price',
      t('trade.fields.liquidationPrice'),
      `${formatPrice(p.liquidation_price)} ${p.currency}`,
    ],
    [
      'thresholds',
      t('trade.fields.thresholds'),
      t('trade.fields.thresholdsValue', { warning: p.warning_pct, liquidation: p.liquidation_pct }),
    ],
  ];
  return (
    <dl className={styles.previewTable} data-testid="order-preview-table">
      {rows.map(([key, label, value]) => (
        <div
          key={key}
          className={key === 'total' ? styles.previewTotal : undefined}
          data-testid={`preview-${key}`}
        >
          <dt>{label}</dt>
          <Amount as="dd" value={value} />
        </div>
      ))}
    </dl>
  );
}
