import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { Button, Checkbox, Input } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { login } from '../api/login';
import { useRegister } from '../api/register';
import { useRegisterDraft } from '../stores/register-draft';
import { validateRegistration } from '../utils/validate-credentials';
import { AuthFrame } from './auth-frame';
import type { LoginLocationState } from './login-screen';
import styles from './auth.module.css';

/** An invitation link carries `?invite=CODE`, in the hash route or the page address. */
function inviteFromLinks(searchParams: URLSearchParams): string | null {
  return searchParams.get('invite') ?? new URLSearchParams(window.location.search).get('invite');
}

export function RegisterScreen() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { draft, update, reset } = useRegisterDraft();
  const registerMutation = useRegister();

  const invited = inviteFromLinks(searchParams);
  useEffect(() => {
    if (invited) update({ invite: invited });
  }, [invited, update]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const input = { ...draft, account: draft.account.trim() };
    const problem = validateRegistration(input);
    if (problem) {
      showMessage(message(problem));
      return;
    }
    let registered: string;
    try {
      registered = await registerMutation.mutateAsync(input);
    } catch {
      return; // the client has told the customer why
    }
    reset();
    showMessage(message(registered));
    // Go straight in with the new account; if that fails, the login screen has it prefilled.
    try {
      await login({ account: input.account, password: input.password });
      navigate('/home/index', { replace: true });
    } catch {
      const state: LoginLocationState = { account: input.account };
      navigate('/login/login', { replace: true, state });
    }
  }

  return (
    <AuthFrame
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          <span>{t('register.haveAccount')}</span>
          <Link to="/login/login" className={styles.switchLink} data-testid="to-login">
            {t('register.toLogin')}
          </Link>
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.field}>
          <span className={styles.label}>{t('fields.account')}</span>
          <Input
            className={styles.input}
            data-testid="register-account"
            value={draft.account}
            onChange={(account) => update({ account })}
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
            data-testid="register-password"
            type="password"
            value={draft.password}
            onChange={(password) => update({ password })}
            placeholder={t('register.passwordPlaceholder')}
            autoComplete="new-password"
            maxLength={32}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('register.repassword')}</span>
          <Input
            className={styles.input}
            data-testid="register-repassword"
            type="password"
            value={draft.repassword}
            onChange={(repassword) => update({ repassword })}
            placeholder={t('register.repasswordPlaceholder')}
            autoComplete="new-password"
            maxLength={32}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('register.invite')}</span>
          <Input
            className={styles.input}
            data-testid="register-invite"
            value={draft.invite}
            onChange={(invite) => update({ invite })}
            placeholder={t('register.invitePlaceholder')}
            autoComplete="off"
            maxLength={32}
            clearable
          />
        </label>
        <div className={styles.agree}>
          <Checkbox
            checked={draft.agree}
            onChange={(agree) => update({ agree })}
            data-testid="register-agree"
            style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '8px' }}
          >
            <span className={styles.agreeText}>
              {t('register.agreeBefore')}
              <Link
                to="/mine/protocol"
                className={styles.inlineLink}
                onClick={(event) => event.stopPropagation()}
                data-testid="register-protocol"
              >
                {t('register.agreeLink')}
              </Link>
              {t('register.agreeAfter')}
            </span>
          </Checkbox>
        </div>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          type="submit"
          className={styles.submit}
          loading={registerMutation.isPending}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}
