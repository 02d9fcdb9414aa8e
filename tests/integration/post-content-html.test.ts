/**
 * A post's page shows its content as the HTML rendered when the post was saved, and never HTML
 * of other text: content written any other way (a script, the seed, a hand-made fix in SQL)
 * shows as it now reads (`npm run db:migrate` then renders it: scripts/lib/local-stack.test.ts).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "~db/schema";
import { apiHeaders, createAdmin } from "../support/admin";
import { deletePosts, uniqueName } from "../support/blog-fixtures";
import { postJson, request, withDb } from "../support/worker";

const category = uniqueName("Rendered Content");
const FILLER = "A paragraph of content that goes on for a while. ".repeat(4).trim();
const slugs: string[] = [];
let writeAuth: Record<string, string>;

beforeAll(async () => {
  const admin = await createAdmin({ role: "admin" });
  ({ writeAuth } = await apiHeaders(admin.email, admin.password));
});
afterAll(() => deletePosts(slugs));

async function savePost(content: string) {
  const slug = uniqueName("rendered").toLowerCase();
  slugs.push(slug);
  const response = await postJson(
    "/api/v1/admin/blog/posts",
    {
      slug,
      title: `Rendered ${slug}`,
      excerpt: "An excerpt that is long enough",
      // Long enough for the editor's rule on content.
      content: `${content}\n\n${FILLER}`,
      category,
      published: true,
    },
    { headers: writeAuth },
  );
  expect(response.status).toBe(201);
  const { post } = (await response.json()) as { post: Record<string, unknown> & { id: number } };
  return { slug, post };
}

async function stored(slug: string) {
  const [row] = await withDb((db) =>
    db
      .select({ contentHtml: blogPosts.contentHtml, contentHtmlOf: blogPosts.contentHtmlOf })
      .from(blogPosts)
      .where(eq(blogPosts.slug, slug)),
  );
  return row!;
}

async function pageText(slug: string) {
  const response = await request(`/blog/${slug}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("a post's content as its page shows it", () => {
  it("is kept when the post is saved, and the page shows that copy", async () => {
    const { slug, post } = await savePost("## Kept heading\n\nSome *emphasis* here.");
    // The admin API answers with the post as written, not with what is derived from it.
    expect(Object.keys(post)).not.toContain("contentHtml");
    expect(Object.keys(post)).not.toContain("contentHtmlOf");
    const kept = await stored(slug);
    expect(kept.contentHtml).toContain("<em>emphasis</em>");

    // A copy that differs from a render of the content (but belongs to it) is what is shown.
    await withDb((db) =>
      db
        .update(blogPosts)
        .set({ contentHtml: kept.contentHtml!.replace("emphasis", "emphasis, as kept") })
        .where(eq(blogPosts.slug, slug)),
    );
    expect(await pageText(slug)).toContain("<em>emphasis, as kept</em>");
  });

  it("is written again by an edit, whose page shows the new text", async () => {
    const { slug, post } = await savePost("The *first* text.");
    const response = await request(`/api/v1/admin/blog/posts/${post.id}`, {
      method: "PUT",
      headers: { ...writeAuth, "Content-Type": "application/json" },
      body: JSON.stringify({ content: `The *second* text.\n\n${FILLER}` }),
    });
    expect(response.status).toBe(200);
    expect((await stored(slug)).contentHtml).toContain("<em>second</em>");
    const html = await pageText(slug);
    expect(html).toContain("<em>second</em>");
    expect(html).not.toContain("<em>first</em>");
  });

  it("is not shown once the content was changed without it, nor when another renderer made it", async () => {
    const { slug } = await savePost("Written in the *editor*.");
    await withDb((db) =>
      db.update(blogPosts).set({ content: "Changed *by hand*." }).where(eq(blogPosts.slug, slug)),
    );
    const changed = await pageText(slug);
    expect(changed).toContain("<em>by hand</em>");
    expect(changed).not.toContain("<em>editor</em>");

    const other = await savePost("Rendered by *this* version.");
    await withDb((db) =>
      db
        .update(blogPosts)
        .set({
          contentHtml: "<p>From an older renderer</p>",
          contentHtmlOf: sql`md5(${blogPosts.content}) || ':0'`,
        })
        .where(eq(blogPosts.slug, other.slug)),
    );
    const html = await pageText(other.slug);
    expect(html).toContain("<em>this</em>");
    expect(html).not.toContain("From an older renderer");
  });
});
