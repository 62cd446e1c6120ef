import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BlockOffer, BlockPurchaseResult } from '@kabuto/shared/contracts/blocks';
import { displayMoney } from '@kabuto/shared/money';
import { Facts } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { formatPrice } from '@/lib/market-format';
import { newNonce } from '@/lib/nonce';
import { valueOfShares } from '@/lib/share-value';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { useBuyBlock } from '../api/buy-block';
import { sharesText } from '../utils/units';

const FUND_PASSWORD = /^\d{6}$/;

/** The quick picks under the lots field: minimum, twice, five times and all that is left. */
function lotChips(offer: BlockOffer): number[] {
  return [offer.min_lots, offer.min_lots * 2, offer.min_lots * 5, offer.remaining_lots]
    .filter((n, i, all) => n > 0 && n <= offer.remaining_lots && all.indexOf(n) === i)
    .slice(0, 4);
}

/** Shows code, shares, price, total and lock-up before anything is sent. */
function confirmPurchase(
  t: TFunction,
  offer: BlockOffer,
  count: number,
  total: string | undefined,
  onConfirm: () => void,
) {
  void confirmDialog({
    title: t('block.form.confirmTitle'),
    content: (
      <Facts
        testId="large-info-confirm"
        items={[
          { label: t('block.fields.code'), value: `${offer.code} ${offer.name}` },
          { label: t('block.form.lots'), value: sharesText(t, count) },
          {
            label: t('block.fields.price'),
            value: `${formatPrice(offer.price)} ${offer.currency}`,
          },
          {
            label: t('block.form.total'),
            value: `${displayMoney(total)} ${offer.currency}`,
            strong: true,
          },
          {
            label: t('block.fields.lockUp'),
            value:
              offer.lock_days > 0 ? t('block.lockDays', { n: offer.lock_days }) : t('block.noLock'),
          },
        ]}
      />
    ),
    confirmText: t('block.form.confirm'),
    cancelText: t('common.cancel'),
    onConfirm,
  });
}

/**
 * The block purchase form: shares, channel key and fund password, checked here, confirmed in a
 * dialog, sent with one nonce per attempt (a new one once the shares change or a purchase went
 * through).
 */
export function useBlockPurchase(
  offer: BlockOffer,
  onDone: (result: BlockPurchaseResult, lots: number) => void,
) {
  const { t } = useTranslation();
  const message = useMessage();
  const buy = useBuyBlock();
  const [lots, setLotsText] = useState(String(offer.min_lots));
  const [key, setKey] = useState('');
  const [password, setPassword] = useState('');
  const nonce = useRef(newNonce());
  const count = /^\d+$/.test(lots) ? Number(lots) : 0;
  const total = count > 0 ? valueOfShares(offer.price, count, offer.currency) : undefined;

  function typeLots(value: string) {
    setLotsText(value.replace(/\D/g, ''));
    nonce.current = newNonce();
  }

  function send() {
    buy.mutate(
      {
        id: offer.id,
        num: String(count),
        key: key.trim().toUpperCase(),
        fund_password: password,
        nonce: nonce.current,
      },
      {
        onSuccess: (result) => {
          // Shares are allocated at the deadline, not now.
          showMessage(
            message('placement_requested', {
              amount: result.credit,
              currency: offer.currency,
              deadline: offer.deadline,
            }),
          );
          nonce.current = newNonce();
          onDone(result, count);
        },
      },
    );
  }

  function submit() {
    if (count <= 0) return showMessage(message('lots_required'));
    if (count < offer.min_lots) {
      return showMessage(message('lots_below_minimum', { min: offer.min_lots }));
    }
    if (count > offer.remaining_lots) return showMessage(message('fundraising_insufficient'));
    if (offer.needs_key && !key.trim()) return showMessage(message('channel_password_required'));
    if (!password) return showMessage(message('fund_password_required'));
    if (!FUND_PASSWORD.test(password)) return showMessage(message('fund_password_format'));
    confirmPurchase(t, offer, count, total, send);
  }

  return {
    lots,
    typeLots,
    pickLots: (n: number) => setLotsText(String(n)),
    chips: lotChips(offer),
    count,
    total,
    key,
    setKey,
    password,
    setPassword,
    submit,
    pending: buy.isPending,
  };
}

export type BlockPurchase = ReturnType<typeof useBlockPurchase>;
