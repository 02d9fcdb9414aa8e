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
import { isolateCopies, type IsolateCopy } from "./isolate-copies.server";
import type { PageTemplate, SlotValues } from "./page-template.server";

/** A page as rendered or read back from the Cache API, for responses to fill. */
export interface HotPage extends IsolateCopy {
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
}

/** About 130 pages of 60 kB: the hot set of a site, well inside a Worker's 128 MB. */
const HOT_PAGES_MAX_BYTES = 8_000_000;

const hotPages = isolateCopies<HotPage>({
  maxSize: HOT_PAGES_MAX_BYTES,
  sizeCalculation: (page) => Math.max(1, page.bytes.byteLength),
});

/** The kept copy of the page under `key` while it is fresh; none once it is older. */
export const freshHotPage = hotPages.fresh;

export const keepHotPage = hotPages.keep;

/** A page that is gone, or replaced by a render in this isolate, is forgotten here. */
export const forgetHotPage = hotPages.forget;
