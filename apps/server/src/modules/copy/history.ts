import type { Db } from '../../db/transaction.ts';

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
  for (const p of points) {
    const result = await db
      .insertInto('product_navs')
      .values({ product_id: productId, date: p.date, nav_e6: p.nav_e6 })
      .onConflict((oc) => oc.columns(['product_id', 'date']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) written += 1;
  }
  return written;
}
