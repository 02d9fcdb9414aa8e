import { formatLongDate } from "~/lib/dates";
import type { AppEnv } from "~/platform/env.server";
import { loaderPageMeta } from "./seo.bundle-boundary.server";

/**
 * What the loader of a legal page (privacy, terms, cookies) sends: its meta tags and the date
 * it shows as last updated. Through this one module the pages' browser code reaches neither
 * the date helpers nor another stand-in for server code.
 */
export function legalPageData(
  name: "privacy" | "terms" | "cookies",
  request: Request,
  env: Pick<AppEnv, "SITE_URL">,
) {
  return { meta: loaderPageMeta(name, request, env), lastUpdated: formatLongDate(new Date()) };
}
