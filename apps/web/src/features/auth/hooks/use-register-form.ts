import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { login } from '../api/login';
import { useRegister } from '../api/register';
import { useRegisterDraft } from '../stores/register-draft';
import { validateRegistration } from '../utils/validate-credentials';
import type { LoginLocationState } from './use-login-form';

/** An invitation link carries `?invite=CODE`, in the hash route or the page address. */
function inviteFromLinks(searchParams: URLSearchParams): string | null {
  return searchParams.get('invite') ?? new URLSearchParams(window.location.search).get('invite');
}

/**
 * The registration form: the draft kept while the customer reads the agreement, the invitation
 * from the link, checked here, sent, then signed straight in.
 */
export function useRegisterForm() {
  const message = useMessage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { draft, update, reset } = useRegisterDraft();
  const registerMutation = useRegister();

  const invited = inviteFromLinks(searchParams);
  useEffect(() => {
    if (invited) update({ invite: invited });
  }, [invited, update]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const input = { ...draft, account: draft.account.trim() };
    const problem = validateRegistration(input);
    if (problem) {
      showMessage(message(problem));
      return;
    }
    let registered: string;
    try {
      registered = await registerMutation.mutateAsync(input);
    } catch {
      return; // the client has told the customer why
    }
    reset();
    showMessage(message(registered));
    // Go straight in with the new account; if that fails, the login screen has it prefilled.
    try {
      await login({ account: input.account, password: input.password });
      navigate('/home/index', { replace: true });
    } catch {
      const state: LoginLocationState = { account: input.account };
      navigate('/login/login', { replace: true, state });
    }
  }

  return { draft, update, submit, pending: registerMutation.isPending };
}
