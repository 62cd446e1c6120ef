import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@kabuto/shared/money';
import { displayMoney } from '@kabuto/shared/money';
import { Facts } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { formatPrice } from '@/lib/market-format';
import { valueOfShares } from '@/lib/share-value';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { useLendShares } from '../api/lending-commands';
import { dailyFeeOf } from '../utils/fees';

/** A held long position that can be lent, as the positions feature knows it. */
export interface LendableHolding {
  id: number;
  code: string;
  name: string;
  /** Shares held. */
  quantity: number;
  /** The current price, decimal text. */
  price: string;
}

/**
 * One holding's lend form: opened with all available shares, the day's fee estimated as the
 * customer types, checked here, confirmed in a dialog, then sent.
 */
export function useLendForm(h: LendableHolding, lent: number, bps: number, currency: Currency) {
  const { t } = useTranslation();
  const message = useMessage();
  const lend = useLendShares();
  const [open, setOpen] = useState(false);
  const [num, setNum] = useState('');
  const available = Math.max(0, h.quantity - lent);
  const count = /^\d+$/.test(num) ? Number(num) : 0;
  const value = count > 0 ? valueOfShares(h.price, count, currency) : undefined;
  const dailyFee = value === undefined ? undefined : dailyFeeOf(value, bps, currency);

  function send() {
    lend.mutate(
      { id: h.id, num: String(count) },
      {
        onSuccess: () => {
          showMessage(message('lending_started', { num: count, code: h.code }));
          setOpen(false);
          setNum('');
        },
      },
    );
  }

  function submit() {
    if (count <= 0) {
      showMessage(message('lots_required'));
      return;
    }
    if (count > available) {
      showMessage(message('lending_over_holding', { max: available }));
      return;
    }
    void confirmDialog({
      title: t('lending.lendTitle'),
      content: (
        <Facts
          testId="lending-confirm"
          items={[
            { label: t('lending.holdings.stock'), value: `${h.code} ${h.name}` },
            {
              label: t('lending.holdings.amount'),
              value: t('lending.shares', { n: formatPrice(count) }),
            },
            {
              label: t('lending.holdings.dailyFee'),
              value: `≈ ${displayMoney(dailyFee)} ${currency}`,
              strong: true,
            },
            { label: t('lending.holdings.recall'), value: t('lending.holdings.recallValue') },
          ]}
        />
      ),
      confirmText: t('lending.lend'),
      cancelText: t('common.cancel'),
      onConfirm: send,
    });
  }

  return {
    open,
    start: () => {
      setOpen(true);
      setNum(String(available));
    },
    cancel: () => setOpen(false),
    num,
    typeNum: (next: string) => setNum(next.replace(/\D/g, '')),
    available,
    dailyFee,
    submit,
    pending: lend.isPending,
  };
}

export type LendForm = ReturnType<typeof useLendForm>;
