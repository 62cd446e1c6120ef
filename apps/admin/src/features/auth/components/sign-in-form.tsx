import { useState, type FormEvent } from 'react';
import { InputField } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { sessionExpired } from '../../../lib/session';
import { useDemoStaff } from '../api/demo-staff';
import { useLogin } from '../api/login';

/** Name, password and two-factor code; on success the session starts and the page moves on. */
export function SignInForm() {
  const { t } = useI18n();
  const loginMutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [formError, setFormError] = useState<UiMessage | null>(null);
  const [showExpired] = useState(sessionExpired);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim()) return setFormError({ id: 'signIn.usernameRequired' });
    if (!password) return setFormError({ msg: 'password_required' });
    setFormError(null);
    loginMutation.mutate(
      { username: username.trim(), password, otp: otp.trim() },
      { onError: (error) => setFormError(failureMessage(error)) },
    );
  }

  return (
    <form className="sign-in__card" onSubmit={onSubmit} noValidate data-testid="sign-in-form">
      <h1 className="sign-in__title">{t('signIn.title')}</h1>
      <p className="sign-in__lead">{t('signIn.lead')}</p>
      {showExpired && !formError && (
        <p className="callout callout--info">{t('signIn.sessionEnded')}</p>
      )}
      <FormError error={formError} testId="sign-in-error" />
      <InputField
        label={t('signIn.username')}
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={setUsername}
      />
      <InputField
        label={t('signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <OtpField label={t('signIn.otp')} name="otp" value={otp} onChange={setOtp} />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={loginMutation.isPending}
      >
        {loginMutation.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </button>
      <DemoStaff />
    </form>
  );
}

/** A code from the authenticator app, as the browser offers it (sign-in and setup alike). */
export function OtpField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <InputField {...props} inputMode="numeric" autoComplete="one-time-code" />;
}

/** In demo mode, the demo staff members' credentials and two-factor secrets. */
function DemoStaff() {
  const { t } = useI18n();
  const demoStaff = useDemoStaff();
  return demoStaff.data?.map((d) => (
    <p key={d.username} className="callout callout--info" data-testid="demo-staff">
      {t('signIn.demo', { username: d.username, password: d.password, secret: d.totp_secret })}
    </p>
  ));
}
