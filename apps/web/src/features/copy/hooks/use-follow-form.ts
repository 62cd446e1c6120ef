import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CopyProduct } from '@kabuto/shared/contracts/copy';
import { useMessage } from '@/i18n/i18n';
import { amountText, checkAmount } from '@/lib/amount-input';
import { addDaysTo, formatDate } from '@/lib/date-time';
import { showMessage } from '@/lib/toast';
import { useFollowProduct } from '../api/follow-product';

/**
 * The follow form: the amount with the units it buys at today's NAV, the lock-up's end, the risk
 * notice ticked; checked here, then sent, and on to the customer's follows.
 */
export function useFollowForm(p: CopyProduct, onClose: () => void) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const follow = useFollowProduct();
  const [money, setMoney] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [today] = useState(() => new Date().toISOString());
  const lockedUntil = formatDate(addDaysTo(today, p.lock_days));
  const entered = checkAmount(money, p.currency).minor;
  const nav = Number(p.nav);
  // NAV is in minor units per unit (a product starts at 1.000000), as the server counts units.
  const units =
    entered !== undefined && nav > 0
      ? Math.floor(entered / nav).toLocaleString('en-US')
      : undefined;

  function submit() {
    const check = checkAmount(money, p.currency, { min: p.min_investment });
    if (check.minor === undefined) {
      showMessage(message(check.msg ?? 'amount_format', check.params));
      return;
    }
    if (!agreed) {
      showMessage(t('copy.sheet.agreeFirst'));
      return;
    }
    follow
      .mutateAsync({ id: p.id, money: amountText(money) })
      .then(() => {
        showMessage(message('copy_order_success'));
        onClose();
        navigate('/mine/followOrder');
      })
      .catch(() => undefined);
  }

  return {
    money,
    setMoney,
    units,
    lockedUntil,
    agreed,
    setAgreed,
    submit,
    pending: follow.isPending,
  };
}
