/** The position rows of the account lists (apps/server/src/modules/account). */
import type { HeldStockRow, ClosedStockRow } from '@kabuto/shared/api';

export type HeldPosition = HeldStockRow & { direction: 'long' | 'short'; opened_at: string };
export type ClosedPosition = ClosedStockRow & { direction: 'long' | 'short' };

export const POSITION_STATUS = { holding: 0, closing: 1, closed: 2 } as const;
