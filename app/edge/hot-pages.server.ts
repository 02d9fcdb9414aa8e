/**
 * The pages this isolate served from the page cache lately, kept in its memory in front of the
 * Cache API (docs/decisions/0026-hot-pages-in-isolate-memory.md). A warm hit then makes no
 * Cache API lookup at all: reading a 60 kB page back from the Cache API cost more than the
 * rest of the hit together.
 *
 * It is a copy of what the Cache API holds, under the same key (generation included), and it
 * answers only while that copy is fresh: a stale page goes to the Cache API as before, which
 * may hold a newer render by another isolate, or starts the background render. A purge makes
 * its entries unreachable exactly as it does the Cache API's, and the generation reaches this
 * isolate as it always did. Nothing per visitor is kept: pages are the shared copies, with the
 * stored tokens that every hit replaces.
 */
import { LRUCache } from "lru-cache";
import type { PageTemplate, SlotValues } from "./page-template.server";

/** A page as rendered or read back from the Cache API, for responses to fill. */
export interface HotPage {
  /** The page's bytes, holding `values` where each response puts its own. */
  bytes: Uint8Array;
  values: SlotValues;
  /**
   * The page cut at those values, made when a response first fills it: most pages rendered
   * cold are never asked for again before they expire, and their cut would be work thrown away.
   */
  template?: PageTemplate;
  /** The headers it is served with (without the page cache's own). */
  headers: [string, string][];
  /** When it was rendered (epoch ms): it is fresh for the page cache's fresh time after that. */
  storedAt: number;
}

/** About 130 pages of 60 kB: the hot set of a site, well inside a Worker's 128 MB. */
const HOT_PAGES_MAX_BYTES = 8_000_000;

const hotPages = new LRUCache<string, HotPage>({
  maxSize: HOT_PAGES_MAX_BYTES,
  sizeCalculation: (page) => Math.max(1, page.bytes.byteLength),
});

/** The kept copy of the page under `key` while it is fresh; none once it is older. */
export function freshHotPage(key: string, freshSeconds: number, now = Date.now()) {
  const page = hotPages.get(key);
  if (!page) return undefined;
  if ((now - page.storedAt) / 1000 <= freshSeconds) return page;
  hotPages.delete(key);
  return undefined;
}

export function keepHotPage(key: string, page: HotPage) {
  hotPages.set(key, page);
}

/** A page that is gone, or replaced by a render in this isolate, is forgotten here. */
export function forgetHotPage(key: string) {
  hotPages.delete(key);
}
