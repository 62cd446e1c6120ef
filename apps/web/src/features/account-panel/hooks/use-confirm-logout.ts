import { useTranslation } from 'react-i18next';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { useLogout } from '../api/logout';

/** Asks once, then logs out and shows the login screen. */
export function useConfirmLogout(onDone?: () => void): () => void {
  const { t } = useTranslation();
  const message = useMessage();
  const logoutMutation = useLogout();

  return () => {
    void confirmDialog({
      content: t('panel.logoutConfirm'),
      confirmText: t('links.logout'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        const msg = await logoutMutation.mutateAsync();
        onDone?.();
        showMessage(message(msg));
      },
    });
  };
}
