/**
 * Pages' meta tags and JSON-LD, built by their loaders. Remix runs `meta` in the browser too, and
 * a route module that imported lib/seo, for its loader alone even, would give its page lib/seo
 * and every page's copy; routes take them from this server-only module instead, which the
 * browser build replaces with an empty one. A bundle boundary: "Bundle boundaries" in
 * docs/conventions.md.
 */
import type { PageName } from "~/content/page-meta";
import { metaForPage, type PageSeoOverrides } from "~/lib/seo";
import { siteOrigin } from "~/lib/site-origin";
import type { AppEnv } from "~/platform/env.server";

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
