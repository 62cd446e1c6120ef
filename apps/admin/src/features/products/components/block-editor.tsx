import type { BlockDraft } from '@kabuto/shared/contracts/admin-products';
import { Field } from '../../../components/field';
import { useI18n } from '../../../i18n/i18n-provider';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCreateBlockOffer } from '../api/blocks';
import { fromLocalInput, inDays, toLocalInput } from './datetime';
import { CodeField, DeadlineFields, NumberField } from './product-fields';
import { ProductEditorCard } from './products-shell';

interface BlockForm {
  code: string;
  price: string;
  minLots: string;
  totalLots: string;
  deadline: string;
  lockDays: string;
  withKey: boolean;
}

/** The offer to create, or null while a field is missing or out of range. */
function blockDraft(form: BlockForm): BlockDraft | null {
  const at = fromLocalInput(form.deadline);
  const numbers = [form.price, form.minLots, form.totalLots].map(Number);
  if (
    !form.code.trim() ||
    !at ||
    numbers.some((n) => !Number.isFinite(n) || n <= 0) ||
    form.lockDays === ''
  ) {
    return null;
  }
  return {
    code: form.code.trim().toUpperCase(),
    price: Number(form.price),
    min_lots: Number(form.minLots),
    total_lots: Number(form.totalLots),
    deadline: at,
    lock_days: Number(form.lockDays),
    with_key: form.withKey,
  };
}

/** A new block offer: the instrument, price, lots, deadline, lock-up and whether it needs a key. */
export function BlockEditor({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const create = useCreateBlockOffer();
  const [form, set] = useFormFields<BlockForm>(() => ({
    code: '',
    price: '',
    minLots: '100',
    totalLots: '',
    deadline: toLocalInput(inDays(3)),
    lockDays: '30',
    withKey: false,
  }));

  return (
    <ProductEditorCard
      kind="block"
      create={create}
      draft={() => blockDraft(form)}
      onClose={onClose}
    >
      <div className="form-grid form-grid--4">
        <CodeField value={form.code} onChange={set('code')} example="7203" />
        <NumberField
          name="price"
          label={t('products.blocks.price')}
          value={form.price}
          onChange={set('price')}
        />
        <NumberField
          name="min_lots"
          label={t('products.blocks.minLotsLabel')}
          value={form.minLots}
          onChange={set('minLots')}
        />
        <NumberField
          name="total_lots"
          label={t('products.blocks.totalLots')}
          value={form.totalLots}
          onChange={set('totalLots')}
        />
        <DeadlineFields
          labels={{
            deadline: t('products.blocks.deadline'),
            lockDays: t('products.blocks.lockDaysLabel'),
            lockHint: t('products.blocks.lockHint'),
          }}
          deadline={form.deadline}
          lockDays={form.lockDays}
          onDeadline={set('deadline')}
          onLockDays={set('lockDays')}
        />
        <Field
          as="div"
          className="field--wide"
          label={t('products.blocks.access')}
          hint={t('products.blocks.withKeyHint')}
        >
          <label className="checkbox-row">
            <input
              type="checkbox"
              name="with_key"
              checked={form.withKey}
              onChange={(event) => set('withKey')(event.target.checked)}
            />
            {t('products.blocks.withKeyLabel')}
          </label>
        </Field>
      </div>
    </ProductEditorCard>
  );
}
