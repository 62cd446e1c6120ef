import { useTranslation } from 'react-i18next';
import type { ShareLoanRow } from '@kabuto/shared/contracts/lending';
import { MARKETS } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { useMessage } from '@/i18n/i18n';
import { minorOf } from '@/lib/amount-input';
import { formatPrice } from '@/lib/market-format';
import { useSessionStore } from '@/lib/session-store';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { useShareLoans } from '../api/get-share-loans';
import { useRecallShares } from '../api/lending-commands';

/** The fee when the site does not say (the server's default). */
const DEFAULT_FEE_BPS = 2;

/**
 * The lending screen's data: the market shown, the daily fee, the customer's share loans with
 * what they earned and what each position has out, and the recall (asked first).
 */
export function useLending() {
  const { t } = useTranslation();
  const message = useMessage();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const currency = MARKETS[type].currency;
  const config = useSiteConfig();
  const bps = Number(configValue(config.data, 'lending_fee_bps_daily') ?? DEFAULT_FEE_BPS);
  const loans = useShareLoans(type);
  const recall = useRecallShares();
  const rows = loans.data ?? [];
  const earnedMinor = rows.reduce((sum, row) => sum + minorOf(row.fees_earned, currency), 0);
  const lentOf = (positionId: number) =>
    rows
      .filter((row) => row.position_id === positionId && row.status === 'lent')
      .reduce((sum, row) => sum + row.quantity, 0);

  function confirmRecall(loan: ShareLoanRow) {
    void confirmDialog({
      content: t('lending.recallConfirm', { n: formatPrice(loan.quantity), code: loan.code }),
      confirmText: t('lending.recall'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        recall.mutate(loan.id, { onSuccess: () => showMessage(message('lending_recalled')) });
      },
    });
  }

  return {
    type,
    setType,
    currency,
    bps,
    loaded: loans.data !== undefined,
    loansPending: loans.isPending,
    rows,
    earned: formatMoney(earnedMinor, currency),
    lentOf,
    confirmRecall,
    /** The loan being recalled, while its recall is sent. */
    recalling: recall.isPending ? recall.variables : undefined,
  };
}
