import { useState } from 'react';
import type { Direction, PriceType } from '@kabuto/shared/contracts/trading';
import type { TradingTerms } from '@kabuto/shared/trading-terms';
import { useMessage } from '@/i18n/i18n';
import { showMessage } from '@/lib/toast';
import { useDayTrading } from '../api/get-day-trading';
import type { OrderInstrument, OrderRequest } from '../types';
import { useOrderConditions } from './use-order-conditions';
import type { MarketType } from '@kabuto/shared/markets';

/** What the customer has entered on the order form, and the request it makes. */
export function useOrderDraft(
  instrument: OrderInstrument,
  type: MarketType,
  side: Direction,
  terms: TradingTerms | undefined,
) {
  const message = useMessage();
  const [priceType, setPriceType] = useState<PriceType>('market');
  const [limitPrice, setLimitPrice] = useState('');
  const [lots, setLots] = useState<number | null>(null);
  const [leverage, setLeverage] = useState<number | null>(null);
  const dayTrading = useDayTrading(type);
  const [intraday, setIntraday] = useState(false);
  const conditions = useOrderConditions();
  const useIntraday = intraday && !!dayTrading.data;
  const chosenLeverage = leverage ?? terms?.leverages[0] ?? 1;
  const estimatePrice = priceType === 'limit' && limitPrice ? limitPrice : instrument.price;
  const estimateCost = lots ? Number(estimatePrice) * lots : null;

  /** The request, or null (and the reason shown) when the form is not complete. */
  const request = (): OrderRequest | null => {
    if (!lots || lots < 1) {
      showMessage(message('lots_required'));
      return null;
    }
    if ((priceType === 'limit' || priceType === 'stop_limit') && !limitPrice.trim()) {
      showMessage(message('price_required'));
      return null;
    }
    return {
      code: instrument.code,
      num: String(lots),
      direction: side,
      leverage: chosenLeverage,
      price_type: priceType,
      price: priceType === 'limit' || priceType === 'stop_limit' ? limitPrice.trim() : undefined,
      intraday: useIntraday ? '1' : undefined,
      ...conditions.fields(priceType),
    };
  };

  return {
    priceType,
    setPriceType,
    limitPrice,
    setLimitPrice,
    lots,
    setLots,
    chosenLeverage,
    setLeverage,
    dayTrading: dayTrading.data ?? null,
    useIntraday,
    toggleIntraday: () => setIntraday((on) => !on),
    estimateCost,
    request,
    conditions,
  };
}

export type OrderDraft = ReturnType<typeof useOrderDraft>;
