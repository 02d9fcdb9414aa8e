/** /llms.txt and the markdown copy of each post (/blog/{slug}.md). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { request } from "../support/worker";

const category = uniqueName("Llms Category");
const slugs = {
  published: uniqueName("llms-published"),
  draft: uniqueName("llms-draft"),
};
const CONTENT =
  "## A section\n\nSome **bold** text and a [link](https://example.com).\n\n<b>raw</b>";

// Older than the post below and newer than every other test's (dated in 2100, where no other
// test's posts are, while other files publish posts as this one runs): the index has more posts
// than it lists.
const many = Array.from({ length: 501 }, (_, index) => `${uniqueName("llms-many")}-${index}`);
const NEWEST = Date.UTC(2100, 0, 1);

// Made before the first request, which caches the index.
beforeAll(async () => {
  await createPosts([
    {
      slug: slugs.published,
      publishedDate: new Date(NEWEST),
      category,
      title: "Markdown [copy] test",
      excerpt: "An excerpt\nover two lines.",
      content: CONTENT,
      author: "Ada Author",
    },
    { slug: slugs.draft, category, published: false, title: "Secret llms draft" },
  ]);
  await createPosts(
    many.map((slug, index) => ({
      slug,
      category,
      publishedDate: new Date(NEWEST - (many.length - index) * 1000),
    })),
  );
});
afterAll(() => deletePosts([...Object.values(slugs), ...many]));

describe("/llms.txt", () => {
  it("is a markdown index: the site's name, a summary, the pages and every public post's .md", async () => {
    const response = await request("/llms.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines[2]).toMatch(/^> \S/);
    expect(text).toContain("## Pages");
    expect(text).toContain("## Blog posts");
    expect(text).toMatch(/^- \[[^\]]+\]\(http:\/\/localhost\/team\): /m);
    expect(text).toContain(
      `- [Markdown \\[copy\\] test](http://localhost/blog/${slugs.published}.md): An excerpt over two lines.`,
    );
    expect(text).not.toContain(slugs.draft);
    expect(text).not.toContain("Secret llms draft");
  });

  it("lists the 500 newest posts and points to the sitemap for every one", async () => {
    const text = await (await request("/llms.txt")).text();
    const postLinks = text.match(/^- \[.*\]\(http:\/\/localhost\/blog\/[^)]+\.md\)/gm) ?? [];
    expect(postLinks).toHaveLength(500);
    expect(text).toContain(`/blog/${many.at(-1)}.md`);
    expect(text).toContain(`/blog/${many[2]}.md`);
    // The 501st and 502nd newest.
    expect(text).not.toContain(`/blog/${many[1]}.md`);
    expect(text).not.toContain(`/blog/${many[0]}.md`);
    expect(text).toContain(
      "- [Every post](http://localhost/sitemap.xml): the sitemap lists them all; the 500 newest are above",
    );
  });
});

describe("/blog/{slug}.md", () => {
  it("is the post as markdown: title, a line about it, the excerpt and the body as written", async () => {
    const response = await request(`/blog/${slugs.published}.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("link")).toBe(
      `<http://localhost/blog/${slugs.published}>; rel="canonical"`,
    );
    const text = await response.text();
    expect(text.startsWith("# Markdown [copy] test\n\n_By Ada Author · ")).toBe(true);
    expect(text).toContain(`· ${category} ·`);
    expect(text).toContain(CONTENT);
    expect(text).toContain(`Published at http://localhost/blog/${slugs.published}`);
  });

  it("is linked from the post page as its markdown alternate", async () => {
    const html = await (await request(`/blog/${slugs.published}`)).text();
    expect(html).toContain(
      `<link rel="alternate" type="text/markdown" href="http://localhost/blog/${slugs.published}.md"/>`,
    );
  });

  it("answers 404 for drafts, unknown and hostile slugs, never 5xx", async () => {
    for (const path of [
      `/blog/${slugs.draft}.md`,
      "/blog/no-such-post-anywhere.md",
      "/blog/%00.md",
      `/blog/${"a".repeat(5000)}.md`,
      "/blog/..%2F..%2Fetc%2Fpasswd.md",
      "/blog/UPPER-case.md",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe("Blog post not found\n");
    }
  });
});
