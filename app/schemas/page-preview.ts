import type { LegalBodyView } from "~/lib/legal-body";
import type { RootData } from "~/lib/root-data";
import type { HomeDocument, ResourcesDocument, TeamDocument } from "./site-pages";

/** What a preview of one of the site's pages renders, and the footer shown under it. */
export type PagePreview = { footer: NonNullable<RootData["footer"]> } & (
  | { kind: "home"; page: HomeDocument }
  | { kind: "team"; page: TeamDocument }
  | { kind: "resources"; page: ResourcesDocument }
  | { kind: "legal"; title: string; intro: string; body: LegalBodyView; lastUpdated: string }
);
