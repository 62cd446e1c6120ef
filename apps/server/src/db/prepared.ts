import type { Compilable, CompiledQuery, InferResult, QueryResult } from 'kysely';
import type { Db, Tx } from './transaction.ts';
import { checkRootUse } from './root-guard.ts';
import { keepPrepared, sqliteStatements } from './statements.ts';

/**
 * Queries on the hot paths (sign-in check, order placement, ledger transfers), built and compiled
 * once per database and shape instead of on every call. Building a query through Kysely costs
 * several times what SQLite takes to run it; a prepared query only binds new values.
 *
 * The builder is called once with stand-ins for the values; the compiled SQL keeps them as bound
 * parameters, and each run puts the real values in their places. An array value (an `in` list,
 * several rows) is a stand-in per element, so each length is its own compiled shape.
 */
class Slot {
  constructor(
    readonly name: string,
    readonly index: number | null,
  ) {}
}

type Values = Record<string, unknown>;

interface Shape {
  readonly sql: string;
  readonly query: CompiledQuery['query'];
  /** Per parameter: the value's name (and element), or the constant the builder wrote. */
  readonly parameters: readonly unknown[];
}

function shapeKey(values: Values): string {
  let key = '';
  for (const name in values) {
    const value = values[name];
    if (Array.isArray(value)) key += `${name}:${value.length};`;
  }
  return key;
}

function standIns(values: Values): Values {
  const out: Values = {};
  for (const name in values) {
    const value = values[name];
    out[name] = Array.isArray(value)
      ? value.map((_, i) => new Slot(name, i))
      : new Slot(name, null);
  }
  return out;
}

function bind(shape: Shape, values: Values): unknown[] {
  return shape.parameters.map((p) => {
    if (!(p instanceof Slot)) return p;
    const value = values[p.name];
    return p.index === null ? value : (value as unknown[])[p.index];
  });
}

export interface Prepared<V extends Values, R> {
  /** Every row. */
  all(db: Db | Tx, values: V): Promise<R[]>;
  /** The first row, if any. */
  first(db: Db | Tx, values: V): Promise<R | undefined>;
  /** Rows changed (insert, update, delete without `returning`). */
  run(db: Db | Tx, values: V): Promise<number>;
}

export function prepared<V extends Values, Q extends Compilable>(
  build: (db: Db | Tx, values: V) => Q,
): Prepared<V, InferResult<Q> extends (infer R)[] ? R : never> {
  type Row = InferResult<Q> extends (infer R)[] ? R : never;
  // One set of shapes per database (its adapter decides the SQL dialect).
  const shapes = new WeakMap<object, Map<string, Shape>>();

  function shapeFor(db: Db | Tx, values: V): Shape {
    const adapter = db.getExecutor().adapter;
    let byKey = shapes.get(adapter);
    if (!byKey) {
      byKey = new Map();
      shapes.set(adapter, byKey);
    }
    const key = shapeKey(values);
    let shape = byKey.get(key);
    if (!shape) {
      const compiled = build(db, standIns(values) as V).compile();
      shape = { sql: compiled.sql, query: compiled.query, parameters: compiled.parameters };
      byKey.set(key, shape);
      keepPrepared(shape.sql);
    }
    return shape;
  }

  async function execute(db: Db | Tx, values: V): Promise<QueryResult<Row>> {
    checkRootUse(db);
    const shape = shapeFor(db, values);
    // Inside a transaction on SQLite the connection is this command's alone: the statement runs
    // directly, as Kysely's driver would run it, without the trip through its executor.
    const direct = db.isTransaction ? sqliteStatements(db.getExecutor().adapter) : undefined;
    if (direct) {
      const stmt = direct.prepare(shape.sql);
      const parameters = bind(shape, values);
      if (stmt.reader) return { rows: stmt.all(parameters) as Row[] };
      const { changes } = stmt.run(parameters);
      return { rows: [], numAffectedRows: BigInt(changes) };
    }
    const compiled: CompiledQuery<Row> = {
      sql: shape.sql,
      query: shape.query,
      queryId: { queryId: '' },
      parameters: bind(shape, values),
    };
    return db.executeQuery(compiled);
  }

  return {
    async all(db, values) {
      return (await execute(db, values)).rows;
    },
    async first(db, values) {
      return (await execute(db, values)).rows[0];
    },
    async run(db, values) {
      return Number((await execute(db, values)).numAffectedRows ?? 0);
    },
  };
}
