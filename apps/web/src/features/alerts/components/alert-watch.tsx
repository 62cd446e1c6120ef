import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { liveQuotes } from '@/lib/live-quotes';
import { useSessionStore } from '@/lib/session-store';
import { showMessage } from '@/lib/toast';
import { ALERTS_KEY } from '../api/alerts';

/**
 * While signed in, keeps the quote socket open for the customer's price alerts: a fired alert is
 * told at once (toast), and the alert list and the unread-message badge are refreshed.
 */
export function AlertWatch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const account = useSessionStore((state) => state.account);
  useEffect(() => {
    if (!token || !account) return;
    return liveQuotes.followAlerts({
      token,
      account,
      onAlert: (alert) => {
        showMessage(t('alerts.toast', { code: alert.code, price: alert.fired_price ?? '' }));
        void queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
        void queryClient.invalidateQueries({ queryKey: ['user', 'unread'] });
      },
    });
  }, [token, account, queryClient, t]);
  return null;
}
