/**
 * The browser's guess at a host's registrable domain, for the visitor session's source: the
 * public-suffix list the server classifies with is about 30 kB gzipped, too much for every
 * page. The domain is the last two labels, or three under a two-letter country code with a
 * short second level ("google.co.uk", "yahoo.co.jp"); so a search engine's name elsewhere in a
 * host ("google.evil.example", "google.com.evil.example") is no search engine here either.
 */
import type { RegistrableDomainOf } from "./traffic-source";

export const approximateRegistrableDomainOf: RegistrableDomainOf = (hostname) => {
  const labels = hostname.replace(/\.$/, "").split(".");
  const [second = "", last = ""] = labels.slice(-2);
  // An IPv6 address is in brackets; an IPv4 address ends in a number.
  if (labels.length < 2 || hostname.startsWith("[") || /^\d+$/.test(last)) return null;
  const size = labels.length > 2 && last.length === 2 && second.length <= 3 ? 3 : 2;
  const domain = labels.slice(-size);
  return domain[0] ? { domain: domain.join("."), name: domain[0] } : null;
};
