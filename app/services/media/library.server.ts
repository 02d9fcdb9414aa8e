/**
 * The uploaded images as a library: listed newest first with the posts that show each one, and
 * deleted only when no post shows it (a post would otherwise lose its picture without anyone
 * seeing why). One rule for the admin screen and the admin API.
 */
import { like, or } from "drizzle-orm";
import type { Database } from "~/platform/db.server";
import { writeAudit } from "~/services/audit/write.server";
import { blogPosts } from "~db/schema";
import {
  isMediaId,
  mediaUrl,
  storedImageSize,
  type MediaActor,
  type StoredMedia,
} from "./images.server";

/**
 * R2 lists keys in name order and ids are random, so the library reads every key and sorts by
 * upload time. A company blog keeps hundreds of images; past this many the oldest are not listed.
 */
const MEDIA_LIBRARY_MAX_LISTED = 10_000;
const R2_LIST_PAGE = 1000;

interface MediaUser {
  id: number;
  title: string;
}

export interface MediaItem extends StoredMedia {
  uploadedAt: string;
  /** The posts whose image or text shows it. */
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

/** `%` and `_` are wildcards in LIKE (media ids may hold `_`): match them as themselves. */
function containing(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * For each image id, the posts whose image address or text shows it. Any address that serves
 * an image holds its id (a full URL, another host name, the path in capitals, a query string
 * or fragment), and an id is 128 random bits, so finding the id finds every such address.
 */
async function postsUsingMedia(db: Database, ids: string[]): Promise<Map<string, MediaUser[]>> {
  const usage = new Map(ids.map((id) => [id, [] as MediaUser[]]));
  if (ids.length === 0) return usage;
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      imageUrl: blogPosts.imageUrl,
      content: blogPosts.content,
    })
    .from(blogPosts)
    .where(
      or(
        ...ids.flatMap((id) => [
          like(blogPosts.imageUrl, containing(id)),
          like(blogPosts.content, containing(id)),
        ]),
      ),
    )
    .orderBy(blogPosts.id);
  for (const row of rows)
    for (const id of ids)
      if (row.imageUrl?.includes(id) || row.content.includes(id))
        usage.get(id)!.push({ id: row.id, title: row.title });
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

/** What a refused delete says: which posts still show the image. */
export function mediaInUseMessage(usedBy: MediaUser[]) {
  const titles = usedBy.map((post) => `“${post.title}”`).join(", ");
  return `This image is shown by ${usedBy.length === 1 ? "a post" : `${usedBy.length} posts`}: ${titles}. Remove it from ${usedBy.length === 1 ? "that post" : "them"} first.`;
}
