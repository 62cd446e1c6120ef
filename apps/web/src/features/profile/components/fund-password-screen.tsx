import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RuleBox, Screen, ScreenBody } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { useSetFundPassword } from '../api/set-fund-password';
import { PasswordForm } from './password-form';
import type { PasswordField } from './password-form';
import styles from './profile.module.css';

const FUND_PASSWORD_PATTERN = /^\d{6}$/;

interface FundPasswordScreenProps {
  /** From user info (has_fund_password); undefined while it loads. */
  hasFundPassword: boolean | undefined;
}

/** /mine/fundPassword: set six digits, or change them with the current ones. */
export function FundPasswordScreen({ hasFundPassword }: FundPasswordScreenProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const save = useSetFundPassword();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const changing = hasFundPassword === true;

  function submit() {
    const problem =
      changing && !oldPassword
        ? 'fund_password_required'
        : !password
          ? 'fund_password_required'
          : !FUND_PASSWORD_PATTERN.test(password)
            ? 'fund_password_format'
            : password !== repassword
              ? 'passwords_mismatch'
              : null;
    if (problem) {
      showMessage(message(problem));
      return;
    }
    save.mutate(
      { oldpassword: changing ? oldPassword : undefined, password, repassword },
      {
        onSuccess: ({ msg }) => {
          showMessage(message(msg));
          navigate(-1);
        },
      },
    );
  }

  const newFields: PasswordField[] = [
    {
      name: 'new',
      label: t('profile.fundPassword.new'),
      placeholder: t('profile.fundPassword.placeholder'),
      value: password,
      onChange: setPassword,
      digits: true,
      autoComplete: 'new-password',
    },
    {
      name: 'repeat',
      label: t('profile.fundPassword.repeat'),
      placeholder: t('profile.fundPassword.placeholder'),
      value: repassword,
      onChange: setRepassword,
      digits: true,
      autoComplete: 'new-password',
    },
  ];

  return (
    <Screen testId="fund-password-screen">
      <ScreenBody flat>
        <h2 className={styles.modeTitle} data-testid="fund-password-mode">
          {changing ? t('profile.fundPassword.changeTitle') : t('profile.fundPassword.setTitle')}
        </h2>
        <RuleBox
          title={t('funding.rulesTitle')}
          rules={[
            t('profile.fundPassword.ruleDigits'),
            t('profile.fundPassword.ruleUse'),
            t('profile.fundPassword.ruleLock'),
            t('profile.fundPassword.ruleStaff'),
          ]}
        />
        {hasFundPassword !== undefined && (
          <PasswordForm
            key={changing ? 'change' : 'set'}
            testIdPrefix="fund-password"
            busy={save.isPending}
            onSubmit={submit}
            submitText={
              changing
                ? t('profile.fundPassword.submitChange')
                : t('profile.fundPassword.submitSet')
            }
            fields={
              changing
                ? [
                    {
                      name: 'old',
                      label: t('profile.fundPassword.old'),
                      placeholder: t('profile.fundPassword.placeholder'),
                      value: oldPassword,
                      onChange: setOldPassword,
                      digits: true,
                      autoComplete: 'current-password',
                    },
                    ...newFields,
                  ]
                : newFields
            }
          />
        )}
      </ScreenBody>
    </Screen>
  );
}
