import type { FormEvent, ReactNode } from 'react';
import { Button, Input } from 'antd-mobile';
import { kit } from '@/components/screen-kit/screen-kit';
import styles from './profile.module.css';

export interface PasswordField {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Six digits (the fund password). */
  digits?: boolean;
  autoComplete: string;
}

interface PasswordFormProps {
  fields: readonly PasswordField[];
  submitText: string;
  busy: boolean;
  onSubmit: () => void;
  /** Shown between the fields and the button. */
  footer?: ReactNode;
  testIdPrefix: string;
}

/** A form of password fields with one submit button. */
export function PasswordForm({
  fields,
  submitText,
  busy,
  onSubmit,
  footer,
  testIdPrefix,
}: PasswordFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <section className={kit.card}>
        {fields.map((field) => (
          <label key={field.name} className={kit.field}>
            <span className={kit.label}>{field.label}</span>
            <Input
              className={kit.input}
              type="password"
              value={field.value}
              onChange={(value) => field.onChange(field.digits ? value.replace(/\D/g, '') : value)}
              placeholder={field.placeholder}
              inputMode={field.digits ? 'numeric' : 'text'}
              maxLength={field.digits ? 6 : 32}
              autoComplete={field.autoComplete}
              data-testid={`${testIdPrefix}-${field.name}`}
            />
          </label>
        ))}
      </section>
      {footer}
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        type="submit"
        loading={busy}
        className={styles.submit}
        data-testid={`${testIdPrefix}-submit`}
      >
        {submitText}
      </Button>
    </form>
  );
}
