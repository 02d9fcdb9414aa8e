import type { PageName } from "~/content/page-meta";
import { metaForPage, type PageSeoOverrides } from "~/lib/seo";
import { siteOrigin } from "~/lib/site-origin";
import type { AppEnv } from "~/platform/env.server";

// Loaders take the home page's JSON-LD and other pages' tags from here, so that lib/seo never
// reaches the browser.
export { organizationJsonLd, pageMeta } from "~/lib/seo";

/** The origin canonical links use (`siteOrigin`), for loaders that have the environment. */
export function canonicalOrigin(request: Request, env: Pick<AppEnv, "SITE_URL">) {
  return siteOrigin(request, env.SITE_URL);
}

/**
 * A public page's meta tags, built by its loader: the route's `meta` returns them from the
 * loader data, so the pages' copy and the tag helpers stay out of the browser's JavaScript
 * (Remix runs `meta` in the browser too). A route whose loader fails shows the root's error
 * boundary, whose matches stop at the root, so `meta` never runs without the data.
 */
export function loaderPageMeta(
  name: PageName,
  request: Request,
  env: Pick<AppEnv, "SITE_URL">,
  overrides?: PageSeoOverrides,
) {
  return metaForPage(name, canonicalOrigin(request, env), overrides);
}
