/**
 * Copies of what the Cache API holds, kept in the isolate's memory in front of it: the pages
 * served lately (hot-pages.server.ts) and the entries every page reads (kept-entries.server.ts).
 * A copy answers only while it is fresh by the Cache API's own rule, and is forgotten after.
 */
import { LRUCache } from "lru-cache";

export interface IsolateCopy {
  /** When what it copies was made (epoch ms; a page's render began): freshness counts from there. */
  storedAt: number;
}

export function isolateCopies<T extends IsolateCopy>(
  options: LRUCache.Options<string, T, unknown>,
) {
  const copies = new LRUCache<string, T>(options);
  return {
    /** The copy under `key` while it is fresh; none once it is older. */
    fresh(key: string, freshSeconds: number, now = Date.now()) {
      const copy = copies.get(key);
      if (!copy) return undefined;
      if ((now - copy.storedAt) / 1000 <= freshSeconds) return copy;
      copies.delete(key);
      return undefined;
    },
    keep(key: string, copy: T) {
      copies.set(key, copy);
    },
    forget(key: string) {
      copies.delete(key);
    },
  };
}
