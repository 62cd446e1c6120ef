import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import type { MessageId } from '../../../i18n/jp';
import { failureMessage } from '../../../lib/api-client';
import { sessionExpired, useSession } from '../../../lib/session';
import { useDemoStaff } from '../api/demo-staff';
import { useLogin } from '../api/login';
import { TwoFactorSetup } from './two-factor-setup';

const HOME_PATH = '/reviews';

const FEATURES: readonly { id: MessageId; icon: string }[] = [
  { id: 'signIn.feature.reviews', icon: '☑' },
  { id: 'signIn.feature.customers', icon: '☺' },
  { id: 'signIn.feature.audit', icon: '☰' },
  { id: 'signIn.feature.ledger', icon: '⚖' },
];

function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/') && from !== '/sign-in') return from;
  }
  return HOME_PATH;
}

export function SignInPage() {
  const { t, say } = useI18n();
  const session = useSession();
  const location = useLocation();
  const loginMutation = useLogin();
  const demoStaff = useDemoStaff();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [formError, setFormError] = useState<UiMessage | null>(null);
  const [showExpired] = useState(sessionExpired);

  if (session && !session.setupOnly) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim()) return setFormError({ id: 'signIn.usernameRequired' });
    if (!password) return setFormError({ msg: 'password_required' });
    setFormError(null);
    loginMutation.mutate(
      { username: username.trim(), password, otp: otp.trim() },
      {
        // On success the session starts and the <Navigate> above takes over.
        onError: (error) => setFormError(failureMessage(error)),
      },
    );
  }

  return (
    <div className="sign-in">
      <aside className="sign-in__brand">
        <div className="brand brand--large">
          <span className="brand__mark" aria-hidden="true">
            兜
          </span>
          <span className="brand__text">
            <span className="brand__name">{t('app.name')}</span>
            <span className="brand__console">{t('app.console')}</span>
          </span>
        </div>
        <div className="sign-in__pitch">
          <h2 className="sign-in__tagline">{t('signIn.tagline')}</h2>
          <ul className="sign-in__features">
            {FEATURES.map(({ id, icon }) => (
              <li key={id}>
                <span className="sign-in__feature-icon" aria-hidden="true">
                  {icon}
                </span>
                {t(id)}
              </li>
            ))}
          </ul>
        </div>
        <p className="sign-in__footer">{t('signIn.footer')}</p>
      </aside>
      <main className="sign-in__main">
        <div className="sign-in__language">
          <LanguageSwitch />
        </div>
        {session?.setupOnly ? (
          <TwoFactorSetup />
        ) : (
          <form className="sign-in__card" onSubmit={onSubmit} noValidate data-testid="sign-in-form">
            <h1 className="sign-in__title">{t('signIn.title')}</h1>
            <p className="sign-in__lead">{t('signIn.lead')}</p>
            {showExpired && !formError && (
              <p className="callout callout--info">{t('signIn.sessionEnded')}</p>
            )}
            {formError && (
              <p className="callout callout--danger" role="alert" data-testid="sign-in-error">
                {say(formError)}
              </p>
            )}
            <label className="field">
              <span className="field__label">{t('signIn.username')}</span>
              <input
                className="input"
                name="username"
                autoComplete="username"
                autoFocus
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </label>
            <label className="field">
              <span className="field__label">{t('signIn.password')}</span>
              <input
                className="input"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
            <label className="field">
              <span className="field__label">{t('signIn.otp')}</span>
              <input
                className="input"
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={otp}
                onChange={(event) => setOtp(event.target.value)}
              />
            </label>
            <button
              type="submit"
              className="button button--primary button--block"
              disabled={loginMutation.isPending}
            >
              {loginMutation.isPending ? t('signIn.submitting') : t('signIn.submit')}
            </button>
            {demoStaff.data?.map((d) => (
              <p key={d.username} className="callout callout--info" data-testid="demo-staff">
                {t('signIn.demo', {
                  username: d.username,
                  password: d.password,
                  secret: d.totp_secret,
                })}
              </p>
            ))}
          </form>
        )}
      </main>
    </div>
  );
}
