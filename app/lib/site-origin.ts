/**
 * The site's one origin: SITE_URL's when configured, else the request's own. Canonical links,
 * feeds and the sitemap use it, and so do the edge cache's keys and purges, so a page asked
 * for under another host name shares the copy a purge retires.
 */
export function siteOrigin(request: Request, siteUrl: string | undefined) {
  return siteUrl ? new URL(siteUrl).origin : new URL(request.url).origin;
}
