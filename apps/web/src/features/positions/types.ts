/** Shapes of the position answers (apps/server/src/modules/account and trading). */
import type { HeldStockRow, ClosedStockRow } from '@kabuto/shared/contracts/account';

export type HeldPosition = HeldStockRow & { direction: 'long' | 'short'; opened_at: string };
export type ClosedPosition = ClosedStockRow & { direction: 'long' | 'short' };

export const POSITION_STATUS = { holding: 0, closing: 1, closed: 2 } as const;
