import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

/** The code of two-factor sign-in: six digits from the app, or a recovery code. */
export function OtpField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className={styles.field}>
      <span className={styles.label}>{t('login.otp')}</span>
      <Input
        className={styles.input}
        data-testid="login-otp"
        value={value}
        onChange={onChange}
        placeholder={t('login.otpPlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={24}
        autoFocus
      />
      <span className={styles.otpHint}>{t('login.otpHint')}</span>
    </label>
  );
}
