import type { Db } from '../../db/database.ts';
import type { Scope } from '../../db/scope.ts';

/**
 * Answers about a company's catalogue kept while its term-index mark stays the same: the mark moves
 * whenever assets are added, and assets are never changed or removed but with their company, so an
 * answer made under a mark is still exact. Each database has its own store (tests open many); the
 * oldest answer goes first once `size` are kept.
 */
export function keptByMark<T>(size: number) {
  const stores = new WeakMap<Db, Map<string, T>>();
  return async (db: Db, key: { scope: Scope; mark: number | undefined; rest: unknown }, make: () => Promise<T>) => {
    if (key.mark === undefined) return make();
    const name = JSON.stringify([key.scope, key.mark, key.rest]);
    const store = stores.get(db) ?? new Map<string, T>();
    stores.set(db, store);
    const known = store.get(name);
    if (known !== undefined) return known;
    const made = await make();
    // Oldest out first: a Map iterates in insertion order.
    if (store.size >= size) store.delete(store.keys().next().value ?? '');
    store.set(name, made);
    return made;
  };
}
