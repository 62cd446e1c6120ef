import { Button, Input } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BlockOffer, BlockPurchaseResult } from '@kabuto/shared/contracts/blocks';
import { displayMoney } from '@kabuto/shared/money';
import { Amount } from '@/components/amount/amount';
import { Icon } from '@/components/icon/icon';
import { Card, FundPasswordField, kit } from '@/components/screen-kit/screen-kit';
import { formatPrice } from '@/lib/market-format';
import type { BlockPurchase } from '../hooks/use-block-purchase';
import { useBlockPurchase } from '../hooks/use-block-purchase';
import { sharesText } from '../utils/units';
import styles from './blocks.module.css';

interface PurchaseFormProps {
  offer: BlockOffer;
  onDone: (result: BlockPurchaseResult, lots: number) => void;
}

/** An open offer's purchase form: shares, total, channel key, fund password and submit. */
export function PurchaseForm({ offer, onDone }: PurchaseFormProps) {
  const { t } = useTranslation();
  const form = useBlockPurchase(offer, onDone);
  return (
    <Card
      title={t('block.form.title')}
      extra={t('block.form.available', { shares: sharesText(t, offer.remaining_lots) })}
      testId="large-info-form"
    >
      <LotsField offer={offer} form={form} />
      <div className={styles.total}>
        <span>{t('block.form.total')}</span>
        <Amount
          as="strong"
          testId="large-info-total"
          value={displayMoney(form.total)}
          unit={<small>{offer.currency}</small>}
        />
      </div>
      {offer.needs_key && <KeyField value={form.key} onChange={form.setKey} />}
      <FundPasswordField
        className={styles.spaced}
        label={t('block.form.fundPassword')}
        value={form.password}
        onChange={form.setPassword}
        placeholder={t('block.form.fundPasswordPlaceholder')}
        testId="large-info-fund-password"
      />
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        className={`${kit.submit} ${styles.spaced}`}
        loading={form.pending}
        onClick={form.submit}
        data-testid="large-info-submit"
      >
        {t('block.form.submit')}
      </Button>
    </Card>
  );
}

function LotsField({ offer, form }: { offer: BlockOffer; form: BlockPurchase }) {
  const { t } = useTranslation();
  return (
    <label className={kit.field}>
      <span className={kit.label}>
        {t('block.form.lots')}
        <span className={kit.labelExtra}>
          {t('block.form.minHint', { shares: sharesText(t, offer.min_lots) })}
        </span>
      </span>
      <div className={kit.amountRow}>
        <Input
          className={styles.lotsInput}
          value={form.lots}
          onChange={form.typeLots}
          inputMode="numeric"
          autoComplete="off"
          clearable
          data-testid="large-info-lots"
        />
        <span className={styles.unit}>{t('block.form.unit')}</span>
      </div>
      <div className={kit.chips}>
        {form.chips.map((n) => (
          <button
            key={n}
            type="button"
            className={kit.chip}
            aria-pressed={form.count === n}
            onClick={() => form.pickLots(n)}
          >
            {formatPrice(n)}
          </button>
        ))}
      </div>
    </label>
  );
}

/** The channel key a private offer asks for, with where the customer finds it. */
function KeyField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className={`${kit.field} ${styles.spaced}`}>
      <span className={kit.label}>{t('block.form.key')}</span>
      <Input
        className={`${kit.input} ${styles.keyInput}`}
        value={value}
        onChange={onChange}
        placeholder={t('block.form.keyPlaceholder')}
        autoComplete="off"
        maxLength={16}
        data-testid="large-info-key"
      />
      <span className={styles.keyHint}>
        <Icon name="bell" size={14} strokeWidth={2.2} />
        {t('block.form.keyHint')}
        <Link to="/mine/message">{t('block.form.toMessages')}</Link>
      </span>
    </label>
  );
}
