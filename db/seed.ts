/**
 * Idempotent seed: the sample blog posts, keyed by slug, so restarting never duplicates rows
 * and never overwrites a post an admin has edited since.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { blogPosts } from "./schema";
import { seedBlogPosts } from "./seed-data/blog-posts";

export async function seedDatabase(db: Database) {
  const rows = seedBlogPosts.map((post) => ({
    ...post,
    publishedDate: post.publishedDate ? new Date(post.publishedDate) : null,
    createdAt: post.publishedDate ? new Date(post.publishedDate) : sql`now()`,
  }));
  const inserted = await db
    .insert(blogPosts)
    .values(rows)
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  return { blogPosts: inserted.length };
}
