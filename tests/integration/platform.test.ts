import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { seedBlogPosts } from "~db/seed-data/blog-posts";
import { DEAD_DATABASE, request, requestWithEnv, withDb } from "../support/worker";

describe("the Worker in workerd", () => {
  it("serves a page with the security headers and a nonce on every script", async () => {
    const response = await request("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBeTruthy();
    expect(response.headers.get("permissions-policy")).toBeTruthy();
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("x-request-id")).toBeTruthy();

    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("uses a different nonce for each request", async () => {
    const [a, b] = await Promise.all([request("/"), request("/")]);
    expect(a.headers.get("content-security-policy")).not.toBe(
      b.headers.get("content-security-policy"),
    );
    await Promise.all([a.text(), b.text()]);
  });

  it("answers the health check from the database and the edge cache, with the environment and build version", async () => {
    const response = await request("/api/v1/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-api-version")).toBe("v1");
    expect(await response.json()).toEqual({
      status: "ok",
      database: "ok",
      cache: "ok",
      // Submissions kept after every retry failed (other tests leave some on purpose).
      deadLetters: expect.any(Number),
      // Mail not sent after every retry (the mail tests leave some on purpose).
      unsentMail: expect.any(Number),
      environment: "development",
      // The Remix manifest's version: a hash that changes with every build.
      version: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
  });

  it.each(["staging", "production"])(
    "refuses to serve a %s deployment without SITE_URL, naming it in the log",
    async (APP_ENV) => {
      const errors = vi.spyOn(console, "error");
      try {
        const response = await requestWithEnv({ APP_ENV, SITE_URL: undefined }, "/blog");
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ message: "Server misconfigured" });
        const logged = errors.mock.calls.map(([line]) => String(line)).join("\n");
        expect(logged).toContain(`SITE_URL is required when APP_ENV is ${APP_ENV}`);
      } finally {
        errors.mockRestore();
      }
      const named = await requestWithEnv(
        { APP_ENV, SITE_URL: "https://www.example.com", MAIL_FROM: "notifications@example.com" },
        "/api/v1/health",
      );
      expect(await named.json()).toMatchObject({ status: "ok", environment: APP_ENV });
    },
  );

  it("serves unversioned /api paths as /api/v1", async () => {
    const response = await request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-api-version")).toBe("v1");
    expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("answers unknown API paths with a JSON 404, for any method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await request("/api/v1/no-such-thing", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ message: "Not found" });
    }
  });

  it("answers unknown pages with status 404", async () => {
    const response = await request("/this/page/does/not/exist");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  it("has the seeded blog posts in the migrated database", async () => {
    // Other test files publish and unpublish posts as they run: each seeded post is checked
    // by its slug and category, and the seed itself holds the posts not yet public.
    const rows = await withDb(async (db) => {
      const result = await db.execute(sql`select slug, category from blog_posts`);
      return result.rows as { slug: string; category: string }[];
    });
    const stored = new Map(rows.map((row) => [row.slug, row.category]));
    for (const post of seedBlogPosts) expect(stored.get(post.slug), post.slug).toBe(post.category);
    expect(seedBlogPosts.length).toBeGreaterThanOrEqual(12);
    // Drafts and scheduled posts: what the public must not see yet.
    const hidden = seedBlogPosts.filter((post) => !post.published || post.goesLiveInDays);
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seedBlogPosts.map((post) => post.category)).size).toBeGreaterThanOrEqual(4);
  });
});

describe("when the database is down", () => {
  const fetchWithDeadDatabase = (path: string, init?: RequestInit) =>
    requestWithEnv(DEAD_DATABASE, path, init);

  it("reports the database as unavailable with 503, quickly and without a stack trace", async () => {
    const started = Date.now();
    const response = await fetchWithDeadDatabase("/api/v1/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: "degraded",
      database: "unavailable",
      cache: "ok",
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("still serves pages that need no data, opening no connection", async () => {
    const response = await fetchWithDeadDatabase("/");
    expect(response.status).toBe(200);
  });
});
