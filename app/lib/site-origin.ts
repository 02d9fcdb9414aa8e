/**
 * The site's one origin: SITE_URL's when configured, else the request's own. Canonical links,
 * feeds and the sitemap use it, and so do the edge cache's keys, so a page asked for under
 * another host name shares SITE_URL's copy.
 */
export function siteOrigin(requested: Request | URL, siteUrl: string | undefined) {
  if (siteUrl) return new URL(siteUrl).origin;
  return requested instanceof URL ? requested.origin : new URL(requested.url).origin;
}
