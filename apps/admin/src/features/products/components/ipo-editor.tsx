import { MARKET_CODES } from '@kabuto/shared/markets';
import type { OfferingMode } from '@kabuto/shared/contracts/ipo';
import { InputField } from '../../../components/field';
import { useI18n } from '../../../i18n/i18n-provider';
import { useFormFields, type SetField } from '../../../lib/use-form-fields';
import { useCreateOffering } from '../api/ipo';
import { initialIpoForm, ipoDraft, TIME_FIELDS, type IpoForm } from './ipo-form';
import { ChoiceField, CodeField, NameFields, NumberField } from './product-fields';
import { ProductEditorCard } from './products-shell';

const MODES: readonly OfferingMode[] = ['prepaid', 'postpaid'];

/** A new IPO offering: the instrument, names, terms and the dates of its window and draw. */
export function IpoEditor({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const create = useCreateOffering();
  const [form, set] = useFormFields(() => initialIpoForm());

  return (
    <ProductEditorCard kind="ipo" create={create} draft={() => ipoDraft(form)} onClose={onClose}>
      <h3 className="product-editor__section">{t('products.form.instrument')}</h3>
      <InstrumentFields form={form} set={set} />
      <h3 className="product-editor__section">{t('products.form.terms')}</h3>
      <TermsFields form={form} set={set} />
      <h3 className="product-editor__section">{t('products.form.schedule')}</h3>
      <ScheduleFields form={form} set={set} />
    </ProductEditorCard>
  );
}

/** The instrument's code, market, how it is paid for, its sponsor and its names. */
function InstrumentFields({ form, set }: { form: IpoForm; set: SetField<IpoForm> }) {
  const { t, label } = useI18n();
  return (
    <div className="form-grid form-grid--4">
      <CodeField value={form.code} onChange={set('code')} example="186A" />
      <ChoiceField
        name="market"
        label={t('products.form.market')}
        value={form.market}
        choices={MARKET_CODES}
        choiceLabel={(m) => label('products.market', m)}
        onChange={set('market')}
      />
      <ChoiceField
        name="mode"
        label={t('products.form.mode')}
        value={form.mode}
        choices={MODES}
        choiceLabel={(m) => label('products.ipo.mode', m)}
        onChange={set('mode')}
      />
      <InputField
        name="sponsor"
        label={t('products.form.sponsor')}
        value={form.sponsor}
        onChange={set('sponsor')}
      />
      <NameFields names={form.names} onChange={set('names')} />
    </div>
  );
}

/** Price, provisional price, PER, shares offered, lot size and the most lots one may apply for. */
function TermsFields({ form, set }: { form: IpoForm; set: SetField<IpoForm> }) {
  const { t } = useI18n();
  return (
    <div className="form-grid form-grid--4">
      <NumberField
        name="price"
        label={t('products.form.price')}
        value={form.price}
        onChange={set('price')}
      />
      <NumberField
        name="provisional_price"
        label={t('products.form.provisional')}
        value={form.provisional}
        onChange={set('provisional')}
      />
      <InputField
        name="per"
        label={t('products.form.per')}
        mark="optional"
        value={form.per}
        onChange={set('per')}
      />
      <NumberField
        name="quantity"
        label={t('products.form.quantity')}
        value={form.quantity}
        onChange={set('quantity')}
      />
      <NumberField
        name="lot"
        label={t('products.form.lot')}
        value={form.lot}
        onChange={set('lot')}
      />
      <NumberField
        name="max_lots"
        label={t('products.form.maxLots')}
        value={form.maxLots}
        onChange={set('maxLots')}
      />
    </div>
  );
}

/** The subscription window, the draw, payment, listing and distribution, in local time. */
function ScheduleFields({ form, set }: { form: IpoForm; set: SetField<IpoForm> }) {
  const { label } = useI18n();
  const setTimes = set('times');
  return (
    <div className="form-grid">
      {TIME_FIELDS.map((field) => (
        <InputField
          key={field.name}
          type="datetime-local"
          name={field.name}
          label={label('products.form.time', field.name)}
          value={form.times[field.name]}
          onChange={(value) => setTimes({ ...form.times, [field.name]: value })}
        />
      ))}
    </div>
  );
}
