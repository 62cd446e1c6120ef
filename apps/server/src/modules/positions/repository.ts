import type { Insertable, QueryCreator, Selectable, UpdateQueryBuilder, Updateable } from 'kysely';
import type { Prepared } from '../../db/prepared.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database, PositionsTable } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/transaction.ts';

/**
 * Every statement on `positions`. Only the positions service calls these; other modules go
 * through it. Positions are holding (0) → preparing to close (1) → closed (2).
 */
export const POSITION = { holding: 0, closing: 1, closed: 2 } as const;

const OPEN = [POSITION.holding, POSITION.closing];

export type Position = Selectable<PositionsTable>;

/** The columns a new position is written with; the rest follow from its being just opened. */
export type OpeningRow = Pick<
  Insertable<PositionsTable>,
  | 'customer_id'
  | 'currency'
  | 'code'
  | 'name'
  | 'direction'
  | 'quantity'
  | 'buy_price_e4'
  | 'leverage'
  | 'margin'
  | 'opened_at'
  | 'order_id'
  | 'buy_fee'
  | 'market'
  | 'intraday_id'
  | 'lock_until'
  | 'stop_loss_e4'
  | 'take_profit_e4'
>;

/** The columns of a position that has just opened: held, not sold, nothing realised yet. */
const JUST_OPENED = {
  status: POSITION.holding,
  sell_price_e4: null,
  realised_pnl: null,
  closed_at: null,
} as const;

// Prepared: a market order opens its position on the order's hot path.
const insertPosition = prepared((db, v: OpeningRow) =>
  db
    .insertInto('positions')
    .values({ ...v, ...JUST_OPENED })
    .returningAll(),
);

/** What a statement written along with a position's insert reads: the new position as `p`. */
export type WithNewPosition = Database & { p: Position };

/**
 * PostgreSQL only (data-changing `with` clauses): a statement of another module's own table
 * that runs in the same statement as a position's insert and reads the new position from `p`
 * (a market order pointing at its position: trading/repository.ts). Its values come from the
 * opening row, so the whole statement compiles once. It saves the order's hot path a round trip,
 * while each module writes only its own table.
 */
export type WrittenAlong = (
  q: QueryCreator<WithNewPosition>,
  row: OpeningRow,
) => UpdateQueryBuilder<WithNewPosition, 'orders', 'orders', { id: number }>;

const insertAlong = new WeakMap<WrittenAlong, Prepared<OpeningRow, Position>>();

/** The position's insert with `along` in one statement, compiled once per `along`. */
function insertWrittenAlong(along: WrittenAlong): Prepared<OpeningRow, Position> {
  let statement = insertAlong.get(along);
  if (!statement) {
    statement = prepared((db, v: OpeningRow) =>
      db
        .with('p', (q) =>
          q
            .insertInto('positions')
            .values({ ...v, ...JUST_OPENED })
            .returningAll(),
        )
        .with('along', (q) => along(q, v))
        .selectFrom('p')
        .selectAll(),
    );
    insertAlong.set(along, statement);
  }
  return statement;
}

export async function insertOpenPosition(
  tx: Tx,
  row: OpeningRow,
  along: WrittenAlong | undefined,
): Promise<Position> {
  const position = along
    ? await insertWrittenAlong(along).first(tx, row)
    : await insertPosition.first(tx, row);
  if (!position) throw new Error(`no position written for ${row.code}`);
  return position;
}

/**
 * The open (held and closing) positions of everyone, for the position book; with `id`, that one
 * position if it is open (a book on another node follows a change).
 */
