/**
 * A host's registrable domain from the public-suffix list, so that "www.google.co.uk" is
 * Google and "google.evil.example" is not. Only the list's ICANN section is wanted: with the
 * private one, "google.github.io" would be a domain of its own, named google. `tldts-icann`
 * holds just that section, which also keeps the Worker smaller. Server-only: the list is
 * about 30 kB gzipped, which no page should download.
 */
import { parse } from "tldts-icann";
import type { RegistrableDomainOf } from "./traffic-source";

export const registrableDomainOf: RegistrableDomainOf = (hostname) => {
  const { domain, domainWithoutSuffix, isIp } = parse(hostname);
  return !isIp && domain && domainWithoutSuffix ? { domain, name: domainWithoutSuffix } : null;
};
