import { Checkbox } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRegisterForm } from '../hooks/use-register-form';
import { AccountField, AuthField, AuthFrame, AuthSubmit, AuthSwitch } from './auth-frame';
import styles from './auth.module.css';

export function RegisterScreen() {
  const { t } = useTranslation();
  const { draft, update, submit, pending } = useRegisterForm();
  return (
    <AuthFrame
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <AuthSwitch question={t('register.haveAccount')} to="/login/login" testId="to-login">
          {t('register.toLogin')}
        </AuthSwitch>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <AccountField
          testId="register-account"
          value={draft.account}
          onChange={(account) => update({ account })}
        />
        <AuthField
          label={t('fields.password')}
          testId="register-password"
          type="password"
          value={draft.password}
          onChange={(password) => update({ password })}
          placeholder={t('register.passwordPlaceholder')}
          autoComplete="new-password"
          maxLength={32}
        />
        <AuthField
          label={t('register.repassword')}
          testId="register-repassword"
          type="password"
          value={draft.repassword}
          onChange={(repassword) => update({ repassword })}
          placeholder={t('register.repasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={32}
        />
        <AuthField
          label={t('register.invite')}
          testId="register-invite"
          value={draft.invite}
          onChange={(invite) => update({ invite })}
          placeholder={t('register.invitePlaceholder')}
          autoComplete="off"
          maxLength={32}
          clearable
        />
        <Agreement checked={draft.agree} onChange={(agree) => update({ agree })} />
        <AuthSubmit loading={pending} testId="register-submit">
          {t('register.submit')}
        </AuthSubmit>
      </form>
    </AuthFrame>
  );
}

/** The tick that accepts the user agreement, whose link opens it on its own screen. */
function Agreement({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.agree}>
      <Checkbox
        checked={checked}
        onChange={onChange}
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
  );
}
