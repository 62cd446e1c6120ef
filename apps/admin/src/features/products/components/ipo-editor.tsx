import { MARKET_CODES } from '@kabuto/shared/markets';
import type { IpoMarket, OfferingDraft } from '@kabuto/shared/contracts/admin-products';
import type { OfferingMode } from '@kabuto/shared/contracts/ipo';
import { useState } from 'react';
import { InputField } from '../../../components/field';
import { useI18n } from '../../../i18n/i18n-provider';
import { useCreateOffering } from '../api/ipo';
import { fromLocalInput, inDays, toLocalInput } from './datetime';
import {
  ChoiceField,
  CodeField,
  completeNames,
  NameFields,
  NO_NAMES,
  NumberField,
} from './product-fields';
import { ProductEditorCard } from './products-shell';

const MODES: readonly OfferingMode[] = ['prepaid', 'postpaid'];

type TimeField =
  | 'subscribe_start'
  | 'subscribe_end'
  | 'draw_at'
  | 'pay_deadline'
  | 'listing_at'
  | 'distribution_at';

const TIME_FIELDS: readonly { name: TimeField; days: number }[] = [
  { name: 'subscribe_start', days: 0 },
  { name: 'subscribe_end', days: 3 },
  { name: 'draw_at', days: 4 },
  { name: 'pay_deadline', days: 6 },
  { name: 'listing_at', days: 8 },
  { name: 'distribution_at', days: 8 },
];

function initialTimes(): Record<TimeField, string> {
  const now = new Date();
  return Object.fromEntries(
    TIME_FIELDS.map((field) => [field.name, toLocalInput(inDays(field.days, now))]),
  ) as Record<TimeField, string>;
}

/** A new IPO offering: the instrument, names, terms and the dates of its window and draw. */
export function IpoEditor({ onClose }: { onClose: () => void }) {
  const { t, label } = useI18n();
  const create = useCreateOffering();
  const [code, setCode] = useState('');
  const [names, setNames] = useState(NO_NAMES);
  const [market, setMarket] = useState<IpoMarket>('JP');
  const [mode, setMode] = useState<OfferingMode>('prepaid');
  const [price, setPrice] = useState('');
  const [provisional, setProvisional] = useState('');
  const [per, setPer] = useState('');
  const [quantity, setQuantity] = useState('');
  const [lot, setLot] = useState('1');
  const [maxLots, setMaxLots] = useState('10');
  const [sponsor, setSponsor] = useState('');
  const [times, setTimes] = useState(initialTimes);

  function draft(): OfferingDraft | null {
    const name = completeNames(names);
    const numbers = [price, provisional, quantity, lot, maxLots].map(Number);
    const iso = TIME_FIELDS.map((field) => fromLocalInput(times[field.name]));
    if (
      !code.trim() ||
      !name ||
      !sponsor.trim() ||
      numbers.some((n) => !Number.isFinite(n) || n <= 0) ||
      iso.some((value) => value === null)
    ) {
      return null;
    }
    const [start, end, draw, pay, listing, distribution] = iso as string[];
    return {
      code: code.trim().toUpperCase(),
      name,
      market,
      mode,
      price: Number(price),
      provisional_price: Number(provisional),
      ...(per.trim() ? { per: per.trim() } : {}),
      quantity: Number(quantity),
      lot: Number(lot),
      max_lots: Number(maxLots),
      sponsor: sponsor.trim(),
      subscribe_start: start!,
      subscribe_end: end!,
      draw_at: draw!,
      pay_deadline: pay!,
      listing_at: listing!,
      distribution_at: distribution!,
    };
  }

  return (
    <ProductEditorCard kind="ipo" create={create} draft={draft} onClose={onClose}>
      <h3 className="product-editor__section">{t('products.form.instrument')}</h3>
      <div className="form-grid form-grid--4">
        <CodeField value={code} onChange={setCode} example="186A" />
        <ChoiceField
          name="market"
          label={t('products.form.market')}
          value={market}
          choices={MARKET_CODES}
          choiceLabel={(m) => label('products.market', m)}
          onChange={setMarket}
        />
        <ChoiceField
          name="mode"
          label={t('products.form.mode')}
          value={mode}
          choices={MODES}
          choiceLabel={(m) => label('products.ipo.mode', m)}
          onChange={setMode}
        />
        <InputField
          name="sponsor"
          label={t('products.form.sponsor')}
          value={sponsor}
          onChange={setSponsor}
        />
        <NameFields names={names} onChange={setNames} />
      </div>

      <h3 className="product-editor__section">{t('products.form.terms')}</h3>
      <div className="form-grid form-grid--4">
        <NumberField
          name="price"
          label={t('products.form.price')}
          value={price}
          onChange={setPrice}
        />
        <NumberField
          name="provisional_price"
          label={t('products.form.provisional')}
          value={provisional}
          onChange={setProvisional}
        />
        <InputField
          name="per"
          label={
            <>
              {t('products.form.per')}
              <span className="field__optional">{t('common.optional')}</span>
            </>
          }
          value={per}
          onChange={setPer}
        />
        <NumberField
          name="quantity"
          label={t('products.form.quantity')}
          value={quantity}
          onChange={setQuantity}
        />
        <NumberField name="lot" label={t('products.form.lot')} value={lot} onChange={setLot} />
        <NumberField
          name="max_lots"
          label={t('products.form.maxLots')}
          value={maxLots}
          onChange={setMaxLots}
        />
      </div>

      <h3 className="product-editor__section">{t('products.form.schedule')}</h3>
      <div className="form-grid">
        {TIME_FIELDS.map((field) => (
          <InputField
            key={field.name}
            type="datetime-local"
            name={field.name}
            label={label('products.form.time', field.name)}
            value={times[field.name]}
            onChange={(value) => setTimes({ ...times, [field.name]: value })}
          />
        ))}
      </div>
    </ProductEditorCard>
  );
}
