import { useTranslation } from 'react-i18next';
import { displayMoney } from '@kabuto/shared/money';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { useClosePosition } from '../api/position-commands';
import { POSITION_STATUS } from '../types';

interface ClosingPosition {
  id: number;
  name: string;
  code: string;
  stock_num: number;
  yingkui: string;
}

/** Asks first, then closes the position and says what happened. */
export function useConfirmClose(currency: string): (position: ClosingPosition) => void {
  const { t } = useTranslation();
  const message = useMessage();
  const close = useClosePosition();
  return (position) => {
    void confirmDialog({
      title: t('positions.closeTitle'),
      content: (
        <div data-testid="close-confirm">
          <p>
            {t('positions.closeConfirm', {
              name: `${position.name} (${position.code})`,
              num: position.stock_num,
            })}
          </p>
          <p>
            {t('positions.closeConfirmPnl', {
              pnl: `${displayMoney(position.yingkui)} ${currency}`,
            })}
          </p>
          <p>{t('positions.closeConfirmNote')}</p>
        </div>
      ),
      confirmText: t('positions.close'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          const { result, msg } = await close.mutateAsync(position.id);
          showMessage(
            result.status === POSITION_STATUS.closing
              ? t('positions.closePreparing')
              : message(msg),
          );
        } catch {
          // The client has shown the reason (already closed, locked…).
        }
      },
    });
  };
}
