import type { Db, Tx } from './transaction.ts';
import { rootDatabase } from './transaction.ts';
import { afterCommit } from './command-hooks.ts';

/**
 * Rows read on nearly every request and changed rarely (settings, who a session token belongs
 * to), kept in memory per database for `fresh_ms`. A change made through this process empties
 * the cache at once and again when its transaction commits; another process's change shows
 * within `fresh_ms`. A read that overlaps a change is not kept, so it cannot bring back what the
 * change replaced. With several nodes, each change is also told to the others once committed
 * (`tellCacheChanges`), which forget at once (`cacheChangedElsewhere`).
 */
export interface FreshCache<K, V> {
  /** The kept value of `key`, or `load()`'s, which is kept when `keep` allows it. */
  read(db: Db | Tx, key: K, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  /** Call after writing what the cache holds, through `db` (a transaction or not). */
  changed(db: Db | Tx): void;
}

interface Entries<K, V> {
  readonly kept: Map<K, { readonly value: V; readonly until: number }>;
  generation: number;
}

/** Each named cache's way to forget what it keeps for one database. */
const forgetters = new Map<string, (root: Db) => void>();
/** Where a database's committed changes are told (the node's bus), by database. */
const tellers = new WeakMap<Db, (name: string) => void>();

/** Tells `tell` the name of every cache changed through `root`, once the change committed. */
export function tellCacheChanges(root: Db, tell: (name: string) => void): void {
  tellers.set(root, tell);
}

/** Another node changed what cache `name` keeps: forget it now. */
export function cacheChangedElsewhere(root: Db, name: string): void {
  forgetters.get(name)?.(root);
}

export function freshCache<K, V>(name: string, fresh_ms: number, limit: number): FreshCache<K, V> {
  const byDatabase = new WeakMap<Db, Entries<K, V>>();

  function entriesOf(root: Db): Entries<K, V> {
    let entries = byDatabase.get(root);
    if (!entries) {
      entries = { kept: new Map(), generation: 0 };
      byDatabase.set(root, entries);
    }
    return entries;
  }

  function forget(root: Db): void {
    const entries = entriesOf(root);
    entries.generation += 1;
    entries.kept.clear();
  }
  forgetters.set(name, forget);

  return {
    async read(db, key, load, keep) {
      const root = rootDatabase(db);
      if (!root) return load();
      const entries = entriesOf(root);
      const now = performance.now();
      const hit = entries.kept.get(key);
      if (hit && hit.until > now) return hit.value;
      const generation = entries.generation;
      const value = await load();
      if (entries.generation === generation && (keep?.(value) ?? true)) {
        if (entries.kept.size >= limit) entries.kept.clear();
        entries.kept.set(key, { value, until: now + fresh_ms });
      }
      return value;
    },
    changed(db) {
      const root = rootDatabase(db);
      if (!root) return;
      forget(root);
      const committed = () => {
        forget(root);
        tellers.get(root)?.(name);
      };
      if (!db.isTransaction || !afterCommit(db as Tx, committed)) committed();
    },
  };
}
