import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMessage } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { showMessage } from '@/lib/toast';
import { useLogin } from '../api/login';
import { validateLogin } from '../utils/validate-credentials';

/** Where other screens may send a prefilled account (after registration). */
export interface LoginLocationState {
  account?: string;
}

/**
 * The login form: account (prefilled after registration), password, and the two-factor code once
 * the server answers `otp_required`; checked here, then sent.
 */
export function useLoginForm() {
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const prefill = (location.state as LoginLocationState | null)?.account ?? '';
  const [account, setAccount] = useState(prefill);
  const [password, setPassword] = useState('');
  // Shown once the server answers `otp_required` (two-factor is on for the account).
  const [askOtp, setAskOtp] = useState(false);
  const [otp, setOtp] = useState('');
  const loginMutation = useLogin();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const input = { account: account.trim(), password };
    const problem = validateLogin(input);
    if (problem) {
      showMessage(message(problem));
      return;
    }
    if (askOtp && !otp.trim()) {
      showMessage(message('otp_required'));
      return;
    }
    loginMutation.mutate(askOtp ? { ...input, otp: otp.trim() } : input, {
      onSuccess: (msg) => {
        showMessage(message(msg));
        navigate('/home/index', { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.msg === 'otp_required') setAskOtp(true);
      },
    });
  }

  return {
    account,
    setAccount,
    password,
    setPassword,
    askOtp,
    otp,
    setOtp,
    submit,
    pending: loginMutation.isPending,
  };
}
