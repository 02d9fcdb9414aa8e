import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordPostViews } from "~/services/blog/public-queries.server";
import { blogPosts, blogPostViews, newsletterSubscribers } from "~db/schema";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { HOSTILE_MARKDOWN, HOSTILE_REDIRECTS } from "../support/hostile-input";
import { DEAD_DATABASE, request, requestWithEnv, withDb } from "../support/worker";
import { childrenNamed, childText, parseXml } from "../support/xml";

const category = uniqueName("Pages Category");
const slugs = {
  published: uniqueName("pages-published"),
  draft: uniqueName("pages-draft"),
  hostile: uniqueName("pages-hostile"),
  views: uniqueName("pages-views"),
};
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

beforeAll(() =>
  createPosts([
    {
      slug: slugs.published,
      category,
      title: 'A <Published> & "quoted" post',
      author: "Ada Author",
      tags: ["one", "two"],
    },
    { slug: slugs.draft, category, published: false, title: "Secret draft" },
    { slug: slugs.hostile, category, title: "Hostile markdown", content: HOSTILE_MARKDOWN },
    { slug: slugs.views, category },
  ]),
);
afterAll(() => deletePosts(Object.values(slugs)));

function page(path: string, headers: Record<string, string> = {}) {
  return request(path, { headers: { "User-Agent": BROWSER, ...headers } });
}

