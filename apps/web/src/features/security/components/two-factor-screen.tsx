import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TotpSetupData } from '@kabuto/shared/contracts/customers';
import { CopyButton } from '@/components/screen-kit/copy-button';
import {
  Card,
  FundPasswordField,
  RuleBox,
  Screen,
  ScreenBody,
  Tag,
  kit,
} from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { useTwoFactorOffer } from '@/lib/two-factor-offer';
import { useTotpDisable, useTotpEnable, useTotpSetup } from '../api/two-factor';
import { CodeField } from './code-field';
import styles from './security.module.css';

interface TwoFactorScreenProps {
  /** Whether two-factor is on (user/getUserinfo); undefined while it loads. */
  twoFactor: boolean | undefined;
}

/**
 * /mine/twoFactor: turn two-factor sign-in on (QR code and secret, a first code, then the ten
 * recovery codes shown once) or off (a code and the fund password).
 */
export function TwoFactorScreen({ twoFactor }: TwoFactorScreenProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} />;
  else if (twoFactor === true) body = <TurnOff />;
  else if (twoFactor === false) body = <TurnOn onEnabled={setRecoveryCodes} />;
  return (
    <Screen testId="two-factor-screen">
      <ScreenBody flat>{body}</ScreenBody>
    </Screen>
  );
}

function TurnOn({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const dismissOffer = useTwoFactorOffer((state) => state.offer);
  const [code, setCode] = useState('');
  const data = setup.data;

  function confirm() {
    if (code.length !== 6) {
      showMessage(message('otp_required'));
      return;
    }
    enable.mutate(code, {
      onSuccess: (answer) => {
        showMessage(message('totp_enabled'));
        dismissOffer(false);
        onEnabled(answer.recovery_codes);
      },
    });
  }

  return (
    <StateCard on={false}>
      {!data ? (
        <Button
          block
          color="primary"
          shape="rounded"
          loading={setup.isPending}
          onClick={() => setup.mutate()}
          data-testid="totp-start"
        >
          {t('security.twoFactor.start')}
        </Button>
      ) : (
        <SetupSteps data={data}>
          <CodeField
            label={t('security.twoFactor.code')}
            value={code}
            onChange={setCode}
            testId="totp-code"
          />
          <SubmitButton loading={enable.isPending} onClick={confirm} testId="totp-enable">
            {t('security.twoFactor.enable')}
          </SubmitButton>
        </SetupSteps>
      )}
    </StateCard>
  );
}

function SetupSteps({ data, children }: { data: TotpSetupData; children: React.ReactNode }) {
  const { t } = useTranslation();
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qr_svg)}`;
  return (
    <>
      <p className={styles.lead}>{t('security.twoFactor.scan')}</p>
      <img
        className={styles.qr}
        src={qr}
        alt={t('security.twoFactor.qrAlt')}
        data-testid="totp-qr"
      />
      <p className={styles.lead}>{t('security.twoFactor.typeKey')}</p>
      <div className={styles.secretRow}>
        <span className={styles.secret} data-testid="totp-secret">
          {data.secret}
        </span>
        <CopyButton
          text={data.secret}
          label={t('profile.copy')}
          copiedLabel={t('profile.copied')}
          testId="copy-totp-secret"
        />
      </div>
      {children}
    </>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t('security.twoFactor.recoveryTitle')} testId="totp-recovery">
      <p className={styles.lead}>{t('security.twoFactor.recoveryExplain')}</p>
      <ul className={styles.codes} data-testid="totp-recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.copyRow}>
        <CopyButton
          text={codes.join('\n')}
          label={t('profile.copy')}
          copiedLabel={t('profile.copied')}
          testId="copy-recovery-codes"
        />
      </div>
      <SubmitButton onClick={() => navigate('/mine/myPage', { replace: true })} testId="totp-done">
        {t('security.twoFactor.done')}
      </SubmitButton>
    </Card>
  );
}

function TurnOff() {
  const { t } = useTranslation();
  const message = useMessage();
  const disable = useTotpDisable();
  const [code, setCode] = useState('');
  const [fundPassword, setFundPassword] = useState('');

  function submit() {
    if (!code) return showMessage(message('otp_required'));
    if (fundPassword.length !== 6) return showMessage(message('fund_password_required'));
    disable.mutate(
      { code, fund_password: fundPassword },
      { onSuccess: () => showMessage(message('totp_disabled')) },
    );
  }

  return (
    <StateCard on>
      <CodeField
        label={t('security.twoFactor.codeOrRecovery')}
        value={code}
        onChange={setCode}
        testId="totp-disable-code"
        allowRecovery
      />
      <FundPasswordField
        label={t('security.twoFactor.fundPassword')}
        value={fundPassword}
        onChange={setFundPassword}
        placeholder={t('profile.fundPassword.placeholder')}
        testId="totp-disable-fund"
      />
      <SubmitButton danger loading={disable.isPending} onClick={submit} testId="totp-disable">
        {t('security.twoFactor.disable')}
      </SubmitButton>
      <RuleBox
        title={t('security.twoFactor.rulesTitle')}
        rules={[t('security.twoFactor.ruleSessions')]}
      />
    </StateCard>
  );
}

/** The two-factor card: whether it is on, and what that means. */
function StateCard({ on, children }: { on: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card title={t('security.twoFactor.title')} testId={on ? 'two-factor-on' : 'two-factor-off'}>
      <div className={styles.state}>
        <span>{t('security.twoFactor.status')}</span>
        {on ? (
          <Tag tone="passed" testId="totp-on">
            {t('security.twoFactor.on')}
          </Tag>
        ) : (
          <Tag tone="neutral">{t('security.twoFactor.off')}</Tag>
        )}
      </div>
      <p className={styles.lead}>
        {on ? t('security.twoFactor.onExplain') : t('security.twoFactor.explain')}
      </p>
      {children}
    </Card>
  );
}

interface SubmitButtonProps {
  /** Turning two-factor off: outlined in red. */
  danger?: boolean;
  loading?: boolean;
  onClick: () => void;
  testId: string;
  children: React.ReactNode;
}

function SubmitButton({ danger, loading, onClick, testId, children }: SubmitButtonProps) {
  return (
    <Button
      block
      color={danger ? 'danger' : 'primary'}
      fill={danger ? 'outline' : undefined}
      shape="rounded"
      className={kit.submit}
      loading={loading}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
