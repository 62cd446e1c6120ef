import type { ReactNode } from 'react';
import { Button, Input } from 'antd-mobile';
import type { InputProps } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand/brand-mark';
import styles from './auth.module.css';

interface AuthFrameProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The shared frame of the login and registration screens: a yellow hero over a form card. */
export function AuthFrame({ title, subtitle, children, footer }: AuthFrameProps) {
  return (
    <div className={styles.frame}>
      <div className={styles.hero}>
        <BrandMark size={44} />
        <div>
          <h2 className={styles.heroTitle}>{title}</h2>
          <p className={styles.heroSubtitle}>{subtitle}</p>
        </div>
      </div>
      <div className={styles.card}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}

interface AuthFieldProps extends InputProps {
  label: string;
  testId: string;
  /** Shown under the input, inside the field. */
  hint?: ReactNode;
}

/** A labelled input of the login and registration forms. */
export function AuthField({ label, testId, hint, ...input }: AuthFieldProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <Input className={styles.input} data-testid={testId} {...input} />
      {hint}
    </label>
  );
}

interface AccountFieldProps {
  testId: string;
  value: string;
  onChange: (value: string) => void;
}

/** The account number: digits, at most ten. */
export function AccountField({ testId, value, onChange }: AccountFieldProps) {
  const { t } = useTranslation();
  return (
    <AuthField
      label={t('fields.account')}
      testId={testId}
      value={value}
      onChange={onChange}
      placeholder={t('fields.accountPlaceholder')}
      inputMode="numeric"
      autoComplete="username"
      maxLength={10}
      clearable
    />
  );
}

interface AuthSubmitProps {
  loading: boolean;
  testId: string;
  children: ReactNode;
}

/** The form's submit button. */
export function AuthSubmit({ loading, testId, children }: AuthSubmitProps) {
  return (
    <Button
      block
      color="primary"
      size="large"
      shape="rounded"
      type="submit"
      className={styles.submit}
      loading={loading}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

interface AuthSwitchProps {
  question: string;
  to: string;
  testId: string;
  children: ReactNode;
}

/** The frame's footer: a question and the link to the other screen. */
export function AuthSwitch({ question, to, testId, children }: AuthSwitchProps) {
  return (
    <>
      <span>{question}</span>
      <Link to={to} className={styles.switchLink} data-testid={testId}>
        {children}
      </Link>
    </>
  );
}
