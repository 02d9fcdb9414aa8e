import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeEdgeCache } from "~/edge/edge-cache.server";
import { generationStoreFor } from "~/edge/generation-store.server";
import { blogPosts } from "~db/schema";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { request, withDb } from "../support/worker";

const category = uniqueName("Cache Category");
const slug = uniqueName("cache-fixture");
const listPath = `/api/v1/blog/posts?${new URLSearchParams({ category })}`;

/** The cache is filled off the critical path (waitUntil): wait until a read comes from it. */
async function readUntilCached(path: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await request(path);
    const body = await response.text();
    if (response.headers.get("x-cache") === "HIT") return body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${path} never came from the cache`);
}

async function renamePost(title: string) {
  await withDb((db) => db.update(blogPosts).set({ title }).where(eq(blogPosts.slug, slug)));
}

// Dated ahead of every other post, so it stays in the feed's latest 20 while other test files add posts.
beforeAll(() =>
  createPosts([
    { slug, category, title: "Original title", publishedDate: new Date("2099-01-01T00:00:00Z") },
  ]),
);
afterAll(() => deletePosts([slug]));

const noneScheduled = async () => null;
/** The Worker's own generation store (its KV namespace), written as another isolate would. */
const store = generationStoreFor(env as unknown as { EDGE_STATE?: KVNamespace });
/** Each isolate remembers the generation for 5 s; a purge made elsewhere reaches it after that. */
const PURGE_REACHES_WITHIN_MS = 10_000;

describe("the edge cache of public blog reads", () => {
  it("serves a warm list from the cache until a change purges it", async () => {
    const first = await request(listPath);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(await first.text()).toContain("Original title");

    expect(await readUntilCached(listPath)).toContain("Original title");
    await renamePost("Renamed title");
    // Still the cached copy: the database is not asked.
    expect(await readUntilCached(listPath)).toContain("Original title");

    // Purged from outside the Worker's isolate (this test's own module), as another isolate
    // would: the Worker remembers its generation for 5 s, then reads the new one.
    await purgeEdgeCache(store, noneScheduled);
    await expect
      .poll(async () => (await request(listPath)).text(), { timeout: PURGE_REACHES_WITHIN_MS })
      .toContain("Renamed title");
  });

  it("tells a client how old a cached copy is, so it knows how much of its max-age is left", async () => {
    const path = `/api/v1/blog/posts?${new URLSearchParams({ category, search: "original" })}`;
    const first = await request(path);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("age")).toBeNull();
    await first.body?.cancel();
    await readUntilCached(path);
    const hit = await request(path);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    const age = hit.headers.get("age")!;
    expect(age).toMatch(/^\d+$/);
    const maxAge = Number(/max-age=(\d+)/.exec(hit.headers.get("cache-control")!)![1]);
    expect(Number(age)).toBeLessThan(maxAge);
    await hit.body?.cancel();
  });

  it("purges a post, the categories, the pages and the feeds together", async () => {
    const paths = [
      `/api/v1/blog/posts/${slug}`,
      "/api/v1/blog/categories",
      "/blog/rss.xml",
      "/sitemap.xml",
    ];
    for (const path of paths)
      expect(await readUntilCached(path)).toContain(path.includes("categories") ? category : slug);

    await withDb((db) =>
      db.update(blogPosts).set({ published: false }).where(eq(blogPosts.slug, slug)),
    );
    await purgeEdgeCache(store, noneScheduled);

    await expect
      .poll(async () => (await request(`/api/v1/blog/posts/${slug}`)).status, {
        timeout: PURGE_REACHES_WITHIN_MS,
      })
      .toBe(404);
    expect((await request(`/blog/${slug}`)).status).toBe(404);
    expect(await (await request("/api/v1/blog/categories")).json()).not.toContain(category);
    expect(await (await request("/blog/rss.xml")).text()).not.toContain(slug);
    expect(await (await request("/sitemap.xml")).text()).not.toContain(slug);
  });

  it("never caches responses for bad input or unknown posts", async () => {
    const bad = await request("/api/v1/blog/posts?page=0");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("cache-control") ?? "").not.toContain("public");
    await bad.body?.cancel();
    const unknown = await request("/api/v1/blog/posts/never-published-anywhere");
    expect(unknown.headers.get("cache-control")).toBe("no-cache");
    await unknown.body?.cancel();
  });
});
