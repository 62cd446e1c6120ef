import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@kabuto/shared/money';
import { displayMoney } from '@kabuto/shared/money';
import { kit } from '@/components/screen-kit/screen-kit';
import { formatPrice } from '@/lib/market-format';
import type { LendForm } from '../hooks/use-lend-form';
import { useLendForm } from '../hooks/use-lend-form';
import type { LendableHolding } from '../hooks/use-lend-form';
import styles from './lending.module.css';

interface HoldingRowProps {
  holding: LendableHolding;
  lent: number;
  bps: number;
  currency: Currency;
}

/** One lendable holding: held, lent and available shares, and its lend form once opened. */
export function HoldingRow({ holding: h, lent, bps, currency }: HoldingRowProps) {
  const { t } = useTranslation();
  const form = useLendForm(h, lent, bps, currency);
  return (
    <li className={styles.item} data-testid={`lendable-${h.id}`} data-code={h.code}>
      <div className={styles.itemHead}>
        <div className={styles.itemName}>
          <strong>{h.name}</strong>
          <span>{h.code}</span>
        </div>
        {!form.open && (
          <Button
            size="small"
            shape="rounded"
            color="primary"
            className={styles.action}
            disabled={form.available <= 0}
            onClick={form.start}
            data-testid={`lendable-open-${h.id}`}
          >
            {t('lending.lend')}
          </Button>
        )}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('lending.holdings.held')}</dt>
          <dd>{formatPrice(h.quantity)}</dd>
        </div>
        <div>
          <dt>{t('lending.holdings.lent')}</dt>
          <dd data-testid={`lendable-lent-${h.id}`}>{formatPrice(lent)}</dd>
        </div>
        <div>
          <dt>{t('lending.holdings.available')}</dt>
          <dd>{formatPrice(form.available)}</dd>
        </div>
      </dl>
      {form.open && <LendFormFields id={h.id} currency={currency} form={form} />}
    </li>
  );
}

function LendFormFields({
  id,
  currency,
  form,
}: {
  id: number;
  currency: Currency;
  form: LendForm;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      <div className={kit.amountRow}>
        <Input
          className={kit.amountInput}
          value={form.num}
          onChange={form.typeNum}
          inputMode="numeric"
          autoComplete="off"
          data-testid={`lendable-num-${id}`}
        />
        <span className={styles.unit}>{t('lending.unit')}</span>
      </div>
      <p className={kit.hint}>
        {t('lending.holdings.estimate', {
          fee: form.dailyFee === undefined ? '—' : `${displayMoney(form.dailyFee)} ${currency}`,
        })}
      </p>
      <div className={styles.formActions}>
        <Button shape="rounded" onClick={form.cancel}>
          {t('common.cancel')}
        </Button>
        <Button
          shape="rounded"
          color="primary"
          loading={form.pending}
          onClick={form.submit}
          data-testid={`lendable-submit-${id}`}
        >
          {t('lending.lend')}
        </Button>
      </div>
    </div>
  );
}
