import { Button, Checkbox, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { Icon } from '@/components/icon/icon';
import { AmountField, Facts, kit } from '@/components/screen-kit/screen-kit';
import { useFollowForm } from '../hooks/use-follow-form';
import type { CopyProduct } from '@kabuto/shared/contracts/copy';
import styles from './copy.module.css';

interface FollowSheetProps {
  /** The product to follow; null keeps the sheet closed. */
  product: CopyProduct | null;
  onClose: () => void;
}

/**
 * The follow dialog: the terms again (NAV, minimum, lock-up with its end date, target against
 * realised), the amount and the units it buys, and the risk notice ticked before following.
 */
export function FollowSheet({ product, onClose }: FollowSheetProps) {
  return (
    <Popup
      visible={product !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {product && <FollowForm key={product.id} product={product} onClose={onClose} />}
    </Popup>
  );
}

function FollowForm({ product: p, onClose }: { product: CopyProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useFollowForm(p, onClose);
  return (
    <div className={styles.sheetBody} data-testid="follow-sheet">
      <div className={styles.sheetHead}>
        <div>
          <h2>{t('copy.sheet.title', { name: p.name })}</h2>
          <span>{p.issuer}</span>
        </div>
        <button
          type="button"
          className={styles.sheetClose}
          onClick={onClose}
          aria-label={t('common.close')}
        >
          <Icon name="close" size={18} strokeWidth={2.2} />
        </button>
      </div>
      <FollowTerms product={p} lockedUntil={form.lockedUntil} />
      <div className={styles.sheetField}>
        <AmountField
          label={t('copy.sheet.amount')}
          labelExtra={t('copy.sheet.min', {
            min: displayMoney(p.min_investment),
            currency: p.currency,
          })}
          currency={p.currency}
          value={form.money}
          onChange={form.setMoney}
          placeholder={t('copy.sheet.placeholder')}
          hint={
            form.units !== undefined
              ? t('copy.sheet.units', { units: form.units, nav: p.nav })
              : undefined
          }
          testId="follow-amount"
        />
      </div>
      <div className={styles.risk} data-testid="follow-sheet-risk">
        <Icon name="alert" size={16} strokeWidth={2.2} />
        <p>{t('copy.sheet.risk', { n: p.lock_days })}</p>
      </div>
      <Checkbox
        className={styles.agree}
        checked={form.agreed}
        onChange={form.setAgreed}
        data-testid="follow-agree"
      >
        {t('copy.sheet.agree')}
      </Checkbox>
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        className={kit.submit}
        loading={form.pending}
        onClick={form.submit}
        data-testid="follow-submit"
      >
        {t('copy.sheet.submit')}
      </Button>
    </div>
  );
}

/** The product's terms again: NAV, target against realised, drawdown, lock-up and its end. */
function FollowTerms({ product: p, lockedUntil }: { product: CopyProduct; lockedUntil: string }) {
  const { t } = useTranslation();
  return (
    <Facts
      testId="follow-sheet-terms"
      items={[
        { label: t('copy.fields.nav'), value: p.nav },
        {
          label: t('copy.fields.target'),
          value: t('copy.sheet.targetVsRealised', {
            target: p.expected_daily_income_pct,
            realised: p.realised_daily_income_pct,
          }),
        },
        { label: t('copy.fields.drawdown'), value: `${p.max_drawdown_pct}%` },
        {
          label: t('copy.fields.lockUp'),
          value: t('copy.sheet.lockUntil', { n: p.lock_days, date: lockedUntil }),
          testId: 'follow-sheet-lock',
        },
      ]}
    />
  );
}
