import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Input } from 'antd-mobile';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/i18n/i18n';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { ApiError } from '@/lib/api-client';
import { showMessage } from '@/lib/toast';
import { useLogin } from '../api/login';
import { validateLogin } from '../utils/validate-credentials';
import { AuthFrame } from './auth-frame';
import { OtpField } from './otp-field';
import styles from './auth.module.css';

/** Where other screens may send a prefilled account (after registration). */
export interface LoginLocationState {
  account?: string;
}

export function LoginScreen() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const prefill = (location.state as LoginLocationState | null)?.account ?? '';
  const [account, setAccount] = useState(prefill);
  const [password, setPassword] = useState('');
  // Shown once the server answers `otp_required` (two-factor is on for the account).
  const [askOtp, setAskOtp] = useState(false);
  const [otp, setOtp] = useState('');
  const loginMutation = useLogin();
  const config = useSiteConfig();
  const demoAccount = configValue(config.data, 'demo_account');
  const demoPassword = configValue(config.data, 'demo_password');

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const input = { account: account.trim(), password };
    const problem = validateLogin(input);
    if (problem) {
      showMessage(message(problem));
      return;
    }
    if (askOtp && !otp.trim()) {
      showMessage(message('otp_required'));
      return;
    }
    loginMutation.mutate(askOtp ? { ...input, otp: otp.trim() } : input, {
      onSuccess: (msg) => {
        showMessage(message(msg));
        navigate('/home/index', { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.msg === 'otp_required') setAskOtp(true);
      },
    });
  }

  return (
    <AuthFrame
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <span>{t('login.noAccount')}</span>
          <Link to="/login/register" className={styles.switchLink} data-testid="to-register">
            {t('login.toRegister')}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <label className={styles.field}>
          <span className={styles.label}>{t('fields.account')}</span>
          <Input
            className={styles.input}
            data-testid="login-account"
            value={account}
            onChange={setAccount}
            placeholder={t('fields.accountPlaceholder')}
            inputMode="numeric"
            autoComplete="username"
            maxLength={10}
            clearable
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('fields.password')}</span>
          <Input
            className={styles.input}
            data-testid="login-password"
            type="password"
            value={password}
            onChange={setPassword}
            placeholder={t('fields.passwordPlaceholder')}
            autoComplete="current-password"
          />
        </label>
        {askOtp && <OtpField value={otp} onChange={setOtp} />}
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          type="submit"
          className={styles.submit}
          loading={loginMutation.isPending}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </form>
      {demoAccount && demoPassword && (
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
            onClick={() => {
              setAccount(demoAccount);
              setPassword(demoPassword);
            }}
            data-testid="demo-fill"
          >
            {t('login.demoFill')}
          </Button>
        </div>
      )}
    </AuthFrame>
  );
}
