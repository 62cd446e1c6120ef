import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto } from '../../test/kabuto.ts';
import { recordAudit } from '../audit/service.ts';
import { checkLedger } from './invariant.ts';

describe('the ledger', () => {
  let k: TestKabuto;
  let customerId: number;
  beforeAll(async () => {
    k = await startTestKabuto();
    const { account } = await k.signUp();
    const row = await k.ctx.db
      .selectFrom('customers')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    customerId = row.id;
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  const cash = () => ({ customerId, purpose: 'cash' as const, currency: 'USD' as const });
  const frozen = () => ({ customerId, purpose: 'frozen' as const, currency: 'USD' as const });
  const funding = { house: 'funding' as const, currency: 'USD' as const };

  function fund(key: string, amount: number) {
    return inTransaction(k.ctx.db, (tx) =>
      k.ctx.ledger.transfer(tx, {
        idempotencyKey: key,
        code: 'recharge',
        actor: 'test',
        customerId,
        postings: [
          { account: funding, amount: -amount },
          { account: cash(), amount },
        ],
      }),
    );
  }

  it('posts a balanced transfer and derives balances from its postings', async () => {
    const result = await fund('fund-1', 10_000);
    expect(result.replayed).toBe(false);
    expect(await k.ctx.ledger.balance(k.ctx.db, cash())).toBe(10_000);
    expect(await k.ctx.ledger.balance(k.ctx.db, funding)).toBe(-10_000);
    const check = await checkLedger(k.ctx.db);
    expect(check.ok).toBe(true);
    expect(check.totals).toEqual([{ currency: 'USD', sum: 0 }]);
  });

  it('answers a repeated idempotency key from the first transfer and moves nothing twice', async () => {
    const first = await fund('fund-2', 500);
    const again = await fund('fund-2', 500);
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect(await k.ctx.ledger.balance(k.ctx.db, cash())).toBe(10_500);
  });

  it('refuses unbalanced postings before writing anything', async () => {
    const before = await checkLedger(k.ctx.db);
    await expect(
      inTransaction(k.ctx.db, (tx) =>
        k.ctx.ledger.transfer(tx, {
          idempotencyKey: 'unbalanced',
          code: 'recharge',
          actor: 'test',
          postings: [
            { account: funding, amount: -100 },
            { account: cash(), amount: 99 },
          ],
        }),
      ),
    ).rejects.toThrow(/do not balance/);
    const after = await checkLedger(k.ctx.db);
    expect(after.transfers).toBe(before.transfers);
  });

  it('never lets a customer account go below zero, and the refusal writes nothing', async () => {
    const before = await checkLedger(k.ctx.db);
    const attempt = inTransaction(k.ctx.db, (tx) =>
      k.ctx.ledger.transfer(tx, {
        idempotencyKey: 'overdraw',
        code: 'withdrawal_freeze',
        actor: 'test',
        customerId,
        insufficientMessage: 'available_balance_insufficient',
        postings: [
          { account: cash(), amount: -1_000_000 },
          { account: frozen(), amount: 1_000_000 },
        ],
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(Refusal);
    await expect(attempt).rejects.toMatchObject({ msg: 'available_balance_insufficient' });
    const after = await checkLedger(k.ctx.db);
    expect(after.transfers).toBe(before.transfers);
    expect(await k.ctx.ledger.balance(k.ctx.db, cash())).toBe(10_500);
  });

  it('corrects by a reversing transfer with a reason, once', async () => {
    const { transferId } = await fund('fund-3', 200);
    const reversal = await inTransaction(k.ctx.db, (tx) =>
      k.ctx.ledger.reverse(tx, transferId, { actor: 'staff:test', reason: 'duplicate credit' }),
    );
    const again = await inTransaction(k.ctx.db, (tx) =>
      k.ctx.ledger.reverse(tx, transferId, { actor: 'staff:test', reason: 'duplicate credit' }),
    );
    expect(again).toEqual({ transferId: reversal.transferId, replayed: true });
    const row = await k.ctx.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('id', '=', reversal.transferId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      code: 'reversal',
      reverses_transfer_id: transferId,
      memo: 'duplicate credit',
    });
    expect(await k.ctx.ledger.balance(k.ctx.db, cash())).toBe(10_500);
  });

  it('keeps postings, transfers and the audit log append-only in the database itself', async () => {
    await recordAudit(k.ctx.db, k.ctx.clock, { actor: 'test', action: 'test.entry', target: 'x' });
    await expect(
      sql`UPDATE ledger_postings SET amount = amount + 1`.execute(k.ctx.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM ledger_transfers`.execute(k.ctx.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log`.execute(k.ctx.db)).rejects.toThrow(/append-only/);
  });

  it('detects a cached balance that drifts from its postings', async () => {
    // Tamper directly, as a bug would, then put it back: the check must see the difference.
    const id = (
      await k.ctx.db
        .selectFrom('ledger_accounts')
        .select('id')
        .where('code', '=', `c:${customerId}:cash:USD`)
        .executeTakeFirstOrThrow()
    ).id;
    await k.ctx.db
      .updateTable('ledger_balances')
      .set({ balance: sql`balance + 1` })
      .where('account_id', '=', id)
      .execute();
    const broken = await checkLedger(k.ctx.db);
    expect(broken.ok).toBe(false);
    expect(broken.problems.join()).toMatch(/caches/);
    await k.ctx.db
      .updateTable('ledger_balances')
      .set({ balance: sql`balance - 1` })
      .where('account_id', '=', id)
      .execute();
  });

  it('serialises parallel transfers on one account: never more spent than held', async () => {
    const start = await k.ctx.ledger.balance(k.ctx.db, cash()); // 10_500
    const attempts = 40;
    const each = 1_000; // enough for 10 of the 40
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, (_, i) =>
        inTransaction(k.ctx.db, (tx) =>
          k.ctx.ledger.transfer(tx, {
            idempotencyKey: `parallel-${i}`,
            code: 'withdrawal_freeze',
            actor: 'test',
            customerId,
            postings: [
              { account: cash(), amount: -each },
              { account: frozen(), amount: each },
            ],
          }),
        ),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof Refusal,
    ).length;
    expect(accepted).toBe(Math.floor(start / each));
    expect(accepted + refused).toBe(attempts);
    expect(await k.ctx.ledger.balance(k.ctx.db, cash())).toBe(start - accepted * each);
    expect(await k.ctx.ledger.balance(k.ctx.db, frozen())).toBe(accepted * each);
  });

  it('adds up a house balance written by many commands at once (in parts on PostgreSQL)', async () => {
    const before = await k.ctx.ledger.balance(k.ctx.db, funding);
    const cashBefore = await k.ctx.ledger.balance(k.ctx.db, cash());
    await Promise.all(Array.from({ length: 40 }, (_, i) => fund(`house-parts-${i}`, 100 + i)));
    const moved = Array.from({ length: 40 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    expect(await k.ctx.ledger.balance(k.ctx.db, funding)).toBe(before - moved);
    expect(await k.ctx.ledger.balance(k.ctx.db, cash())).toBe(cashBefore + moved);
    // Read inside a command, the balance counts what that command still has to write.
    const inside = await inTransaction(k.ctx.db, async (tx) => {
      await k.ctx.ledger.transfer(tx, {
        idempotencyKey: 'house-parts-inside',
        code: 'recharge',
        actor: 'test',
        customerId,
        postings: [
          { account: funding, amount: -7 },
          { account: cash(), amount: 7 },
        ],
      });
      return k.ctx.ledger.balance(tx, funding);
    });
    expect(inside).toBe(before - moved - 7);
    const parts = await k.ctx.db
      .selectFrom('ledger_balance_parts')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    if (k.ctx.dialect === 'postgres') expect(Number(parts.n)).toBeGreaterThan(0);
    else expect(Number(parts.n)).toBe(0);
  });
});
