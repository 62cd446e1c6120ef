import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { checkLedgerAfterEach } from '../../test/kabuto.ts';
import type { TradingSetup } from '../../test/trading.ts';
import { startTradingKabuto, trader } from '../../test/trading.ts';
import { POSITION, positionById, positionProblems } from '../positions/service.ts';
import { closeRecallingLoans, lendingProblems } from './service.ts';

describe('share lending under concurrency', () => {
  let s: TradingSetup;
  beforeAll(async () => {
    s = await startTradingKabuto();
    s.market.set('4592', 300);
  });
  afterAll(() => s?.k.close());
  checkLedgerAfterEach(() => s?.k);

  async function holder(quantity: number) {
    const t = await trader(s.k, 'JPY', 10_000_000);
    const buy = await s.k.post<{ position_id: number }>(
      '/trade/buy',
      { code: '4592', num: String(quantity), leverage: '1' },
      t.headers,
    );
    expect(buy.body.status).toBe(1);
    return { ...t, positionId: buy.body.data.position_id };
  }

  async function lentFrom(positionId: number): Promise<number> {
    const rows = await s.k.ctx.db
      .selectFrom('share_loans')
      .select('quantity')
      .where('position_id', '=', positionId)
      .where('status', '=', 'lent')
      .execute();
    return rows.reduce((t, r) => t + r.quantity, 0);
  }

  it('lends at most the 100 shares held when twenty lendings of one position arrive together', async () => {
    const t = await holder(100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.k.post('/trade/lend', { id: t.positionId, num: '15' }, t.headers),
      ),
    );
    const lent = answers.filter((a) => a.body.status === 1).length * 15;
    expect(lent).toBe(90);
    expect(await lentFrom(t.positionId)).toBe(90);
    for (const a of answers) {
      expect(a.http).toBe(200);
      if (a.body.status !== 1) expect(a.body.msg).toBe('lending_over_holding');
    }
  });

  it('answers how many shares can be lent when more than held is asked, and lends nothing', async () => {
    const t = await holder(100);
    expect(
      (await s.k.post('/trade/lend', { id: t.positionId, num: '40' }, t.headers)).body.msg,
    ).toBe('lending_started');
    const over = await s.k.post('/trade/lend', { id: t.positionId, num: '61' }, t.headers);
    expect(over.body).toMatchObject({
      status: 0,
      msg: 'lending_over_holding',
      params: { max: 60 },
    });
    expect(await lentFrom(t.positionId)).toBe(40);
  });

  it('leaves nothing lent from a position closed while lendings of it arrive', async () => {
    for (let round = 0; round < 5; round += 1) {
      const t = await holder(100);
      const lend = () => s.k.post('/trade/lend', { id: t.positionId, num: '10' }, t.headers);
      const answers = await Promise.all([
        lend(),
        lend(),
        lend(),
        s.k.post('/trade/sell', { id: t.positionId }, t.headers),
        lend(),
        lend(),
        lend(),
      ]);
      expect(answers[3]!.body.msg).toBe('position_closed');
      for (const a of answers) expect(a.http).toBe(200);
      expect((await positionById(s.k.ctx.db, t.positionId))?.status).toBe(POSITION.closed);
      expect(await lentFrom(t.positionId)).toBe(0);
    }
  });

  it('closes a position once when ten closes of it arrive together', async () => {
    const t = await holder(100);
    await s.k.post('/trade/lend', { id: t.positionId, num: '40' }, t.headers);
    const cashBefore = await t.cash();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => s.k.post('/trade/sell', { id: t.positionId }, t.headers)),
    );
    expect(answers.filter((a) => a.body.status === 1)).toHaveLength(1);
    for (const a of answers) {
      expect(a.http).toBe(200);
      if (a.body.status !== 1) expect(a.body.msg).toBe('order_not_holding');
    }
    // 100 × ¥300 back once, less the close's fees; never twice.
    const back = (await t.cash()) - cashBefore;
    expect(back).toBeGreaterThan(25_000);
    expect(back).toBeLessThanOrEqual(30_000);
    expect(await lentFrom(t.positionId)).toBe(0);
    expect(await t.margin()).toBe(0);
  });

  it('recalls the lent shares when part of a position is closed by force, and a second forced close of a closed position does nothing', async () => {
    const t = await holder(100);
    await s.k.post('/trade/lend', { id: t.positionId, num: '100' }, t.headers);
    const parallel = await Promise.all(
      [60, 60].map((q) =>
        inTransaction(s.k.ctx.db, (tx) =>
          closeRecallingLoans(s.k.ctx, tx, t.positionId, q, 3_000_000, 'liquidation'),
        ),
      ),
    );
    expect(parallel.filter((r) => r !== null)).toHaveLength(2);
    const p = await positionById(s.k.ctx.db, t.positionId);
    expect(p?.status).toBe(POSITION.closed);
    expect(await lentFrom(t.positionId)).toBe(0);
    const again = await inTransaction(s.k.ctx.db, (tx) =>
      closeRecallingLoans(s.k.ctx, tx, t.positionId, 10, 3_000_000, 'liquidation'),
    );
    expect(again).toBeNull();
  });

  it('reports shares lent beyond what a position holds, or from a closed one, as broken books', async () => {
    const t = await holder(100);
    await s.k.post('/trade/lend', { id: t.positionId, num: '100' }, t.headers);
    const db = s.k.ctx.db;
    const extra = await db
      .insertInto('share_loans')
      .values({
        customer_id: t.id,
        position_id: t.positionId,
        code: '4592',
        currency: 'JPY',
        quantity: 1,
        fee_bps_daily: 2,
        status: 'lent',
        started_at: s.clock.now().toISOString(),
        accrued_through: s.clock.now().toISOString().slice(0, 10),
        recalled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await lendingProblems(db)).toEqual([
      `101 shares lent from position ${t.positionId}, which holds 100`,
    ]);
    await db
      .updateTable('share_loans')
      .set({ status: 'recalled' })
      .where('id', '=', extra.id)
      .execute();
    expect(await lendingProblems(db)).toEqual([]);
  });

  it('reports a position holding a negative quantity as broken books', async () => {
    const t = await holder(100);
    const db = s.k.ctx.db;
    const set = (quantity: number) =>
      db.updateTable('positions').set({ quantity }).where('id', '=', t.positionId).execute();
    await set(-1);
    try {
      expect(await positionProblems(db)).toEqual([
        expect.stringContaining(`position ${t.positionId} (status 0) holds -1 with margin`),
      ]);
    } finally {
      await set(100);
    }
    expect(await positionProblems(db)).toEqual([]);
  });
});
