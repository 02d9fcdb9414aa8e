/**
 * Where one e-mail address is mentioned in stored text or JSON: in any case, and only where it
 * stands alone, so erasing "ann@example.com" never touches "joann@example.com" or
 * "ann@example.com.au". A URL's delimiters end what comes before it ("/ann@example.com" in a
 * path, "?q=ann@example.com"), though an address may in theory hold them: such addresses are
 * not met in practice, while addresses in paths and queries are.
 */

// Characters that continue an address on either side: its local part's (but for a URL's
// delimiters / ? = & #) and its domain's.
const BEFORE = "[\\w.!$%'*+^`{|}~-]";
const AFTER = "[\\w-]|\\.[\\w-]";

function emailPattern(email: string) {
  const literal = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<!${BEFORE})${literal}(?!${AFTER})`, "gi");
}

export function mentionsEmail(text: string, email: string) {
  return emailPattern(email).test(text);
}

/** The value with every mention of `email`, in any string at any depth, replaced by `replacement`. */
export function replaceEmail<T>(value: T, email: string, replacement: string): T {
  const pattern = emailPattern(email);
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return item.replace(pattern, replacement);
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === "object")
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    return item;
  };
  return walk(value) as T;
}
