import { MARKET_TYPES } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import type { ProductDraft } from '@kabuto/shared/contracts/admin-products';
import { InputField } from '../../../components/field';
import { useI18n } from '../../../i18n/i18n-provider';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCreateProduct } from '../api/copy';
import { fromLocalInput, inDays, toLocalInput } from './datetime';
import {
  ChoiceField,
  completeNames,
  NameFields,
  NO_NAMES,
  DeadlineFields,
  NumberField,
  type ProductNames,
} from './product-fields';
import { ProductEditorCard } from './products-shell';

interface CopyForm {
  names: ProductNames;
  issuer: string;
  type: MarketType;
  targetBps: string;
  minInvestment: string;
  deadline: string;
  lockDays: string;
}

/** The product to create, or null while a field is missing or out of range. */
function copyDraft(form: CopyForm): ProductDraft | null {
  const name = completeNames(form.names);
  const at = fromLocalInput(form.deadline);
  const bps = Number(form.targetBps);
  if (
    !name ||
    !form.issuer.trim() ||
    !at ||
    !Number.isInteger(bps) ||
    bps < 0 ||
    bps > 1000 ||
    !(Number(form.minInvestment) > 0) ||
    form.lockDays === ''
  ) {
    return null;
  }
  return {
    name,
    issuer_name: form.issuer.trim(),
    type: form.type,
    target_daily_bps: bps,
    min_investment: form.minInvestment,
    deadline: at,
    lock_days: Number(form.lockDays),
  };
}

/** A new copy-trading product with its own trading account. */
export function CopyProductEditor({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const create = useCreateProduct();
  const [form, set] = useFormFields<CopyForm>(() => ({
    names: NO_NAMES,
    issuer: '',
    type: 'jpy',
    targetBps: '50',
    minInvestment: '',
    deadline: toLocalInput(inDays(30)),
    lockDays: '7',
  }));
  return (
    <ProductEditorCard kind="copy" create={create} draft={() => copyDraft(form)} onClose={onClose}>
      <div className="form-grid">
        <NameFields names={form.names} onChange={set('names')} />
        <InputField
          name="issuer_name"
          label={t('products.copy.issuer')}
          value={form.issuer}
          onChange={set('issuer')}
        />
        <ChoiceField
          name="type"
          label={t('products.copy.currency')}
          value={form.type}
          choices={MARKET_TYPES}
          choiceLabel={(option) => option.toUpperCase()}
          onChange={set('type')}
        />
        <NumberField
          name="target_daily_bps"
          label={t('products.copy.targetBps')}
          value={form.targetBps}
          onChange={set('targetBps')}
          hint={t('products.copy.targetHint', {
            pct: (Number(form.targetBps || 0) / 100).toFixed(2),
          })}
          whole
        />
        <NumberField
          name="min_investment"
          label={t('products.copy.minInvestment')}
          value={form.minInvestment}
          onChange={set('minInvestment')}
        />
        <DeadlineFields
          labels={{ deadline: t('products.copy.deadline'), lockDays: t('products.copy.lockDays') }}
          deadline={form.deadline}
          lockDays={form.lockDays}
          onDeadline={set('deadline')}
          onLockDays={set('lockDays')}
        />
      </div>
    </ProductEditorCard>
  );
}
