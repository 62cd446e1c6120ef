import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { useLoginForm } from '../hooks/use-login-form';
import { AccountField, AuthField, AuthFrame, AuthSubmit, AuthSwitch } from './auth-frame';
import { OtpField } from './otp-field';
import styles from './auth.module.css';

export function LoginScreen() {
  const { t } = useTranslation();
  const form = useLoginForm();
  return (
    <AuthFrame
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <AuthSwitch question={t('login.noAccount')} to="/login/register" testId="to-register">
          {t('login.toRegister')}
        </AuthSwitch>
      }
    >
      <form onSubmit={form.submit} noValidate>
        <AccountField testId="login-account" value={form.account} onChange={form.setAccount} />
        <AuthField
          label={t('fields.password')}
          testId="login-password"
          type="password"
          value={form.password}
          onChange={form.setPassword}
          placeholder={t('fields.passwordPlaceholder')}
          autoComplete="current-password"
        />
        {form.askOtp && <OtpField value={form.otp} onChange={form.setOtp} />}
        <AuthSubmit loading={form.pending} testId="login-submit">
          {t('login.submit')}
        </AuthSubmit>
      </form>
      <DemoCredentials
        onFill={(account, password) => {
          form.setAccount(account);
          form.setPassword(password);
        }}
      />
    </AuthFrame>
  );
}

/** The demo account's sign-in, shown when the site offers one, with a button that fills it in. */
function DemoCredentials({ onFill }: { onFill: (account: string, password: string) => void }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const demoAccount = configValue(config.data, 'demo_account');
  const demoPassword = configValue(config.data, 'demo_password');
  if (!demoAccount || !demoPassword) return null;
  return (
    <div className={styles.demo} data-testid="demo-credentials">
      <div className={styles.demoHead}>
        <span className={styles.demoTag}>{t('common.simulated')}</span>
        <strong>{t('login.demoTitle')}</strong>
      </div>
      <p className={styles.demoBody}>{t('login.demoBody')}</p>
      <dl className={styles.demoList}>
        <dt>{t('fields.account')}</dt>
        <dd data-testid="demo-account">{demoAccount}</dd>
        <dt>{t('fields.password')}</dt>
        <dd data-testid="demo-password">{demoPassword}</dd>
      </dl>
      <Button
        size="small"
        shape="rounded"
        fill="outline"
        className={styles.demoFill}
        onClick={() => onFill(demoAccount, demoPassword)}
        data-testid="demo-fill"
      >
        {t('login.demoFill')}
      </Button>
    </div>
  );
}
