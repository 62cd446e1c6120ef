import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RuleBox, Screen, ScreenBody } from '@/components/screen-kit/screen-kit';
import type { MessageKey } from '@kabuto/shared/catalogue';
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

/** What is wrong with the form as typed, checked before anything is sent; null when nothing. */
function fundPasswordProblem(
  changing: boolean,
  oldPassword: string,
  password: string,
  repassword: string,
): MessageKey | null {
  if (changing && !oldPassword) return 'fund_password_required';
  if (!password) return 'fund_password_required';
  if (!FUND_PASSWORD_PATTERN.test(password)) return 'fund_password_format';
  if (password !== repassword) return 'passwords_mismatch';
  return null;
}

/** A six-digit field of the form. */
function digitField(
  name: string,
  label: string,
  placeholder: string,
  value: string,
  onChange: (value: string) => void,
  autoComplete: 'new-password' | 'current-password' = 'new-password',
): PasswordField {
  return { name, label, placeholder, value, onChange, digits: true, autoComplete };
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
    const problem = fundPasswordProblem(changing, oldPassword, password, repassword);
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

  const placeholder = t('profile.fundPassword.placeholder');
  const fields: PasswordField[] = [
    digitField('new', t('profile.fundPassword.new'), placeholder, password, setPassword),
    digitField('repeat', t('profile.fundPassword.repeat'), placeholder, repassword, setRepassword),
  ];
  if (changing) {
    fields.unshift(
      digitField(
        'old',
        t('profile.fundPassword.old'),
        placeholder,
        oldPassword,
        setOldPassword,
        'current-password',
      ),
    );
  }

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
            fields={fields}
          />
        )}
      </ScreenBody>
    </Screen>
  );
}
