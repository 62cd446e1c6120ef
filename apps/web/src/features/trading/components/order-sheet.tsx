import { useState } from 'react';
import { Popup } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Direction, OrderPreview } from '@kabuto/shared/contracts/trading';
import type { MarketType } from '@kabuto/shared/markets';
import { marketOfCode } from '@kabuto/shared/markets';
import { Icon } from '@/components/icon/icon';
import { LivePrice } from '@/components/live-price/live-price';
import { useMessage } from '@/i18n/i18n';
import { useLiveQuote } from '@/lib/live-quotes';
import { newNonce } from '@/lib/nonce';
import { useSessionStore } from '@/lib/session-store';
import { showMessage } from '@/lib/toast';
import { redIsUp, useUpDownStore } from '@/lib/updown';
import { formatPrice } from '@/lib/market-format';
import { usePlaceOrder } from '../api/place-order';
import type { PlaceOrderResult } from '../api/place-order';
import { usePreviewOrder } from '../api/preview-order';
import type { OrderDraft } from '../hooks/use-order-draft';
import { useOrderDraft } from '../hooks/use-order-draft';
import { useTradingTerms } from '../hooks/use-trading-terms';
import type { OrderInstrument } from '../types';
import { DoneStep } from './order-done-step';
import { FormStep } from './order-form-step';
import { PreviewStep } from './order-preview-step';
import styles from './trading.module.css';

type Step =
  | { kind: 'form' }
  | { kind: 'preview'; preview: OrderPreview; nonce: string }
  | { kind: 'done'; result: PlaceOrderResult };

interface OrderSheetProps {
  instrument: OrderInstrument;
  /** Open with this direction; null keeps the sheet closed. */
  direction: Direction | null;
  onDirection: (direction: Direction) => void;
  onClose: () => void;
}

/** Order entry → preview (every cost and threshold, before committing) → confirmation. */
export function OrderSheet({
  instrument: quoted,
  direction,
  onDirection,
  onClose,
}: OrderSheetProps) {
  const { t } = useTranslation();
  // The live price while the sheet is open; closed, a tick leaves the sheet alone.
  const instrument = useLiveQuote(quoted, direction !== null);
  const swapped = useUpDownStore((state) => state.swapped);
  const type = marketOfCode(instrument.market)?.type ?? 'jpy';
  const terms = useTradingTerms(type);
  const side = direction ?? 'long';
  const draft = useOrderDraft(instrument, type, side, terms);
  const { step, setStep, preview, place, close, toPreview, confirm, viewPositions } = useOrderFlow(
    type,
    draft,
    onClose,
  );
  const sideClass =
    (side === 'long') === redIsUp(instrument.market, swapped) ? styles.red : styles.green;

  return (
    <Popup
      visible={direction !== null}
      onMaskClick={close}
      onClose={close}
      bodyClassName={styles.sheet}
      destroyOnClose
      data-testid="order-sheet"
    >
      <SheetHead
        instrument={instrument}
        title={step.kind === 'preview' ? t('trade.previewTitle') : t(`trade.sheetTitle.${side}`)}
        onClose={close}
      />
      {step.kind === 'form' && (
        <FormStep
          instrument={instrument}
          side={side}
          sideClass={sideClass}
          onDirection={onDirection}
          draft={draft}
          terms={terms}
          previewing={preview.isPending}
          onPreview={() => void toPreview()}
        />
      )}
      {step.kind === 'preview' && (
        <PreviewStep
          preview={step.preview}
          name={instrument.name}
          placing={place.isPending}
          onBack={() => setStep({ kind: 'form' })}
          onConfirm={() => void confirm(step.nonce)}
        />
      )}
      {step.kind === 'done' && (
        <DoneStep result={step.result} onClose={close} onViewPositions={viewPositions} />
      )}
    </Popup>
  );
}

/** The sheet's steps: preview with a fresh nonce, place with it, then the placed order. */
function useOrderFlow(type: MarketType, draft: OrderDraft, onClose: () => void) {
  const message = useMessage();
  const navigate = useNavigate();
  const setMarketType = useSessionStore((state) => state.setMarketType);
  const preview = usePreviewOrder();
  const place = usePlaceOrder();
  const [step, setStep] = useState<Step>({ kind: 'form' });

  const close = () => {
    onClose();
    setStep({ kind: 'form' });
  };

  const toPreview = async () => {
    const order = draft.request();
    if (!order) return;
    try {
      const answer = await preview.mutateAsync(order);
      setStep({ kind: 'preview', preview: answer, nonce: newNonce() });
    } catch {
      // The client has shown the server's reason (outside hours, balance, tick…).
    }
  };

  const confirm = async (nonce: string) => {
    const order = draft.request();
    if (!order) return;
    try {
      const result = await place.mutateAsync({ ...order, nonce });
      // A pending limit order is placed, not filled: the message says which.
      showMessage(
        message(result.msg, {
          code: result.data.code,
          num: result.data.num,
          price: formatPrice(result.data.fill_price ?? result.data.price),
        }),
      );
      setStep({ kind: 'done', result });
    } catch {
      // Already told; the same nonce stays, so trying again cannot order twice.
    }
  };

  const viewPositions = () => {
    setMarketType(type);
    close();
    navigate('/position/index?tab=hold');
  };

  return { step, setStep, preview, place, close, toPreview, confirm, viewPositions };
}

interface SheetHeadProps {
  instrument: OrderInstrument;
  title: string;
  onClose: () => void;
}

function SheetHead({ instrument, title, onClose }: SheetHeadProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.sheetHead}>
      <div>
        <h2 className={styles.sheetTitle}>{title}</h2>
        <span className={styles.sheetInstrument}>
          {instrument.name} · {instrument.code} ·{' '}
          <LivePrice
            market={instrument.market}
            price={instrument.price}
            change={instrument.change}
          />{' '}
          {instrument.currency}
        </span>
      </div>
      <button
        type="button"
        className={styles.sheetClose}
        onClick={onClose}
        aria-label={t('common.close')}
      >
        <Icon name="close" size={20} strokeWidth={2.2} />
      </button>
    </div>
  );
}
