/**
 * Writing a post's history: inside the transaction of each change, the version it replaces is
 * kept with the change's author and the fields it altered. A change that alters nothing (a save
 * of the same text) leaves no revision.
 */
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "~/platform/db.server";
import { blogPostRevisions, blogPosts, users, type BlogPost } from "~db/schema";

/** The fields an admin writes: what a revision keeps and a restore puts back. */
export const REVISED_FIELDS = [
  "slug",
  "title",
  "excerpt",
  "content",
  "category",
  "author",
  "imageUrl",
  "readTime",
  "tags",
  "published",
  "publishAt",
  "metaDescription",
  "metaKeywords",
] as const satisfies readonly (keyof BlogPost)[];

type RevisedField = (typeof REVISED_FIELDS)[number];
export type PostVersion = Pick<BlogPost, RevisedField>;

/** No tags is stored as null or as an empty list; both are the same to a reader. */
function normalised(value: unknown) {
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value) && value.length === 0) return null;
  return value ?? null;
}

function sameValue(a: unknown, b: unknown) {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

function changedFields(before: PostVersion, after: PostVersion): RevisedField[] {
  return REVISED_FIELDS.filter((field) => !sameValue(before[field], after[field]));
}

function versionOf(post: PostVersion): PostVersion {
  return Object.fromEntries(REVISED_FIELDS.map((field) => [field, post[field]])) as PostVersion;
}

/** The columns of the fields an admin writes; nothing derived (the page's HTML, search). */
const revisedColumns = Object.fromEntries(
  REVISED_FIELDS.map((field) => [field, blogPosts[field]]),
) as { [Field in RevisedField]: (typeof blogPosts)[Field] };

/**
 * The post's fields as they stand, locked until the transaction ends so no other change slips
 * between.
 */
export async function lockPost(tx: Transaction, id: number): Promise<PostVersion | null> {
  const [post] = await tx
    .select(revisedColumns)
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for("update");
  return post ?? null;
}

export async function keepRevision(
  tx: Transaction,
  postId: number,
  before: PostVersion,
  after: PostVersion,
  userId: string | null,
) {
  const changed = changedFields(before, after);
  if (changed.length === 0) return;
  await tx.insert(blogPostRevisions).values({
    ...versionOf(before),
    postId,
    userId,
    userEmail: userId
      ? sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`
      : null,
    changed,
  });
}
