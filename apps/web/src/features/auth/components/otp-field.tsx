import { useTranslation } from 'react-i18next';
import { AuthField } from './auth-frame';
import styles from './auth.module.css';

/** The code of two-factor sign-in: six digits from the app, or a recovery code. */
export function OtpField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <AuthField
      label={t('login.otp')}
      testId="login-otp"
      value={value}
      onChange={onChange}
      placeholder={t('login.otpPlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={24}
      autoFocus
      hint={<span className={styles.otpHint}>{t('login.otpHint')}</span>}
    />
  );
}
