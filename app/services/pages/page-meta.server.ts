/**
 * A public page's title, description and keywords as its published documents have them: the
 * company's name from the published company details, a legal page's title and the team's
 * figures from the page's own. Read through the request's reads of the documents, so a page
 * whose loaders read them already makes no further round trip for its tags.
 *
 * The company's details fall back to the code's copy, as the footer does; a page's own text
 * does not: without it the page itself is unavailable, and so are its tags.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  publicPageMeta,
  type CompanyNames,
  type PageMeta,
  type PageMetaSource,
  type PageName,
} from "~/content/page-meta";
import { readOrDefault } from "./company-facts.server";
import { readPublishedPage } from "./published.server";

type ReadContext = Pick<AppLoadContext, "edgeCache" | "db">;

export interface PublishedPageMeta {
  meta: PageMeta & { path: string };
  /** The company's name, which the title ends with and og:site_name gives. */
  siteName: string;
  /** How long an answer carrying these tags may be kept: the shortest of the reads' own. */
  maxAgeSeconds: number;
}

interface OwnText {
  sourceWith: (company: CompanyNames) => PageMetaSource;
  maxAgeSeconds: number;
}

/** The page's own document, for the pages whose tags quote it; nothing to read for the others. */
async function readOwnText(context: ReadContext, name: PageName): Promise<OwnText> {
  if (name === "team") {
    const { document, maxAgeSeconds } = await readPublishedPage(context, name);
    return { sourceWith: (company) => ({ name, company, document }), maxAgeSeconds };
  }
  if (name === "privacy" || name === "terms" || name === "cookies") {
    const { document, maxAgeSeconds } = await readPublishedPage(context, name);
    return { sourceWith: (company) => ({ name, company, document }), maxAgeSeconds };
  }
  return { sourceWith: (company) => ({ name, company }), maxAgeSeconds: Infinity };
}

export async function readPageMeta(
  context: ReadContext,
  name: PageName,
): Promise<PublishedPageMeta> {
  const [site, own] = await Promise.all([
    readOrDefault(context, "site"),
    readOwnText(context, name),
  ]);
  return {
    meta: publicPageMeta(own.sourceWith(site.document)),
    siteName: site.document.name,
    maxAgeSeconds: Math.min(site.maxAgeSeconds, own.maxAgeSeconds),
  };
}
