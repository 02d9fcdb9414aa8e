/**
 * An e-mail address as a boundary parses it, once: trimmed, its domain in lower case (a domain
 * has no case, while a local part may, so "Ann@Example.COM" is kept as "Ann@example.com").
 * Code past the boundary takes this type, so it never has to tidy an address again.
 */
export type EmailAddress = string & { readonly __brand: "EmailAddress" };

export function parseEmailAddress(raw: string): EmailAddress {
  const address = raw.trim();
  const at = address.lastIndexOf("@");
  if (at < 0) return address as EmailAddress;
  return `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}` as EmailAddress;
}