describe("/blog", () => {
  it("renders the list on the server with its heading and intro, links and the RSS link", async () => {
    const response = await page(`/blog?${new URLSearchParams({ category })}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Blog<\/h1>/);
    expect(html).toContain(
      "Stay updated with the latest in AI development, best practices, and industry insights from our expert team.",
    );
    expect(html).toContain(`href="/blog/${slugs.published}"`);
    expect(html).not.toContain(slugs.draft);
    expect(html).toContain(">Featured<");
    expect(html).toContain("Latest Articles");
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(html).toContain('placeholder="Enter your email"');
    expect(html).toContain("/images/blog/featured-fallback.svg");
    expect(html).toContain("/images/blog/card-fallback.svg");
    expect((html.match(/<h1[\s>]/g) ?? []).length).toBe(1);
  });

  it("says so when nothing matches", async () => {
    const html = await (
      await page(`/blog?${new URLSearchParams({ search: uniqueName("nothingmatches") })}`)
    ).text();
    expect(html).toContain("No blog posts found.");
  });

  it("says what could not be loaded when the database is down, with 503", async () => {
    const response = await requestWithEnv(DEAD_DATABASE, `/blog?search=outage-${Date.now()}`);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Error loading blog posts");
    expect(html).toContain("Failed to fetch blog posts. Please try refreshing the page");
  });

  it("answers a bad page number with 400, not 500", async () => {
    expect((await page("/blog?page=0")).status).toBe(400);
    expect((await page("/blog?page=abc")).status).toBe(400);
  });
});

describe("/blog/{slug}", () => {
  it("renders a published post with metadata, canonical URL and JSON-LD", async () => {
    const response = await page(`/blog/${slugs.published}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("A &lt;Published&gt; &amp; &quot;quoted&quot; post");
    expect(html).toContain("Ada Author");
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost/blog/${slugs.published}"/>`,
    );
    expect(html).toContain('<meta name="keywords" content="one, two"/>');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('href="/#contact"');
    expect(html).toContain("More Articles");
  });

  it.each([
    ["a draft", () => slugs.draft],
    ["an unknown slug", () => "there-is-no-such-post"],
    ["a malformed slug", () => "UPPER_case"],
  ])("answers %s with HTTP 404 and the not-found page", async (_, slug) => {
    const response = await page(`/blog/${slug()}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Blog Post Not Found");
    expect(html).toContain("The blog post you&#x27;re looking for doesn&#x27;t exist.");
    expect(html).toContain('href="/blog"');
    expect(html).not.toContain("Secret draft");
  });

  it("says the post could not be loaded when the database is down, with 503", async () => {
    const response = await requestWithEnv(DEAD_DATABASE, `/blog/not-cached-${Date.now()}`);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Error loading blog post");
    expect(html).toContain("Failed to fetch blog post. Please try refreshing the page.");
  });

  it("renders hostile markdown safely inside workerd", async () => {
    const html = await (await page(`/blog/${slugs.hostile}`)).text();
    const content = /<div class="blog-content">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(content).toContain("<h2>Hostile heading</h2>");
    expect(content).toContain('<a href="">js link</a>');
    expect(content).toContain('<a href="">entity link</a>');
    expect(content).toContain('<a href="">ref</a>');
    expect(content).toContain(
      '<a href="https://example.com/ok" rel="noopener noreferrer">safe link</a>',
    );
    expect(content).not.toMatch(/<(script|svg|iframe|img)\b/i);
    expect(content).not.toMatch(/<[^>]+\son\w+=/i);
    // Raw HTML shows as text; in real tags no href or src carries a dangerous scheme.
    expect(content).toContain("&lt;script&gt;alert(3)&lt;/script&gt;");
    for (const tag of content.match(/<[^>]+>/g) ?? [])
      expect(tag).not.toMatch(/(javascript|vbscript|data):/i);
  });
});

describe("view counting", () => {
  const views = (slug = slugs.views) =>
    withDb(
      async (db) =>
        (
          await db
            .select({ viewCount: blogPosts.viewCount })
            .from(blogPosts)
            .where(eq(blogPosts.slug, slug))
        )[0]!.viewCount,
    );

  /** The count is written after the response (waitUntil): wait for it to reach a value. */
  async function settledViews(expected: number, slug = slugs.views) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const count = await views(slug);
      if (count >= expected) return count;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return views(slug);
  }

  const visitor = (ip: string) => ({ "CF-Connecting-IP": ip });

  it("counts real page views, not bots, prefetches or API reads", async () => {
    expect(await views()).toBe(0);
    await (await page(`/blog/${slugs.views}`, visitor("198.51.100.1"))).text();
    expect(await settledViews(1)).toBe(1);

    const other = visitor("198.51.100.2");
    await (
      await page(`/blog/${slugs.views}`, {
        ...other,
        "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      })
    ).text();
    await (await page(`/blog/${slugs.views}`, { ...other, "Sec-Purpose": "prefetch" })).text();
    await (await page(`/blog/${slugs.views}`, { ...other, Purpose: "prefetch" })).text();
    await (
      await page(`/blog/${slugs.views}`, { ...other, "Sec-Purpose": "prefetch;prerender" })
    ).text();
    await (
      await request(`/api/v1/blog/posts/${slugs.views}`, {
        headers: { ...other, "User-Agent": BROWSER },
      })
    ).text();
    // The same visitor's real view is the next thing that counts, and only once.
    await (await page(`/blog/${slugs.views}`, other)).text();
    expect(await settledViews(2)).toBe(2);
  });

  it("counts a visitor once per post per half hour, however many requests arrive at once", async () => {
    const slug = uniqueName("pages-repeat");
    await createPosts([{ slug, category }]);
    try {
      await withDb(async (db) => {
        await Promise.all(
          Array.from({ length: 20 }, () => recordPostViews(db, [{ slug, visitor: "visitor-a" }])),
        );
        expect(await views(slug)).toBe(1);
        await recordPostViews(db, [{ slug, visitor: "visitor-b" }]);
        expect(await views(slug)).toBe(2);

        // Half an hour later the same visitor counts again.
        await db
          .update(blogPostViews)
          .set({ viewedAt: sql`now() - interval '31 minutes'` })
          .where(eq(blogPostViews.visitorHash, "visitor-a"));
        await Promise.all(
          Array.from({ length: 10 }, () => recordPostViews(db, [{ slug, visitor: "visitor-a" }])),
        );
        expect(await views(slug)).toBe(3);
      });

      // Through the page: a reload by the same visitor (same IP and browser) is not a new view;
      // X-Forwarded-For is the client's own word and does not make it one.
      const reader = visitor("198.51.100.3");
      await (await page(`/blog/${slug}`, reader)).text();
      expect(await settledViews(4, slug)).toBe(4);
      await (await page(`/blog/${slug}`, { ...reader, "X-Forwarded-For": "203.0.113.9" })).text();
      await (await page(`/blog/${slug}`, visitor("198.51.100.4"))).text();
      expect(await settledViews(5, slug)).toBe(5);
      const marks = await withDb((db) =>
        db
          .select({ visitor: blogPostViews.visitorHash })
          .from(blogPostViews)
          .innerJoin(blogPosts, eq(blogPosts.id, blogPostViews.postId))
          .where(eq(blogPosts.slug, slug)),
      );
      expect(marks).toHaveLength(4);
      for (const mark of marks) expect(mark.visitor).not.toContain("198.51.100");
    } finally {
      await deletePosts([slug]);
    }
  });

  it("counts the views of several posts and visitors in one write", async () => {
    const [first, second] = [uniqueName("pages-batch-a"), uniqueName("pages-batch-b")];
    await createPosts([
      { slug: first, category },
      { slug: second, category },
    ]);
    try {
      await withDb((db) =>
        recordPostViews(db, [
          { slug: first, visitor: "batch-1" },
          { slug: first, visitor: "batch-2" },
          { slug: second, visitor: "batch-1" },
          { slug: first, visitor: "batch-1" },
          { slug: slugs.draft, visitor: "batch-1" },
          { slug: "no-such-post", visitor: "batch-1" },
        ]),
      );
      expect([await views(first), await views(second), await views(slugs.draft)]).toEqual([
        2, 1, 0,
      ]);
    } finally {
      await deletePosts([first, second]);
    }
  });

  it("counts every reader of a post that many open at once", async () => {
    const slug = uniqueName("pages-burst");
    await createPosts([{ slug, category }]);
    try {
      const readers = Array.from({ length: 12 }, (_, index) =>
        visitor(`198.51.100.${100 + index}`),
      );
      await Promise.all(
        readers.map(async (reader) => (await page(`/blog/${slug}`, reader)).text()),
      );
      expect(await settledViews(readers.length, slug)).toBe(readers.length);
    } finally {
      await deletePosts([slug]);
    }
  });

  it("never counts a draft", async () => {
    expect((await page(`/blog/${slugs.draft}`)).status).toBe(404);
    await withDb((db) =>
      recordPostViews(db, [{ slug: slugs.draft, visitor: "visitor-of-a-draft" }]),
    );
    expect(await views(slugs.draft)).toBe(0);
  });
});

describe("/blog/rss.xml", () => {
  it("is well-formed RSS 2.0 of at most 20 published posts with RFC 822 dates", async () => {
    const response = await request("/blog/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    const rss = parseXml(await response.text());
    expect(rss.name).toBe("rss");
    expect(rss.attributes.version).toBe("2.0");
    const [channel] = childrenNamed(rss, "channel");
    expect(childText(channel!, "title")).toBe("Kaleon AI Blog");
    expect(childText(channel!, "link")).toBe("http://localhost/blog");
    const items = childrenNamed(channel!, "item");
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    const rfc822 =
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
    for (const item of items) {
      expect(childText(item, "title")).toBeTruthy();
      expect(childText(item, "link")).toMatch(/^http:\/\/localhost\/blog\/[a-z0-9-]+$/);
      expect(childText(item, "pubDate")).toMatch(rfc822);
    }
    const dates = items.map((item) => Date.parse(childText(item, "pubDate")!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const links = items.map((item) => childText(item, "link"));
    expect(links).not.toContain(`http://localhost/blog/${slugs.draft}`);
  });
});

describe("/sitemap.xml", () => {
  it("follows the sitemaps.org schema and lists every public page and published post", async () => {
    const response = await request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("xml");
    const urlset = parseXml(await response.text());
    expect(urlset.name).toBe("urlset");
    expect(urlset.attributes.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = childrenNamed(urlset, "url");
    expect(urls.length).toBeLessThanOrEqual(50_000);
    const locs: string[] = [];
    for (const url of urls) {
      // Schema: loc required, then optional lastmod, changefreq, priority, nothing else.
      const names = url.children.map((child) => child.name);
      expect(names[0]).toBe("loc");
      expect(["loc", "lastmod", "changefreq", "priority"]).toEqual(expect.arrayContaining(names));
      expect(new Set(names).size).toBe(names.length);
      const loc = childText(url, "loc")!;
      expect(loc.length).toBeLessThan(2048);
      expect(new URL(loc).origin).toBe("http://localhost");
      locs.push(loc);
      const lastmod = childText(url, "lastmod");
      if (lastmod)
        expect(lastmod).toMatch(
          /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/,
        );
      const changefreq = childText(url, "changefreq");
      if (changefreq)
        expect(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]).toContain(
          changefreq,
        );
      const priority = childText(url, "priority");
      if (priority) {
        expect(priority).toMatch(/^(0(\.\d)?|1(\.0)?)$/);
      }
    }
    for (const path of [
      "/",
      "/blog",
      "/team",
      "/privacy",
      "/terms",
      "/cookies",
      "/resources",
      "/contact",
    ]) {
      expect(locs).toContain(`http://localhost${path}`);
    }
    expect(locs).toContain(`http://localhost/blog/${slugs.published}`);
    expect(locs).toContain("http://localhost/blog/building-production-ready-ai-features");
    expect(locs).not.toContain(`http://localhost/blog/${slugs.draft}`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("has no parts while the site fits in one sitemap", async () => {
    for (const path of ["/sitemaps/1.xml", "/sitemaps/2.xml", "/sitemaps/x.xml", "/sitemaps/0.xml"])
      expect((await request(path)).status).toBe(404);
  });
});

describe("newsletter", () => {
  const email = `${uniqueName("reader")}@example.com`;
  const subscribe = (body: Record<string, string>, ip = "203.0.113.10") =>
    request("/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
      body: new URLSearchParams(body),
      redirect: "manual",
    });

  afterAll(() =>
    withDb((db) =>
      db
        .delete(newsletterSubscribers)
        .where(sql`${newsletterSubscribers.email} like 'reader-%@example.com'`),
    ),
  );

  it("subscribes once, however often the same address is sent, and confirms each time", async () => {
    for (const variant of [email, `  ${email.toUpperCase()} `]) {
      const response = await subscribe({ email: variant }, "203.0.113.11");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        ok: true,
        message: "Thanks for subscribing. New articles will arrive in your inbox.",
      });
    }
    const rows = await withDb((db) =>
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    );
    expect(rows).toHaveLength(1);
  });

  it("rejects a bad address with a clear message", async () => {
    for (const bad of ["", "not-an-email", "a@", "@b.c"]) {
      const response = await subscribe({ email: bad }, "203.0.113.12");
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        ok: false,
        error: "Please enter a valid email address",
      });
    }
  });

  it("redirects back with a toast when the form was posted without JavaScript", async () => {
    const response = await subscribe(
      { email: `${uniqueName("reader")}@example.com`, redirectTo: "/blog?category=x" },
      "203.0.113.13",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/blog?category=x#newsletter");
    expect(response.headers.get("set-cookie")).toContain("en_toast=");

    for (const redirectTo of HOSTILE_REDIRECTS) {
      const offsite = await subscribe(
        { email: `${uniqueName("reader")}@example.com`, redirectTo },
        "203.0.113.13",
      );
      expect(offsite.status, redirectTo).toBe(302);
      expect(offsite.headers.get("location"), redirectTo).toBe("/blog#newsletter");
    }
  });

  it("limits how often one address can subscribe", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await subscribe(
        { email: `${uniqueName("reader")}@example.com` },
        "203.0.113.99",
      );
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});
