import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { kit } from '@/components/screen-kit/screen-kit';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** Recovery codes have letters and dashes; app codes are six digits. */
  allowRecovery?: boolean;
}

/** A code from the authenticator app (six digits), or where allowed a recovery code. */
export function CodeField({ label, value, onChange, testId, allowRecovery }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <label className={kit.field}>
      <span className={kit.label}>{label}</span>
      <Input
        className={kit.input}
        inputMode={allowRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={allowRecovery ? 24 : 6}
        value={value}
        onChange={(next) =>
          onChange(allowRecovery ? next.toUpperCase() : next.replace(/\D/g, '').slice(0, 6))
        }
        placeholder={t('security.twoFactor.codePlaceholder')}
        data-testid={testId}
      />
    </label>
  );
}
