/** Blog posts made by a test, in a category of their own so no other test's posts interfere. */
import { inArray } from "drizzle-orm";
import { blogPosts, type NewBlogPost } from "~db/schema";
import { withDb } from "./worker";

export function uniqueName(prefix: string) {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

const filler =
  "This paragraph is filler text so that each fixture post has content of a realistic length for the blog.";

export async function createPosts(
  posts: (Partial<NewBlogPost> & { slug: string; category: string })[],
) {
  const base = Date.UTC(2025, 0, 1);
  const rows = posts.map((post, index) => ({
    title: `Fixture post ${post.slug}`,
    excerpt: "A fixture post created by an integration test.",
    content: `${filler}\n\n${filler}`,
    published: true,
    // Later entries are newer, unless the test says otherwise.
    publishedDate: new Date(base + index * 86_400_000),
    ...post,
  }));
  return withDb((db) => db.insert(blogPosts).values(rows).returning());
}

export async function deletePosts(slugs: string[]) {
  if (slugs.length === 0) return;
  await withDb((db) => db.delete(blogPosts).where(inArray(blogPosts.slug, slugs)));
}
