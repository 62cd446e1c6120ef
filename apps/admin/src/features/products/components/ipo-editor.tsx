import { useState, type FormEvent } from 'react';
import type { Language } from '@kabuto/shared/catalogue';
import { useToast } from '../../../components/toast';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { useCreateOffering, type IpoMarket, type IpoMode } from '../api/ipo';
import { fromLocalInput, inDays, toLocalInput } from './datetime';

const LANGUAGES: readonly Language[] = ['jp', 'cn', 'us'];
const MARKETS: readonly IpoMarket[] = ['JP', 'US', 'CN'];
const MODES: readonly IpoMode[] = ['prepaid', 'postpaid'];

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
  const { t, say, label } = useI18n();
  const toast = useToast();
  const create = useCreateOffering();
  const [code, setCode] = useState('');
  const [names, setNames] = useState<Record<Language, string>>({ jp: '', cn: '', us: '' });
  const [market, setMarket] = useState<IpoMarket>('JP');
  const [mode, setMode] = useState<IpoMode>('prepaid');
  const [price, setPrice] = useState('');
  const [provisional, setProvisional] = useState('');
  const [per, setPer] = useState('');
  const [quantity, setQuantity] = useState('');
  const [lot, setLot] = useState('100');
  const [maxLots, setMaxLots] = useState('10');
  const [sponsor, setSponsor] = useState('');
  const [times, setTimes] = useState(initialTimes);
  const [error, setError] = useState<UiMessage | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const numbers = [price, provisional, quantity, lot, maxLots].map(Number);
    const iso = TIME_FIELDS.map((field) => fromLocalInput(times[field.name]));
    if (
      !code.trim() ||
      LANGUAGES.some((language) => !names[language].trim()) ||
      !sponsor.trim() ||
      numbers.some((n) => !Number.isFinite(n) || n <= 0) ||
      iso.some((value) => value === null)
    ) {
      setError({ id: 'products.form.incomplete' });
      return;
    }
    const [start, end, draw, pay, listing, distribution] = iso as string[];
    try {
      const result = await create.mutateAsync({
        code: code.trim().toUpperCase(),
        name: { jp: names.jp.trim(), cn: names.cn.trim(), us: names.us.trim() },
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
      });
      toast.show('success', { msg: result.msg });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <form
      className="card"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="ipo-editor"
    >
      <header className="product-editor__head">
        <div>
          <h2 className="product-editor__title">{t('products.ipo.newTitle')}</h2>
          <p className="muted small">{t('products.ipo.newLead')}</p>
        </div>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </header>
      {error && (
        <p className="callout callout--danger" role="alert" data-testid="ipo-editor-error">
          {say(error)}
        </p>
      )}

      <h3 className="product-editor__section">{t('products.form.instrument')}</h3>
      <div className="form-grid form-grid--4">
        <label className="field">
          <span className="field__label">{t('products.form.code')}</span>
          <input
            className="input mono"
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="186A"
          />
          <span className="field__hint">{t('products.form.codeHint')}</span>
        </label>
        <label className="field">
          <span className="field__label">{t('products.form.market')}</span>
          <select
            className="input"
            name="market"
            value={market}
            onChange={(event) => setMarket(event.target.value as IpoMarket)}
          >
            {MARKETS.map((m) => (
              <option key={m} value={m}>
                {label('products.market', m)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('products.form.mode')}</span>
          <select
            className="input"
            name="mode"
            value={mode}
            onChange={(event) => setMode(event.target.value as IpoMode)}
          >
            {MODES.map((m) => (
              <option key={m} value={m}>
                {label('products.ipo.mode', m)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('products.form.sponsor')}</span>
          <input
            className="input"
            name="sponsor"
            value={sponsor}
            onChange={(event) => setSponsor(event.target.value)}
          />
        </label>
        {LANGUAGES.map((language) => (
          <label key={language} className="field">
            <span className="field__label">{label('products.form.name', language)}</span>
            <input
              className="input"
              name={`name_${language}`}
              value={names[language]}
              onChange={(event) => setNames({ ...names, [language]: event.target.value })}
            />
          </label>
        ))}
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
        <label className="field">
          <span className="field__label">
            {t('products.form.per')}
            <span className="field__optional">{t('common.optional')}</span>
          </span>
          <input
            className="input"
            name="per"
            value={per}
            onChange={(event) => setPer(event.target.value)}
          />
        </label>
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
          <label key={field.name} className="field">
            <span className="field__label">{label('products.form.time', field.name)}</span>
            <input
              className="input"
              type="datetime-local"
              name={field.name}
              value={times[field.name]}
              onChange={(event) => setTimes({ ...times, [field.name]: event.target.value })}
            />
          </label>
        ))}
      </div>

      <footer className="product-editor__foot">
        <span className="muted small">{t('products.ipo.seedNote')}</span>
        <button type="button" className="button" onClick={onClose} disabled={create.isPending}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending}
          data-testid="ipo-create"
        >
          {t('products.ipo.create')}
        </button>
      </footer>
    </form>
  );
}

export function NumberField({
  name,
  label,
  value,
  onChange,
  hint,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="input"
        name={name}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
      />
      {hint && <span className="field__hint">{hint}</span>}
    </label>
  );
}
