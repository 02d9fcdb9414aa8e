/**
 * What a preview of one of the site's pages shows (a saved draft, or a kept revision): the
 * document rendered as its public page. Only admins see it, on an admin address, which no cache
 * keeps and no search engine indexes.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatLongDate } from "~/lib/dates";
import type { PagePreview } from "~/schemas/page-preview";
import {
  isLegalPage,
  type SitePageDocument,
  type SitePageDocuments,
  type SitePageName,
} from "~/schemas/site-pages";
import { readCompanyFacts } from "~/services/pages/company-facts.server";
import { renderLegalBody } from "~/services/pages/legal-text.server";

type ReadContext = Pick<AppLoadContext, "edgeCache" | "db">;

export async function pagePreview(
  context: ReadContext,
  name: SitePageName,
  document: SitePageDocument,
): Promise<PagePreview> {
  if (isLegalPage(name)) {
    const legal = document as SitePageDocuments["privacy"];
    // The text's placeholders name the company's published addresses.
    const company = await readCompanyFacts(context);
    return {
      kind: "legal",
      title: legal.title,
      intro: legal.intro,
      body: renderLegalBody(legal.body, company, { blocksAllowed: name === "cookies" }),
      // What the page will say once published: it is dated by its publishing.
      lastUpdated: formatLongDate(new Date()),
    };
  }
  switch (name) {
    case "home":
      return { kind: "home", page: document as SitePageDocuments["home"] };
    case "team":
      return { kind: "team", page: document as SitePageDocuments["team"] };
    case "resources":
      return { kind: "resources", page: document as SitePageDocuments["resources"] };
    default:
      return { kind: "site", company: document as SitePageDocuments["site"] };
  }
}
