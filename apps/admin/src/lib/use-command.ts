/**
 * Sends one staff command and reports how it went: the server's answer as a toast, or the
 * refusal kept for the form to show, which stays open so staff can correct it or cancel.
 */
import type { Envelope } from '@kabuto/shared/api';
import { useState } from 'react';
import { useToast } from '../components/toast';
import type { UiMessage } from '../i18n/i18n-provider';
import { failureMessage } from './api-client';

export function useCommand() {
  const toast = useToast();
  const [error, setError] = useState<UiMessage | null>(null);

  async function send<T>(
    request: () => Promise<Envelope<T>>,
    onDone?: (result: Envelope<T>) => void,
  ): Promise<void> {
    try {
      const result = await request();
      toast.show('success', { msg: result.msg, params: result.params });
      setError(null);
      onDone?.(result);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return { error, setError, send };
}
