import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@kabuto/shared/contracts/trading';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { useCancelOrder } from '../api/position-commands';

/** Asks first, then cancels the order and says what happened; `busy` is the order in flight. */
export function useConfirmCancel() {
  const { t } = useTranslation();
  const message = useMessage();
  const cancel = useCancelOrder();
  const [busy, setBusy] = useState<number | null>(null);
  const confirmCancel = (order: Order) => {
    void confirmDialog({
      content: t('positions.cancelConfirm', { no: order.order_no }),
      confirmText: t('positions.cancel'),
      cancelText: t('common.back'),
      onConfirm: async () => {
        setBusy(order.id);
        try {
          showMessage(message(await cancel.mutateAsync(order.id)));
        } catch {
          // Already told (the order filled meanwhile, for instance).
        } finally {
          setBusy(null);
        }
      },
    });
  };
  return { busy, confirmCancel };
}
