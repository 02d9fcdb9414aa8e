import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatLongDate } from "~/lib/dates";
import type { LegalPageName } from "~/schemas/site-pages";
import { readCompanyFacts } from "~/services/pages/company-facts.server";
import { renderLegalBody } from "~/services/pages/legal-text.server";
import { readPublishedPage } from "~/services/pages/published.server";
import { orFailWith } from "./page-errors.server";
import { loaderPageMeta } from "./seo.bundle-boundary.server";

/**
 * What the loader of a legal page (privacy, terms, cookies) sends: its meta tags, its published
 * text rendered, and the date it shows as last updated (its publish date). Through this one
 * module the pages' browser code reaches neither the date helpers nor the Markdown renderer.
 */
export async function legalPageData(
  name: LegalPageName,
  request: Request,
  context: Pick<AppLoadContext, "env" | "edgeCache" | "db">,
) {
  const [{ document, publishedAt }, company] = await Promise.all([
    orFailWith(readPublishedPage(context, name), "This page is unavailable just now."),
    readCompanyFacts(context),
  ]);
  return {
    meta: await loaderPageMeta(name, request, context),
    title: document.title,
    intro: document.intro,
    body: renderLegalBody(document.body, company, { blocksAllowed: name === "cookies" }),
    lastUpdated: formatLongDate(publishedAt ? new Date(publishedAt) : new Date()),
  };
}
