/**
 * A stored page cut at the values each response replaces (the CSP nonce, the form stamp, the
 * visitor's consent record), kept as UTF-8 bytes. Cut once when the page is read back, it is
 * filled on every hit by copying bytes: no search through the page, no encoding of it.
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

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `stored` names the value each slot holds in `html`. Each is a random or signed value (a
 * consent id is a UUID, its time has the milliseconds), so it occurs nowhere else in a page.
 */
export function cutPage(html: string, stored: SlotValues): PageTemplate {
  const values = Object.entries(stored).filter((entry): entry is [PageSlot, string] =>
    Boolean(entry[1]),
  );
  const slotOf = new Map(values.map(([slot, value]) => [value, slot]));
  const pieces: Uint8Array[] = [];
  const slots: PageSlot[] = [];
  let from = 0;
  if (values.length) {
    const pattern = new RegExp(values.map(([, value]) => escapeForPattern(value)).join("|"), "g");
    for (const match of html.matchAll(pattern)) {
      pieces.push(encoder.encode(html.slice(from, match.index)));
      slots.push(slotOf.get(match[0])!);
      from = match.index + match[0].length;
    }
  }
  pieces.push(encoder.encode(html.slice(from)));
  const byteLength = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
  return { pieces, slots, byteLength };
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
