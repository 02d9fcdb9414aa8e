/** A post's history as admins read it, and putting an earlier version back. */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/platform/db.server";
import { blogPostRevisions } from "~db/schema";
import { updateBlogPost, type BlogWriter, type BlogWriteResult } from "./admin-posts.server";
import { REVISED_FIELDS, type PostVersion } from "./revision-writer.server";

/** How many of a post's revisions the history lists, newest first. */
const REVISIONS_LISTED = 100;

interface RevisionSummary {
  id: number;
  title: string;
  createdAt: Date;
  userEmail: string | null;
  changed: string[];
}

export async function listRevisions(db: Database, postId: number): Promise<RevisionSummary[]> {
  return db
    .select({
      id: blogPostRevisions.id,
      title: blogPostRevisions.title,
      createdAt: blogPostRevisions.createdAt,
      userEmail: blogPostRevisions.userEmail,
      changed: blogPostRevisions.changed,
    })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.id))
    .limit(REVISIONS_LISTED);
}

/** One revision of this post (a revision of another post is not found here). */
export async function getRevision(db: Database, postId: number, revisionId: number) {
  const [revision] = await db
    .select()
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.id, revisionId), eq(blogPostRevisions.postId, postId)))
    .limit(1);
  return revision ?? null;
}

/**
 * Puts a revision's fields back, publication included (the post is then as it was), through
 * the same update as any edit: the version it replaces becomes a revision in turn, the caches
 * are purged and the restore is audited.
 */
export async function restoreRevision(
  writer: BlogWriter,
  postId: number,
  revisionId: number,
): Promise<BlogWriteResult | { status: "revision-not-found" }> {
  const revision = await getRevision(writer.db, postId, revisionId);
  if (!revision) return { status: "revision-not-found" };
  const version = Object.fromEntries(
    REVISED_FIELDS.map((field) => [field, revision[field]]),
  ) as PostVersion;
  return updateBlogPost(writer, postId, { ...version, tags: version.tags ?? [] }, "post.restored");
}
