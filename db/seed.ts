/**
 * Idempotent seed: the sample blog posts (published, drafts, and one scheduled a week after
 * seeding), keyed by slug, so restarting never duplicates rows
 * and never overwrites a post an admin has edited since.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { blogPosts } from "./schema";
import { seedBlogPosts } from "./seed-data/blog-posts";

const DAY_MS = 86_400_000;

export async function seedDatabase(db: Database) {
  const rows = seedBlogPosts.map(({ goesLiveInDays, ...post }) => {
    const publishAt =
      goesLiveInDays === undefined ? null : new Date(Date.now() + goesLiveInDays * DAY_MS);
    const publishedDate = publishAt ?? (post.publishedDate ? new Date(post.publishedDate) : null);
    return {
      ...post,
      publishAt,
      publishedDate,
      createdAt: post.publishedDate ? new Date(post.publishedDate) : sql`now()`,
    };
  });
  const inserted = await db
    .insert(blogPosts)
    .values(rows)
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  return { blogPosts: inserted.length };
}
