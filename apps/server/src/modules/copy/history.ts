import type { Db } from '../../db/transaction.ts';
import { recordNav } from './repository.ts';

/**
 * Records a product's realised NAV history (one row per date; a date already recorded is kept).
 * The demo seeds a product's past with it; `settleNavs` writes each new day.
 */
export async function recordNavHistory(
  db: Db,
  productId: number,
  points: readonly { date: string; nav_e6: number }[],
): Promise<number> {
  let written = 0;
  for (const p of points) if (await recordNav(db, productId, p.date, p.nav_e6)) written += 1;
  return written;
}
