/**
 * The chart adjustment, remembered per customer on the device: forward adjustment (today's prices
 * as traded, history scaled to them) until the customer picks another. Kept by account number, so
 * two customers sharing a device keep their own choice; anonymous visitors share one.
 */
import { useCallback, useState } from 'react';
import type { Adjustment } from '@kabuto/shared/contracts/market';
import { useSessionStore } from '@/lib/session-store';
import { storage } from '@/lib/storage';

export const DEFAULT_ADJUSTMENT: Adjustment = 'forward';
const ADJUSTMENTS: readonly Adjustment[] = ['none', 'forward', 'backward'];

function readAll(): Record<string, Adjustment> {
  try {
    const parsed: unknown = JSON.parse(storage.get('klineAdjust') ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Adjustment>) : {};
  } catch {
    return {};
  }
}

function storedAdjustment(account: string | null): Adjustment {
  const value = readAll()[account ?? ''];
  return value && ADJUSTMENTS.includes(value) ? value : DEFAULT_ADJUSTMENT;
}

export function useKlineAdjust(): [Adjustment, (adjust: Adjustment) => void] {
  const account = useSessionStore((state) => state.account);
  const [adjust, setState] = useState<Adjustment>(() => storedAdjustment(account));
  const set = useCallback(
    (value: Adjustment) => {
      storage.set('klineAdjust', JSON.stringify({ ...readAll(), [account ?? '']: value }));
      setState(value);
    },
    [account],
  );
  return [adjust, set];
}
