import { useTranslation } from 'react-i18next';
import type { Follow } from '@kabuto/shared/contracts/copy';
import { displayMoney } from '@kabuto/shared/money';
import { Facts } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { useRedeemFollow } from '../api/redeem-follow';
import { signed } from '../utils/signed';

/** Asks first (product, value now, total profit, when it is paid), then redeems the follow. */
export function useConfirmRedeem(row: Follow) {
  const { t } = useTranslation();
  const message = useMessage();
  const redeem = useRedeemFollow();

  function confirm() {
    void confirmDialog({
      title: t('copy.orders.redeemTitle'),
      content: (
        <Facts
          testId="follow-redeem-confirm"
          items={[
            { label: t('copy.orders.product'), value: row.name },
            {
              label: t('copy.orders.value'),
              value: `${displayMoney(row.value)} ${row.currency}`,
              strong: true,
            },
            {
              label: t('copy.orders.totalProfit'),
              value: `${signed(row.total_profit)} ${row.currency}`,
            },
            { label: t('copy.orders.redeemAt'), value: t('copy.orders.redeemAtValue') },
          ]}
        />
      ),
      confirmText: t('copy.orders.redeem'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        redeem.mutate(row.id, {
          onSuccess: (result) =>
            showMessage(
              `${message('received_success')} ${displayMoney(result.amount)} ${row.currency}`,
            ),
        });
      },
    });
  }

  return { confirm, pending: redeem.isPending };
}
