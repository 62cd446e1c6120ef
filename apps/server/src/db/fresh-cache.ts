import type { Db, Tx } from './transaction.ts';
import { afterCommit, rootDatabase } from './transaction.ts';

/**
 * Rows read on nearly every request and changed rarely (settings, who a session token belongs
 * to), kept in memory per database for `fresh_ms`. A change made through this process empties
 * the cache at once and again when its transaction commits; another process's change shows
 * within `fresh_ms`. A read that overlaps a change is not kept, so it cannot bring back what the
 * change replaced.
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

export function freshCache<K, V>(fresh_ms: number, limit: number): FreshCache<K, V> {
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
      if (db.isTransaction) afterCommit(db as Tx, () => forget(root));
    },
  };
}
