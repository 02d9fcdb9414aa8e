/**
 * The addresses an HTML fragment points at, read as a browser reads them: the HTML parser
 * (htmlparser2, through sanitize-html, which this app already runs in workerd) decodes the
 * character references in each attribute's value. Only reading: nothing is kept or rendered.
 */
import sanitizeHtml from "sanitize-html";

/** The attributes whose value is an address, or (`srcset`) a list of them. */
const ADDRESS_ATTRIBUTES = ["src", "href", "srcset", "poster", "data", "xlink:href"];

/**
 * A `srcset`'s candidates are addresses followed by descriptors, separated by commas. Every
 * piece between spaces and commas is taken (descriptors too): an address too many is harmless
 * to the callers, who look for the addresses they know, while one too few would not be.
 */
function srcsetPieces(value: string) {
  return value
    .split(/\s+/)
    .flatMap((piece) => [piece.replace(/^,+|,+$/g, ""), ...piece.split(",")])
    .filter(Boolean);
}

export function addressesInHtml(html: string): string[] {
  const found: string[] = [];
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag: (_tag, attributes) => {
      for (const name of ADDRESS_ATTRIBUTES) {
        const value = attributes[name];
        if (value === undefined) continue;
        if (name === "srcset") found.push(...srcsetPieces(value));
        else found.push(value);
      }
    },
  });
  return found;
}
