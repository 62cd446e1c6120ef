/** The labelled fields the product forms are built from. */
import type { Language } from '@kabuto/shared/catalogue';
import { Field, InputField, REASON_LENGTH_MAX, TextAreaField } from '../../../components/field';
import { useI18n } from '../../../i18n/i18n-provider';

const LANGUAGES: readonly Language[] = ['jp', 'cn', 'us'];

/** A product's name in each of the customer app's languages. */
export type ProductNames = Record<Language, string>;

export const NO_NAMES: ProductNames = { jp: '', cn: '', us: '' };

/** The names trimmed, or null while one of them is still blank. */
export function completeNames(names: ProductNames): ProductNames | null {
  const trimmed = { jp: names.jp.trim(), cn: names.cn.trim(), us: names.us.trim() };
  return LANGUAGES.some((language) => !trimmed[language]) ? null : trimmed;
}

/** One text field per language, named `name_jp`, `name_cn` and `name_us`. */
export function NameFields({
  names,
  onChange,
}: {
  names: ProductNames;
  onChange: (names: ProductNames) => void;
}) {
  const { label } = useI18n();
  return LANGUAGES.map((language) => (
    <InputField
      key={language}
      name={`name_${language}`}
      label={label('products.form.name', language)}
      value={names[language]}
      onChange={(value) => onChange({ ...names, [language]: value })}
    />
  ));
}

/** A listed instrument's code; with an `example`, shown as the placeholder and explained below. */
export function CodeField({
  value,
  onChange,
  example,
}: {
  value: string;
  onChange: (value: string) => void;
  example?: string;
}) {
  const { t } = useI18n();
  return (
    <InputField
      name="code"
      label={t('products.form.code')}
      value={value}
      onChange={onChange}
      hint={example && t('products.form.codeHint')}
      mono
      placeholder={example}
    />
  );
}

/**
 * A number typed as text: anything but digits and the decimal point is dropped, and the point
 * too when the number is `whole`.
 */
export function NumberField({
  onChange,
  whole = false,
  ...field
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  whole?: boolean;
}) {
  return (
    <InputField
      {...field}
      inputMode="decimal"
      onChange={(value) => onChange(value.replace(whole ? /\D/g : /[^\d.]/g, ''))}
    />
  );
}

/** Until when a product takes orders, then for how many days what was bought stays locked. */
export function DeadlineFields({
  labels,
  deadline,
  lockDays,
  onDeadline,
  onLockDays,
}: {
  labels: { deadline: string; lockDays: string; lockHint?: string };
  /** As a datetime-local input writes it. */
  deadline: string;
  lockDays: string;
  onDeadline: (value: string) => void;
  onLockDays: (value: string) => void;
}) {
  return (
    <>
      <InputField
        type="datetime-local"
        name="deadline"
        label={labels.deadline}
        value={deadline}
        onChange={onDeadline}
      />
      <NumberField
        name="lock_days"
        label={labels.lockDays}
        value={lockDays}
        onChange={onLockDays}
        {...(labels.lockHint ? { hint: labels.lockHint } : {})}
        whole
      />
    </>
  );
}

/** One of a few values, each shown by its label. */
export function ChoiceField<T extends string>({
  name,
  label,
  value,
  choices,
  choiceLabel,
  onChange,
}: {
  name: string;
  label: string;
  value: T;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <Field label={label}>
      <select
        className="input"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Why staff take a step; required, and written to the audit log with it. */
export function ReasonField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  return (
    <TextAreaField
      label={t('products.form.reason')}
      mark="required"
      hint={t('products.form.reasonHint')}
      name="reason"
      rows={3}
      maxLength={REASON_LENGTH_MAX}
      value={value}
      onChange={onChange}
    />
  );
}
