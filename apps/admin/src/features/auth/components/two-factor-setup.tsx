import { useEffect, useState, type FormEvent } from 'react';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { getSession, startSession } from '../../../lib/session';
import { useEnableTotp, useStartTotp } from '../api/two-factor';

/**
 * The only screen of a setup-only session (issue 16): the QR code and secret for an
 * authenticator app, confirmed by a first code; then the recovery codes, shown once, and the
 * session becomes a full one.
 */
export function TwoFactorSetup() {
  const { t, say } = useI18n();
  const start = useStartTotp();
  const enable = useEnableTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<UiMessage | null>(null);
  const { mutate: startSetup } = start;

  useEffect(() => {
    startSetup(undefined, { onError: (e) => setError(failureMessage(e)) });
  }, [startSetup]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    enable.mutate(code.trim(), { onError: (e) => setError(failureMessage(e)) });
  }

  function onContinue() {
    const session = getSession();
    if (session) startSession({ ...session, setupOnly: false });
  }

  const setup = start.data?.data;
  const codes = enable.data?.data.recovery_codes;
  return (
    <div className="sign-in__card" data-testid="two-factor-setup">
      <h1 className="sign-in__title">{t('twoFactor.title')}</h1>
      {error && (
        <p className="callout callout--danger" role="alert" data-testid="two-factor-error">
          {say(error)}
        </p>
      )}
      {codes ? (
        <>
          <h2 className="sign-in__lead">{t('twoFactor.recoveryTitle')}</h2>
          <p className="callout callout--info">{t('twoFactor.recoveryLead')}</p>
          <ul className="recovery-codes" data-testid="recovery-codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={onContinue}
            data-testid="two-factor-continue"
          >
            {t('twoFactor.continue')}
          </button>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p className="sign-in__lead">{t('twoFactor.lead')}</p>
          {setup && (
            <>
              <img
                className="two-factor__qr"
                alt="otpauth QR"
                width={180}
                height={180}
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
              />
              <p>
                {t('twoFactor.secret')}: <code data-testid="two-factor-secret">{setup.secret}</code>
              </p>
            </>
          )}
          <label className="field">
            <span className="field__label">{t('twoFactor.code')}</span>
            <input
              className="input"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={!setup || enable.isPending}
          >
            {t('twoFactor.confirm')}
          </button>
        </form>
      )}
    </div>
  );
}
