/** What the admin endpoints for the site's pages share: the page named in the URL, and its save's answers. */
import { jsonError } from "~/lib/json-response";
import { parseSitePageName, type SitePageName } from "~/schemas/site-pages";
import { recordParam } from "./record-param.server";

export const PAGE_NOT_FOUND = "Page not found";

/** The page a URL names, in any case; a 404 answer for any other name. */
export function pageFrom(raw: string | undefined): SitePageName | Response {
  return parseSitePageName(raw) ?? jsonError(404, PAGE_NOT_FOUND);
}

export const pageRevisionRecord = recordParam("revision", "Revision not found");
