import type { StaffTotpSetup } from '@kabuto/shared/contracts/admin-staff';
import { useEffect, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form-error';
import { useI18n, type UiMessage } from '../../../i18n/i18n-provider';
import { failureMessage } from '../../../lib/api-client';
import { getSession, startSession } from '../../../lib/session';
import { useEnableTotp, useStartTotp } from '../api/two-factor';
import { OtpField } from './sign-in-form';

/**
 * The only screen of a setup-only session (issue 16): the QR code and secret for an
 * authenticator app, confirmed by a first code; then the recovery codes, shown once, and the
 * session becomes a full one.
 */
export function TwoFactorSetup() {
  const { t } = useI18n();
  const start = useStartTotp();
  const enable = useEnableTotp();
  const [error, setError] = useState<UiMessage | null>(null);
  const { mutate: startSetup } = start;

  useEffect(() => {
    startSetup(undefined, { onError: (e) => setError(failureMessage(e)) });
  }, [startSetup]);

  const codes = enable.data?.data.recovery_codes;
  return (
    <div className="sign-in__card" data-testid="two-factor-setup">
      <h1 className="sign-in__title">{t('twoFactor.title')}</h1>
      <FormError error={error} testId="two-factor-error" />
      {codes ? (
        <RecoveryCodes codes={codes} />
      ) : (
        <ConfirmCodeForm
          setup={start.data?.data}
          pending={enable.isPending}
          onConfirm={(code) => {
            setError(null);
            enable.mutate(code, { onError: (e) => setError(failureMessage(e)) });
          }}
        />
      )}
    </div>
  );
}

/** The secret as a QR code and as text, and the first code that proves the app has it. */
function ConfirmCodeForm({
  setup,
  pending,
  onConfirm,
}: {
  setup: StaffTotpSetup | undefined;
  pending: boolean;
  onConfirm: (code: string) => void;
}) {
  const { t } = useI18n();
  const [code, setCode] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onConfirm(code.trim());
  }

  return (
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
      <OtpField label={t('twoFactor.code')} name="code" value={code} onChange={setCode} />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!setup || pending}
      >
        {t('twoFactor.confirm')}
      </button>
    </form>
  );
}

/** The recovery codes, shown this once; continuing makes the session a full one. */
function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useI18n();

  function onContinue() {
    const session = getSession();
    if (session) startSession({ ...session, setupOnly: false });
  }

  return (
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
  );
}
