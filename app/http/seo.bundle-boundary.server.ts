/**
 * Pages' meta tags and JSON-LD, built by their loaders. Remix runs `meta` in the browser too, and
 * a route module that imported lib/seo, for its loader alone even, would give its page lib/seo
 * and every page's copy; routes take them from this server-only module instead, which the
 * browser build replaces with an empty one. A bundle boundary: "Bundle boundaries" in
 * docs/conventions.md.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PageName } from "~/content/page-meta";
import { metaForPage, type PageSeoOverrides } from "~/lib/seo";
import { siteOrigin } from "~/lib/site-origin";
import type { AppEnv } from "~/platform/env.server";
import { readPageMeta } from "~/services/pages/page-meta.server";

export { organizationJsonLd, pageMeta } from "~/lib/seo";

/** The origin canonical links use (`siteOrigin`), for loaders that have the environment. */
export function canonicalOrigin(request: Request, env: Pick<AppEnv, "SITE_URL">) {
  return siteOrigin(request, env.SITE_URL);
}

/**
 * A public page's meta tags, built by its loader from the published documents: the route's
 * `meta` returns them from the loader data, so the pages' copy and the tag helpers stay out of
 * the browser's JavaScript (Remix runs `meta` in the browser too). A route whose loader fails
 * shows the root's error boundary, whose matches stop at the root, so `meta` never runs without
 * the data.
 */
export async function loaderPageMeta(
  name: PageName,
  request: Request,
  context: Pick<AppLoadContext, "env" | "edgeCache" | "db">,
  overrides?: PageSeoOverrides,
) {
  const { meta, siteName } = await readPageMeta(context, name);
  return metaForPage(meta, siteName, canonicalOrigin(request, context.env), overrides);
}
