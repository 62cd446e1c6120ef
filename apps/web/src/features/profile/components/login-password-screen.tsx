import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { kit, Screen, ScreenBody } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { useChangeLoginPassword } from '../api/change-login-password';
import { PasswordForm } from './password-form';

const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 32;

/** /mine/loginPassword: the original password, then the new one twice. */
export function LoginPasswordScreen() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const change = useChangeLoginPassword();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');

  function submit() {
    // The server's own order of checks, so the customer hears the same message.
    const problem = !oldPassword
      ? 'password_required'
      : !password
        ? 'password_required'
        : password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH
          ? 'password_format'
          : password !== repassword
            ? 'passwords_mismatch'
            : null;
    if (problem) {
      showMessage(message(problem));
      return;
    }
    change.mutate(
      { oldpassword: oldPassword, password, repassword },
      {
        onSuccess: (msg) => {
          showMessage(message(msg));
          navigate('/mine/myPage', { replace: true });
        },
      },
    );
  }

  return (
    <Screen testId="login-password-screen">
      <ScreenBody flat>
        <PasswordForm
          testIdPrefix="login-password"
          busy={change.isPending}
          onSubmit={submit}
          submitText={t('profile.loginPassword.submit')}
          fields={[
            {
              name: 'old',
              label: t('profile.loginPassword.old'),
              placeholder: t('profile.loginPassword.oldPlaceholder'),
              value: oldPassword,
              onChange: setOldPassword,
              autoComplete: 'current-password',
            },
            {
              name: 'new',
              label: t('profile.loginPassword.new'),
              placeholder: t('profile.loginPassword.newPlaceholder'),
              value: password,
              onChange: setPassword,
              autoComplete: 'new-password',
            },
            {
              name: 'repeat',
              label: t('profile.loginPassword.repeat'),
              placeholder: t('profile.loginPassword.repeatPlaceholder'),
              value: repassword,
              onChange: setRepassword,
              autoComplete: 'new-password',
            },
          ]}
          footer={<p className={kit.hint}>{t('profile.loginPassword.hint')}</p>}
        />
      </ScreenBody>
    </Screen>
  );
}
