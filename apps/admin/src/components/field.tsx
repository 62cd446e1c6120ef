/**
 * The labelled fields every back-office form is built from: the label (marked required or
 * optional where the form says so), the control, and a hint below it.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-provider';

/** How long a reason staff write for the audit log may be. */
export const REASON_LENGTH_MAX = 500;

export type FieldMark = 'required' | 'optional';

interface FieldProps {
  label: ReactNode;
  mark?: FieldMark | undefined;
  hint?: ReactNode;
  hintTestId?: string;
  /** A class beside `field` (`field--wide`, `content-form__account`). */
  className?: string;
  /** `div` when the field holds more than one control (buttons, a picker), which no label may. */
  as?: 'label' | 'div';
  children: ReactNode;
}

export function Field({
  label,
  mark,
  hint,
  hintTestId,
  className,
  as: Tag = 'label',
  children,
}: FieldProps) {
  const { t } = useI18n();
  return (
    <Tag className={className ? `field ${className}` : 'field'}>
      <span className="field__label">
        {label}
        {mark && <span className={`field__${mark}`}>{t(`common.${mark}`)}</span>}
      </span>
      {children}
      {hint && (
        <span className="field__hint" data-testid={hintTestId}>
          {hint}
        </span>
      )}
    </Tag>
  );
}

interface ControlProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  mark?: FieldMark | undefined;
  hint?: ReactNode;
  hintTestId?: string;
  /** Codes and account numbers: typed in the monospaced face. */
  mono?: boolean;
  maxLength?: number;
  placeholder?: string;
  autoFocus?: boolean;
  testId?: string;
  /** A class beside `field`. */
  fieldClassName?: string;
}

interface InputFieldProps extends ControlProps {
  type?: 'password' | 'datetime-local';
  inputMode?: 'decimal' | 'numeric';
  autoComplete?: 'username' | 'current-password' | 'one-time-code';
}

/** A labelled one-line input. */
export function InputField({ type, inputMode, autoComplete, ...props }: InputFieldProps) {
  return (
    <Field {...fieldOf(props)}>
      <input
        {...controlOf(props)}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        className={props.mono ? 'input mono' : 'input'}
      />
    </Field>
  );
}

interface TextAreaFieldProps extends ControlProps {
  rows: number;
  /** A class beside `input textarea` (`page-body`). */
  inputClassName?: string;
}

/** A labelled text of several lines. */
export function TextAreaField({ rows, inputClassName, ...props }: TextAreaFieldProps) {
  const classes = ['input', 'textarea', props.mono ? 'mono' : '', inputClassName ?? ''];
  return (
    <Field {...fieldOf(props)}>
      <textarea {...controlOf(props)} rows={rows} className={classes.filter(Boolean).join(' ')} />
    </Field>
  );
}

/** What the field around a control shows: its label, mark and hint. */
function fieldOf(props: ControlProps) {
  return {
    label: props.label,
    mark: props.mark,
    hint: props.hint,
    hintTestId: props.hintTestId,
    className: props.fieldClassName,
  };
}

/** The attributes an input and a text area share. */
function controlOf(props: ControlProps) {
  return {
    name: props.name,
    value: props.value,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    autoFocus: props.autoFocus,
    'data-testid': props.testId,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.target.value),
  };
}
