/**
 * A stored page cut at the values each response replaces (the CSP nonce, the form stamp, the
 * visitor's consent record). The page stays the UTF-8 bytes it was rendered as: it is cut
 * where those values' bytes occur, and filled on every hit by copying bytes. No step decodes
 * the page into text or encodes it again.
 */
export type PageSlot = "nonce" | "formStamp" | "consentId" | "consentTime";

export type SlotValues = Partial<Record<PageSlot, string>>;

export interface PageTemplate {
  /** The page's bytes between the slots: one more piece than there are slots. */
  pieces: Uint8Array[];
  slots: PageSlot[];
  byteLength: number;
}

const encoder = new TextEncoder();

/** Where `value` occurs in `page`, each time, from the start. */
function* placesOf(page: Uint8Array, value: Uint8Array) {
  const [first] = value;
  for (let at = page.indexOf(first!); at >= 0 && at + value.length <= page.length;) {
    let same = 1;
    while (same < value.length && page[at + same] === value[same]) same++;
    if (same === value.length) {
      yield at;
      at = page.indexOf(first!, at + value.length);
    } else at = page.indexOf(first!, at + 1);
  }
}

/**
 * `stored` names the value each slot holds in `page`. Each is a random or signed value (a
 * consent id is a UUID, its time has the milliseconds), so it occurs nowhere else in a page,
 * and no two overlap. The pieces are views of `page`, not copies.
 */
export function cutPage(page: Uint8Array, stored: SlotValues): PageTemplate {
  const found: { at: number; length: number; slot: PageSlot }[] = [];
  for (const [slot, value] of Object.entries(stored) as [PageSlot, string | undefined][]) {
    if (!value) continue;
    const bytes = encoder.encode(value);
    for (const at of placesOf(page, bytes)) found.push({ at, length: bytes.length, slot });
  }
  found.sort((a, b) => a.at - b.at);
  const pieces: Uint8Array[] = [];
  const slots: PageSlot[] = [];
  let from = 0;
  for (const { at, length, slot } of found) {
    pieces.push(page.subarray(from, at));
    slots.push(slot);
    from = at + length;
  }
  pieces.push(page.subarray(from));
  const cutOut = found.reduce((sum, { length }) => sum + length, 0);
  return { pieces, slots, byteLength: page.byteLength - cutOut };
}

/** The page with `values` in its slots; a slot without a value keeps nothing. */
export function fillPage(
  { pieces, slots, byteLength }: PageTemplate,
  values: SlotValues,
): Uint8Array<ArrayBuffer> {
  // Runs on every cache hit: plain loops, so a hit allocates the page and the values only.
  const filled = slots.map((slot) => encoder.encode(values[slot] ?? ""));
  let length = byteLength;
  for (const value of filled) length += value.byteLength;
  const page = new Uint8Array(length);
  let at = 0;
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]!;
    page.set(piece, at);
    at += piece.byteLength;
    const value = filled[index];
    if (value) {
      page.set(value, at);
      at += value.byteLength;
    }
  }
  return page;
}
