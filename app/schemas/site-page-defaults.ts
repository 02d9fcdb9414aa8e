import { defaultSitePages } from "~/content/site-pages";
import { sitePageSchemas, type SitePageDocuments, type SitePageName } from "./site-pages";

/**
 * The code's own copy of a page (app/content/site-pages.ts), parsed by its schema: what a page
 * shows when its stored document cannot be read, and what an admin starts from on a database
 * the seed never wrote. A fresh copy on each call, so nobody can change another's.
 */
export function defaultSitePage<N extends SitePageName>(name: N): SitePageDocuments[N] {
  return sitePageSchemas[name].parse(
    structuredClone(defaultSitePages[name]),
  ) as SitePageDocuments[N];
}
