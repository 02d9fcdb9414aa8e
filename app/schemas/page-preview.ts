import type { LegalBodyView } from "~/lib/legal-body";
import type { HomeDocument, ResourcesDocument, SiteDocument, TeamDocument } from "./site-pages";

/** What a preview of one of the site's pages renders. */
export type PagePreview =
  | { kind: "home"; page: HomeDocument }
  | { kind: "team"; page: TeamDocument }
  | { kind: "resources"; page: ResourcesDocument }
  | { kind: "legal"; title: string; intro: string; body: LegalBodyView; lastUpdated: string }
  | { kind: "site"; company: SiteDocument };
