/**
 * The data entries that every page of a kind reads (the site's documents for every footer, the
 * blog's categories for every list), kept in the isolate's memory in front of the Cache API
 * while they are fresh (docs/decisions/0039-site-wide-entries-in-isolate-memory.md).
 *
 * A copy of what the Cache API holds or was just given, never a source of its own: it answers
 * only until the stored copy's max-age runs out. Keyed by the cache generation and the entry's
 * path, so a purge retires it as it retires the Cache API's; not by host name, since an entry
 * reads the same under whichever name the site was asked.
 */
import { isolateCopies, type IsolateCopy } from "./isolate-copies.server";

export interface KeptEntry extends IsolateCopy {
  body: string;
}

/** A few entries a generation: the site's pages and the categories. */
const keptEntries = isolateCopies<KeptEntry>({ max: 64 });

export function keptEntryKey(generationId: string, path: string) {
  return `${generationId}${path}`;
}

/** The kept copy under `key` while it is within its max-age; none once it is older. */
export const freshKeptEntry = keptEntries.fresh;

export const keepEntry = keptEntries.keep;
