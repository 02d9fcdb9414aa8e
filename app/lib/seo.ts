import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { PageMeta } from "~/content/page-meta";
import { site } from "~/content/site";
import type { CompanyFacts } from "./company-facts";

interface PageSeo {
  /** The whole title, naming the company once (see pageTitle). */
  title: string;
  description: string;
  keywords?: string;
  /** Path of the page (no query), used for the canonical URL. */
  path: string;
  /** Canonical origin from the loader (see canonicalOrigin in http/seo.bundle-boundary.server.ts). */
  origin: string | undefined;
  type?: "website" | "article";
  /** The company's name as published; the code's own where none was read. */
  siteName?: string;
}

/** A page's title with the company's name after it, unless it names the company already. */
export function pageTitle(title: string, siteName: string = site.name) {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** Title, description, canonical link and Open Graph tags for one page. */
export function pageMeta({
  title,
  description,
  keywords,
  path,
  origin,
  type = "website",
  siteName = site.name,
}: PageSeo): MetaDescriptor[] {
  const fullTitle = pageTitle(title, siteName);
  const base = origin ?? site.url;
  const url = new URL(path, base).toString();
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:site_name", content: siteName },
    { name: "twitter:card", content: "summary" },
  ];
}

export type PageSeoOverrides = Partial<Pick<PageSeo, "title" | "path">>;

/** The tags of one of the public pages, from exactly what /api/v1/ssr/page/{name} serves. */
export function metaForPage(
  page: PageMeta & { path: string },
  siteName: string,
  origin: string | undefined,
  overrides: PageSeoOverrides = {},
): MetaDescriptor[] {
  return pageMeta({ ...page, ...overrides, origin, siteName });
}

/** schema.org Organization for the home page's JSON-LD. */
export function organizationJsonLd(origin: string, company: CompanyFacts = site) {
  const sameAs = (company.socialLinks ?? []).map((link) => link.url);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url: origin,
    logo: new URL("/favicon.svg", origin).toString(),
    email: company.emails.contact,
    ...(company.phone ? { telephone: company.phone } : {}),
    foundingDate: String(site.foundedYear),
    vatID: company.vatId,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: company.address.country,
    },
    contactPoint: [
      { "@type": "ContactPoint", contactType: "customer support", email: company.emails.contact },
      { "@type": "ContactPoint", contactType: "data protection", email: company.emails.privacy },
    ],
    ...(sameAs.length ? { sameAs } : {}),
  };
}