export function openPositionRows(db: Db, id?: number): Promise<Position[]> {
  let query = db.selectFrom('positions').selectAll().where('status', 'in', OPEN);
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export function positionById(db: Db | Tx, id: number): Promise<Position | undefined> {
  return db.selectFrom('positions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The position's row, locked until the command commits (`FOR NO KEY UPDATE` on PostgreSQL; SQLite runs
 * one writer at a time). Every command that changes what a position holds or lends reads it
 * this way, so two of them on one position run one after the other and the second sees the
 * first's result.
 */
export function lockPositionRow(
  tx: Tx,
  id: number,
  postgres: boolean,
): Promise<Position | undefined> {
  let query = tx.selectFrom('positions').selectAll().where('id', '=', id);
  // No key update: rows that refer to the position (loans, orders) may still be written.
  if (postgres) query = query.forNoKeyUpdate();
  return query.executeTakeFirst();
}

export function customerPosition(
  db: Db | Tx,
  customerId: number,
  id: number,
): Promise<Position | undefined> {
  return db
    .selectFrom('positions')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** Holding → preparing to close; false when the position was not holding (already claimed). */
export async function claimForClose(tx: Tx, id: number): Promise<boolean> {
  const claimed = await tx
    .updateTable('positions')
    .set({ status: POSITION.closing })
    .where('id', '=', id)
    .where('status', '=', POSITION.holding)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export function closingPositions(db: Db, limit: number): Promise<Position[]> {
  return db
    .selectFrom('positions')
    .selectAll()
    .where('status', '=', POSITION.closing)
    .limit(limit)
    .execute();
}

export async function markClosed(
  tx: Tx,
  id: number,
  closed: Pick<
    Updateable<PositionsTable>,
    'sell_price_e4' | 'realised_pnl' | 'sell_fee' | 'stamp_duty' | 'closed_at' | 'close_reason'
  >,
): Promise<void> {
  await tx
    .updateTable('positions')
    .set({ ...closed, status: POSITION.closed })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .execute();
}

/** What is left held of a position after part of it closed. */
export async function shrinkPosition(
  tx: Tx,
  id: number,
  left: { quantity: number; margin: number; buy_fee: number },
): Promise<void> {
  await tx
    .updateTable('positions')
    .set(left)
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .execute();
}

/** The closed part of a partly closed position, as its own row. */
export async function insertClosedPart(
  tx: Tx,
  row: Omit<Insertable<PositionsTable>, 'id' | 'status'>,
): Promise<void> {
  await tx
    .insertInto('positions')
    .values({ ...row, status: POSITION.closed })
    .execute();
}

export interface PositionFilter {
  customerId: number;
  /** Open (held or closing) or closed. */
  open: boolean;
  currency?: string | undefined;
  /** The most recent this many. */
  limit?: number | undefined;
}

export function customerPositions(db: Db | Tx, filter: PositionFilter): Promise<Position[]> {
  let query = db
    .selectFrom('positions')
    .selectAll()
    .where('customer_id', '=', filter.customerId)
    .where('status', 'in', filter.open ? OPEN : [POSITION.closed]);
  if (filter.currency !== undefined) query = query.where('currency', '=', filter.currency);
  query = query.orderBy('id', 'desc');
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  return query.execute();
}

export async function hasOpenPosition(db: Db | Tx, customerId: number): Promise<boolean> {
  const open = await db
    .selectFrom('positions')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return !!open;
}

export async function countClosedPositions(db: Db | Tx, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('positions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('status', '=', POSITION.closed)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Shares of `code` sold short and not yet bought back. */
export async function shortQuantity(db: Db | Tx, code: string): Promise<number> {
  const row = await db
    .selectFrom('positions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('code', '=', code)
    .where('direction', '=', 'short')
    .where('status', 'in', OPEN)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The positions a day-trading application funded; only the open ones when `open`. */
export function intradayPositions(
  db: Db | Tx,
  intradayId: number,
  open: boolean,
): Promise<Position[]> {
  let query = db.selectFrom('positions').selectAll().where('intraday_id', '=', intradayId);
  if (open) query = query.where('status', 'in', OPEN);
  return query.execute();
}

/** Rows that break what a position may be: a negative quantity or margin, an open empty one. */
export function impossiblePositions(
  db: Db | Tx,
): Promise<Pick<Position, 'id' | 'quantity' | 'margin' | 'status'>[]> {
  return db
    .selectFrom('positions')
    .select(['id', 'quantity', 'margin', 'status'])
    .where((eb) =>
      eb.or([
        eb('quantity', '<', 0),
        eb('margin', '<', 0),
        eb.and([eb('status', 'in', OPEN), eb('quantity', '<=', 0)]),
      ]),
    )
    .limit(20)
    .execute();
}

export function positionsByIds(db: Db | Tx, ids: readonly number[]): Promise<Position[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('positions').selectAll().where('id', 'in', ids).execute();
}

/**
 * The positions customers held at a past instant: opened by then and not yet closed. At a close
 * (`at-or-before`) what opened or closed at the instant itself counts; at the end of a period
 * (`before`) it does not. A partly closed position's closed part is its own row with the first
 * opening time, so the quantity held then is the open row's plus its closed parts'. Oldest first;
 * optionally one currency only.
 */
export function positionsHeldAt(
  db: Db | Tx,
  query: {
    customerIds: readonly number[];
    currency?: string | undefined;
    at: string;
    counting: 'at-or-before' | 'before';
  },
): Promise<Position[]> {
  if (query.customerIds.length === 0) return Promise.resolve([]);
  const through = query.counting === 'at-or-before';
  let select = db
    .selectFrom('positions')
    .selectAll()
    .where('customer_id', 'in', query.customerIds)
    .where('opened_at', through ? '<=' : '<', query.at)
    .where((eb) =>
      eb.or([eb('closed_at', 'is', null), eb('closed_at', through ? '>' : '>=', query.at)]),
    );
  if (query.currency) select = select.where('currency', '=', query.currency);
  return select.orderBy('id', 'asc').execute();
}

/** The realised P&L of the customer's positions in `currency` closed in [from, to). */
export async function realisedBetween(
  db: Db | Tx,
  filter: { customerId: number; currency: string; from: string; to: string },
): Promise<number> {
  const row = await db
    .selectFrom('positions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('realised_pnl'), eb.lit(0)).as('pnl'))
    .where('customer_id', '=', filter.customerId)
    .where('currency', '=', filter.currency)
    .where('status', '=', POSITION.closed)
    .where('closed_at', '>=', filter.from)
    .where('closed_at', '<', filter.to)
    .executeTakeFirstOrThrow();
  return Number(row.pnl);
}

/** The positions (or parts) a customer closed in [from, to), oldest first. */
export function positionsClosedBetween(
  db: Db | Tx,
  customerId: number,
  from: string,
  to: string,
): Promise<Position[]> {
  return db
    .selectFrom('positions')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', '=', POSITION.closed)
    .where('closed_at', '>=', from)
    .where('closed_at', '<', to)
    .orderBy('closed_at', 'asc')
    .execute();
}

/** Sets a held position's exits (null clears one); false when it is not held. */
export async function setPositionExits(
  tx: Tx,
  id: number,
  exits: { stop_loss_e4: number | null; take_profit_e4: number | null },
): Promise<boolean> {
  const r = await tx
    .updateTable('positions')
    .set(exits)
    .where('id', '=', id)
    .where('status', '=', POSITION.holding)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The held positions with an exit, for the trigger index at start (with `id`: that one). */
export function positionsWithExits(db: Db, id?: number): Promise<Position[]> {
  let query = db
    .selectFrom('positions')
    .selectAll()
    .where('status', '=', POSITION.holding)
    .where((eb) =>
      eb.or([eb('stop_loss_e4', 'is not', null), eb('take_profit_e4', 'is not', null)]),
    );
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}
