/**
 * What a preview of one of the site's pages shows (a saved draft, or a kept revision): the
 * document rendered as its public page, with the company details its footer would show. Only
 * admins see it, on an admin address, which no cache keeps and no search engine indexes.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatLongDate } from "~/lib/dates";
import type { PagePreview } from "~/schemas/page-preview";
import {
  isLegalPage,
  type HomeDocument,
  type LegalDocument,
  type SiteDocument,
  type SitePageDocument,
  type SitePageDocuments,
  type SitePageName,
} from "~/schemas/site-pages";
import { readCompanyFacts, readFooterFacts } from "~/services/pages/company-facts.server";
import { renderLegalBody } from "~/services/pages/legal-text.server";
import { readPublishedPage } from "~/services/pages/published.server";

type ReadContext = Pick<AppLoadContext, "edgeCache" | "db">;

export async function pagePreview(
  context: ReadContext,
  name: SitePageName,
  document: SitePageDocument,
): Promise<PagePreview> {
  const footer = await readFooterFacts(context);
  if (name === "site") {
    // The company details show in the footer and the legal notices: the home page shows them.
    const home = await readPublishedPage(context, "home");
    const company = document as SiteDocument;
    return { kind: "home", page: home.document, footer: { ...footer, company } };
  }
  if (name === "home") {
    const page = document as HomeDocument;
    return {
      kind: "home",
      page,
      footer: { ...footer, serviceTitles: page.services.map((service) => service.title) },
    };
  }
  if (isLegalPage(name)) {
    const legal = document as LegalDocument;
    const company = await readCompanyFacts(context);
    return {
      kind: "legal",
      title: legal.title,
      intro: legal.intro,
      body: renderLegalBody(legal.body, company, { blocksAllowed: name === "cookies" }),
      // What the page will say once published: it is dated by its publishing.
      lastUpdated: formatLongDate(new Date()),
      footer,
    };
  }
  return name === "team"
    ? { kind: "team", page: document as SitePageDocuments["team"], footer }
    : { kind: "resources", page: document as SitePageDocuments["resources"], footer };
}
