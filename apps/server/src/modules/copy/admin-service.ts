/**
 * The back office's copy-trading commands: each writes its audit entry in its own transaction,
 * the issuer's order and close included (inside the trading command's transaction).
 */
import type { Language } from '@kabuto/shared/catalogue';
import type { AppContext, SessionStaff } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { OrderInput } from '../trading/service.ts';
import { placeOrder, requestClose } from '../trading/service.ts';
import type { Product, ProductInput } from './service.ts';
import { allProducts, createProduct, productAnswer, productOf, setShelf } from './service.ts';

/** The audit entry of an issuer's command, written inside the trading command's transaction. */
function audited(ctx: AppContext, staff: SessionStaff, product: Product, action: string) {
  return (tx: Tx, after: object) =>
    recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action,
      target: `product:${product.id}`,
      after,
    });
}

async function staffProductAnswer(ctx: AppContext, p: Product, language: Language) {
  return { ...(await productAnswer(ctx, p, language)), issuer_customer_id: p.issuer_customer_id };
}

/** Every product, newest first, with the customer account it trades in, in the staff's language. */
export async function staffProducts(ctx: AppContext, language: Language) {
  const rows = await allProducts(ctx.db);
  return Promise.all(rows.map((p) => staffProductAnswer(ctx, p, language)));
}

/** Creates a product with its own trading account. */
export async function addProduct(
  ctx: AppContext,
  staff: SessionStaff,
  input: ProductInput,
  language: Language,
) {
  const product = await inTransaction(ctx.db, async (tx) => {
    const created = await createProduct(ctx, tx, input, actorOf(staff));
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'product.create',
      target: `product:${created.id}`,
      after: { name: input.name.us, lock_days: created.lock_days },
    });
    return created;
  });
  return staffProductAnswer(ctx, product, language);
}

/** The issuer's order, placed through the trading engine in the product's own account. */
export async function issuerOrder(
  ctx: AppContext,
  staff: SessionStaff,
  id: number,
  input: OrderInput,
) {
  const product = await productOf(ctx.db, id, 'not_found');
  return placeOrder(
    ctx,
    product.issuer_customer_id,
    input,
    undefined,
    audited(ctx, staff, product, 'product.order'),
  );
}

/** Closes one of the product's positions. */
export async function issuerClose(
  ctx: AppContext,
  staff: SessionStaff,
  id: number,
  positionId: number,
) {
  const product = await productOf(ctx.db, id, 'not_found');
  return requestClose(
    ctx,
    product.issuer_customer_id,
    positionId,
    audited(ctx, staff, product, 'product.close'),
  );
}

/** Puts a product on or off the shelf. */
export async function setProductShelf(
  ctx: AppContext,
  staff: SessionStaff,
  id: number,
  input: { on_shelf: boolean; reason?: string | undefined },
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const p = await productOf(tx, id, 'not_found');
    await setShelf(tx, p.id, input.on_shelf);
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'product.shelf',
      target: `product:${p.id}`,
      after: { on_shelf: input.on_shelf },
      reason: input.reason ?? null,
    });
  });
}
