/**
 * Images of the media library that the site's pages show (a team member's photo), for the two
 * rules around them: a page can only show an image the library holds, and the library keeps an
 * image while a page, published or draft, shows it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/platform/db.server";
import { MEDIA_PATH_MESSAGE } from "~/schemas/site-page-fields";
import { sitePageTitles, type SitePageDocument, type SitePageName } from "~/schemas/site-pages";
import { mediaIdAt } from "~/services/media/media-address.server";
import { sitePages } from "~db/schema";

/** Each photo of a document with the field it is in. */
function photosOf(name: SitePageName, document: SitePageDocument) {
  if (name !== "team" || !("members" in document)) return [];
  return document.members.flatMap((member, index) =>
    member.photo ? [{ field: `members.${index}.photo`, address: member.photo }] : [],
  );
}

/** The photo fields whose image the library does not hold, with their message; null when all are there. */
export async function missingPhotos(
  bucket: R2Bucket | undefined,
  name: SitePageName,
  document: SitePageDocument,
): Promise<Record<string, string[]> | null> {
  const photos = photosOf(name, document);
  if (!photos.length) return null;
  const found = await Promise.all(
    photos.map(async ({ address }) => {
      const id = mediaIdAt(address, "http://site.invalid");
      return id !== null && bucket !== undefined && (await bucket.head(id)) !== null;
    }),
  );
  const missing = photos.filter((_, index) => !found[index]);
  if (!missing.length) return null;
  return Object.fromEntries(missing.map(({ field }) => [field, [MEDIA_PATH_MESSAGE]]));
}

export interface PageMediaUser {
  page: SitePageName;
  title: string;
}

/**
 * The pages whose draft, published or scheduled document shows one of `ids` (as a photo's
 * `/media/{id}`), by id. Pages are few and small: their documents are read whole.
 */
export async function pagesShowingMedia(db: Database, ids: readonly string[]) {
  const shown = new Map<string, PageMediaUser[]>();
  if (!ids.length) return shown;
  const rows = await db
    .select({
      name: sitePages.name,
      documents: sql<
        unknown[]
      >`jsonb_build_array(${sitePages.draft}, ${sitePages.published}, ${sitePages.scheduled})`,
    })
    .from(sitePages)
    .where(sql`${sitePages.name} = 'team'`);
  const wanted = new Set(ids);
  for (const row of rows) {
    const name = row.name as SitePageName;
    const addresses = new Set<string>();
    for (const document of row.documents ?? []) {
      const members = (document as { members?: { photo?: unknown }[] } | null)?.members ?? [];
      for (const member of members)
        if (typeof member?.photo === "string") {
          const id = mediaIdAt(member.photo, "http://site.invalid");
          if (id && wanted.has(id)) addresses.add(id);
        }
    }
    for (const id of addresses)
      shown.set(id, [...(shown.get(id) ?? []), { page: name, title: sitePageTitles[name] }]);
  }
  return shown;
}
