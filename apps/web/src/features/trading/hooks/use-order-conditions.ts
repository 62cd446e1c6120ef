import { useState } from 'react';
import type { PriceType, Tif } from '@kabuto/shared/contracts/trading';

/**
 * What a stop, stop-limit or trailing order waits for, its time in force and the exits it
 * attaches to the position (issue 15), as the customer enters them on the order sheet.
 */
export function useOrderConditions() {
  const [triggerPrice, setTriggerPrice] = useState('');
  const [trailing, setTrailing] = useState('');
  const [tif, setTif] = useState<Tif>('day');
  const [stopLoss, setStopLoss] = useState('');
  const [takeProfit, setTakeProfit] = useState('');
  /** The request's fields for `priceType`; empty texts are left out. */
  const fields = (priceType: PriceType) => {
    const text = (value: string) => value.trim() || undefined;
    return {
      trigger_price:
        priceType === 'stop' || priceType === 'stop_limit' ? text(triggerPrice) : undefined,
      trailing: priceType === 'trailing' ? text(trailing) : undefined,
      tif: priceType === 'market' ? undefined : tif,
      stop_loss: text(stopLoss),
      take_profit: text(takeProfit),
    };
  };
  return {
    triggerPrice,
    setTriggerPrice,
    trailing,
    setTrailing,
    tif,
    setTif,
    stopLoss,
    setStopLoss,
    takeProfit,
    setTakeProfit,
    fields,
  };
}

export type OrderConditionsDraft = ReturnType<typeof useOrderConditions>;
