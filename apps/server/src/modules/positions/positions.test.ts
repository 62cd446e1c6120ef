import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import { approvedBlock } from '../../test/products.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';
import { allocateBlocks } from '../blocks/service.ts';
import { customerPositions, openPosition } from './service.ts';

const HOUR = 3_600_000;

describe('the position book follows only committed positions', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
    s.market.set('6758', 3000);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  const book = () => s.k.ctx.positionBook!;
  /** The margin the book holds for a customer's yen positions (undefined: none). */
  const bookMargin = (customerId: number) =>
    book()
      .revalue(() => 3000_0000)
      .get(`${customerId}:JPY`)?.margin;

  const heldBy = async (customerId: number) =>
    (await customerPositions(s.k.ctx.db, { customerId, open: true })).length;

  function opening(customerId: number, margin: number) {
    return {
      customerId,
      currency: 'JPY' as const,
      code: '6758',
      direction: 'long' as const,
      quantity: 100,
      price_e4: 3000_0000,
      leverage: 1,
      margin,
      buyFee: 0,
      openedAt: s.clock.now().toISOString(),
    };
  }

  it('leaves no position in the book when the command that opened it fails, and keeps its neighbour’s', async () => {
    const { k } = s;
    const failing = await trader(k, 'JPY', 0);
    const passing = await trader(k, 'JPY', 0);
    const size = book().size;
    // Started together: they share one group commit, each in its own savepoint.
    // The failing one goes second: on SQLite a position opened after it would reuse its id.
    const [passed, failed] = await Promise.allSettled([
      inTransaction(k.ctx.db, (tx) => openPosition(k.ctx, tx, opening(passing.id, 222))),
      inTransaction(k.ctx.db, async (tx) => {
        await openPosition(k.ctx, tx, opening(failing.id, 111));
        throw new Error('a later step of the command fails');
      }),
    ]);
    expect(failed.status).toBe('rejected');
    expect(passed.status).toBe('fulfilled');
    expect(bookMargin(failing.id)).toBeUndefined();
    expect(bookMargin(passing.id)).toBe(222);
    expect(book().size).toBe(size + 1);
    expect(await heldBy(failing.id)).toBe(0);
    expect(await heldBy(passing.id)).toBe(1);
  });

  it('leaves no position in the book when a block allocation rolls back half-way', async () => {
    const { k, clock } = s;
    const offer = await approvedBlock(k, {
      code: '6758',
      price: 2800,
      min_lots: 100,
      total_lots: 1_000,
      deadline: new Date(clock.now().getTime() + 4 * HOUR).toISOString(),
      lock_days: 0,
    });
    const offerId = offer.id;
    const first = await trader(k, 'JPY', 1_000_000);
    const second = await trader(k, 'JPY', 1_000_000);
    for (const t of [first, second]) {
      const buy = await k.post(
        '/trade/dzbuy',
        { id: offerId, num: '100', fund_password: '123456' },
        t.headers,
      );
      expect(buy.body.msg).toBe('placement_requested');
    }
    // The second allocation asks for more than the second buyer has frozen: the ledger refuses
    // it, after the first buyer's position was written in the same transaction.
    const sabotage = (credit: number) =>
      k.ctx.db
        .updateTable('block_purchases')
        .set({ credit })
        .where('offer_id', '=', offerId)
        .where('customer_id', '=', second.id)
        .execute();
    await sabotage(10_000_000);
    const size = book().size;
    clock.advance(5 * HOUR);
    await expect(allocateBlocks(k.ctx)).rejects.toThrow();
    expect(book().size).toBe(size);
    expect(bookMargin(first.id)).toBeUndefined();
    expect(await heldBy(first.id)).toBe(0);
    // Once the cause is gone the allocation goes through, and the book holds both positions.
    await sabotage(280_000);
    expect(await allocateBlocks(k.ctx)).toBe(1);
    expect(bookMargin(first.id)).toBe(280_000);
    expect(bookMargin(second.id)).toBe(280_000);
    expect(book().size).toBe(size + 2);
  });
});
