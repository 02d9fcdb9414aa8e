/**
 * The published company details for the root loader and the pages that show them: every
 * public page's footer shows them, error pages included, so a failed read falls back to the
 * code's own copy instead of failing the page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { CompanyFacts } from "~/lib/company-facts";
import { isDatabaseUnavailable } from "~/platform/db.server";
import { logDatabaseOutage, logEvent } from "~/platform/request-log.server";
import type { SitePageName } from "~/schemas/site-pages";
import { defaultPublishedPage, readPublishedPage, type PublishedPage } from "./published.server";

type ReadContext = Pick<AppLoadContext, "edgeCache" | "db">;

/** A page's published document, or the code's own copy when it cannot be read now. */
export async function readOrDefault<N extends SitePageName>(
  context: ReadContext,
  name: N,
): Promise<PublishedPage<N>> {
  try {
    return await readPublishedPage(context, name);
  } catch (error) {
    // An outage is counted with the others, one line a minute: not a line per page view.
    if (isDatabaseUnavailable(error)) logDatabaseOutage(`site page ${name}: the code's copy shown`);
    else
      logEvent("warn", "site page unavailable, the code's copy shown", {
        page: name,
        error: error instanceof Error ? error.message : String(error),
      });
    return defaultPublishedPage(name);
  }
}

export async function readCompanyFacts(context: ReadContext): Promise<CompanyFacts> {
  return (await readOrDefault(context, "site")).document;
}

/** What the footer of every public page shows: the company, and the services' names. */
export async function readFooterFacts(context: ReadContext) {
  const [company, home] = await Promise.all([
    readCompanyFacts(context),
    readOrDefault(context, "home"),
  ]);
  return { company, serviceTitles: home.document.services.map((service) => service.title) };
}
