/**
 * The uploaded images as a library: listed newest first with the posts that show each one, and
 * deleted only when no post shows it (a post would otherwise lose its picture without anyone
 * seeing why). One rule for the admin screen and the admin API.
 */
import { like, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { containsPattern } from "~/lib/sql-like.server";
import type { Database } from "~/platform/db.server";
import type { SitePageName } from "~/schemas/site-pages";
import { writeAudit } from "~/services/audit/write.server";
import { pagesShowingMedia } from "~/services/pages/page-media.server";
import { blogPosts } from "~db/schema";
import {
  isMediaId,
  mediaUrl,
  storedImageSize,
  type MediaActor,
  type StoredMedia,
} from "./images.server";
import { CONTENT_MAY_HIDE_AN_ID, COVER_MAY_HIDE_AN_ID, mediaShownBy } from "./post-media.server";

/**
 * R2 lists keys in name order and ids are random, so the library reads every key and sorts by
 * upload time. A company blog keeps hundreds of images; past this many the oldest are not listed.
 */
const MEDIA_LIBRARY_MAX_LISTED = 10_000;
const R2_LIST_PAGE = 1000;

/** A post (by id) or one of the site's pages (by name) that shows an image. */
type MediaUser = { id: number; title: string } | { page: SitePageName; title: string };

export interface MediaItem extends StoredMedia {
  uploadedAt: string;
  /** The posts whose image or text shows it, and the site's pages whose photos do. */
  usedBy: MediaUser[];
}

type MediaDeleteResult =
  { status: "ok" } | { status: "not-found" } | { status: "in-use"; usedBy: MediaUser[] };

async function listAllImages(bucket: R2Bucket) {
  const objects: R2Object[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({
      limit: R2_LIST_PAGE,
      cursor,
      include: ["httpMetadata", "customMetadata"],
    });
    objects.push(...page.objects.filter((object) => isMediaId(object.key)));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor && objects.length < MEDIA_LIBRARY_MAX_LISTED);
  return objects.sort(
    (a, b) => b.uploaded.getTime() - a.uploaded.getTime() || a.key.localeCompare(b.key),
  );
}

/** Posts whose `column` holds one of the ids as written, or may hold one written another way. */
function mayHold(column: AnyPgColumn, ids: string[], mayHideAnId: string) {
  return [...ids.map((id) => like(column, containsPattern(id))), sql`${column} ~ ${mayHideAnId}`];
}

/**
 * For each image id, the posts that show it (./post-media.server): the database picks the
 * posts that may, and each of those is read as a browser would read it.
 */
async function postsUsingMedia(db: Database, ids: string[]): Promise<Map<string, MediaUser[]>> {
  const usage = new Map(ids.map((id) => [id, [] as MediaUser[]]));
  if (ids.length === 0) return usage;
  const postRows = db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      imageUrl: blogPosts.imageUrl,
      content: blogPosts.content,
    })
    .from(blogPosts)
    .where(
      or(
        ...mayHold(blogPosts.imageUrl, ids, COVER_MAY_HIDE_AN_ID),
        ...mayHold(blogPosts.content, ids, CONTENT_MAY_HIDE_AN_ID),
      ),
    )
    .orderBy(blogPosts.id);
  // The posts and the site's pages are read at once.
  const [rows, pagesUsing] = await Promise.all([postRows, pagesShowingMedia(db, ids)]);
  for (const row of rows) {
    const shown = mediaShownBy(row);
    for (const [id, users] of usage)
      if (shown.has(id)) users.push({ id: row.id, title: row.title });
  }
  for (const [id, pages] of pagesUsing)
    usage.get(id)?.push(...pages.map(({ page, title }) => ({ page, title })));
  return usage;
}

/** One page of the library, newest first, and how many images it holds. */
export async function listMedia(
  bucket: R2Bucket | undefined,
  db: Database,
  { page, limit }: { page: number; limit: number },
): Promise<{ media: MediaItem[]; total: number }> {
  if (!bucket) return { media: [], total: 0 };
  const all = await listAllImages(bucket);
  const shown = all.slice((page - 1) * limit, page * limit);
  const usage = await postsUsingMedia(
    db,
    shown.map((object) => object.key),
  );
  return {
    total: all.length,
    media: shown.map((object) => ({
      id: object.key,
      url: mediaUrl(object.key),
      contentType: object.httpMetadata?.contentType ?? "application/octet-stream",
      size: object.size,
      ...storedImageSize(object),
      uploadedAt: object.uploaded.toISOString(),
      usedBy: usage.get(object.key) ?? [],
    })),
  };
}

/**
 * The library's newest images, for a form that offers them as choices: R2's listing alone,
 * without the posts and pages that show each (which `listMedia` looks up in the database).
 */
export async function recentImages(bucket: R2Bucket | undefined, limit: number) {
  if (!bucket) return [];
  const images = await listAllImages(bucket);
  return images
    .slice(0, limit)
    .map((object) => ({ id: object.key, url: mediaUrl(object.key), uploadedAt: object.uploaded }));
}

/** Deletes an image no post shows, audited as `media.deleted`. */
export async function deleteMedia(
  bucket: R2Bucket | undefined,
  id: string | undefined,
  actor: MediaActor,
): Promise<MediaDeleteResult> {
  if (!bucket || !isMediaId(id) || !(await bucket.head(id))) return { status: "not-found" };
  const usedBy = (await postsUsingMedia(actor.db, [id])).get(id) ?? [];
  if (usedBy.length > 0) return { status: "in-use", usedBy };
  await bucket.delete(id);
  await writeAudit(actor.db, actor.meta, {
    action: "media.deleted",
    userId: actor.userId,
    resource: `media:${id}`,
    metadata: { ...actor.via },
  });
  return { status: "ok" };
}

/** What a refused delete says: which posts and pages still show the image. */
export function mediaInUseMessage(usedBy: MediaUser[]) {
  const posts = usedBy.filter((user) => "id" in user);
  const pages = usedBy.filter((user) => "page" in user);
  const titles = [
    ...posts.map((post) => `“${post.title}”`),
    ...pages.map((page) => `the ${page.title} page`),
  ].join(", ");
  if (pages.length === 0)
    return `This image is shown by ${usedBy.length === 1 ? "a post" : `${usedBy.length} posts`}: ${titles}. Remove it from ${usedBy.length === 1 ? "that post" : "them"} first.`;
  return `This image is shown by ${titles}. Remove it from ${usedBy.length === 1 ? "that page" : "them"} first.`;
}
