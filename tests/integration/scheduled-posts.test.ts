/**
 * Scheduled publishing: a published post with a later publish-at is hidden from every public
 * read until that moment, then appears with nothing run by hand; no cached JSON or page outlives
 * the moment; the editor reads the admin's wall time in their zone; the Cron purges on go-live.
 */
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLISH_AT_RANGE_MESSAGE } from "~/schemas/blog-post";
import { blogPosts } from "~db/schema";
import worker from "../../build/index.js";
import { createAdmin, csrfTokenFromPage, form, apiHeaders, signInWithForm } from "../support/admin";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { request, requestWithEnv, withDb } from "../support/worker";

const CONTENT = "A paragraph of the post body that is comfortably longer than the minimum. ".repeat(
  3,
);
const slugs: string[] = [];
let auth: Record<string, string>;
let writeAuth: Record<string, string>;
let cookie: string;
let csrf: string;

beforeAll(async () => {
  const admin = await createAdmin({ role: "admin" });
  ({ auth, writeAuth } = await apiHeaders(admin.email, admin.password));
  writeAuth = { ...writeAuth, "Content-Type": "application/json" };
  cookie = await signInWithForm(admin.email, admin.password);
  csrf = await csrfTokenFromPage(cookie, "/admin/blog/new");
});
afterAll(() => deletePosts(slugs));

interface ApiPost {
  id: number;
  slug: string;
  published: boolean;
  publishAt: string | null;
  publishedDate: string | null;
}

async function createViaApi(fields: Record<string, unknown>) {
  const slug = uniqueName("scheduled");
  slugs.push(slug);
  const response = await request("/api/v1/admin/blog/posts", {
    method: "POST",
    headers: writeAuth,
    body: JSON.stringify({
      slug,
      title: `Scheduled ${slug}`,
      excerpt: "A post that waits for its moment.",
      content: CONTENT,
      category: uniqueName("Scheduled"),
      published: true,
      ...fields,
    }),
  });
  return { response, slug };
}

/** Every public place a post can be seen, and whether it is there. */
async function publicSightings(slug: string, category: string) {
  const text = async (path: string) => (await request(path)).text();
  return {
    list: (await text(`/api/v1/blog/posts?category=${encodeURIComponent(category)}`)).includes(
      slug,
    ),
    // The list page as a visitor without cookies gets it: whole, from the page cache when warm.
    listPage: (await text(`/blog?category=${encodeURIComponent(category)}`)).includes(slug),
    post: (await request(`/api/v1/blog/posts/${slug}`)).status === 200,
    page: (await request(`/blog/${slug}`)).status === 200,
    markdown: (await request(`/blog/${slug}.md`)).status === 200,
    categories: (await text("/api/v1/blog/categories")).includes(category),
    rss: (await text("/blog/rss.xml")).includes(slug),
    sitemap: (await text("/sitemap.xml")).includes(slug),
    llms: (await text("/llms.txt")).includes(slug),
  };
}

const everywhere = (seen: boolean) => ({
  list: seen,
  listPage: seen,
  post: seen,
  page: seen,
  markdown: seen,
  categories: seen,
  rss: seen,
  sitemap: seen,
  llms: seen,
});

describe("scheduled publishing", () => {
  it("hides a scheduled post everywhere, then shows it from its moment on, caches included", async () => {
    // Far enough ahead for the checks below to run first on a busy machine.
    const goLive = new Date(Date.now() + 8_000);
    const { response, slug } = await createViaApi({ publishAt: goLive.toISOString() });
    expect(response.status).toBe(201);
    const { post } = (await response.json()) as { post: ApiPost & { category: string } };
    expect(post.publishAt).toBe(goLive.toISOString());
    // Dated by its go-live moment, so it lands in the list where readers expect it.
    expect(post.publishedDate).toBe(goLive.toISOString());

    // Warm the caches while it is hidden: the JSON list and the cookie-less /blog page.
    expect(await publicSightings(slug, post.category)).toEqual(everywhere(false));
    expect(
      await readUntilCached(`/blog?category=${encodeURIComponent(post.category)}`),
    ).not.toContain(slug);
    const listPath = `/api/v1/blog/posts?category=${encodeURIComponent(post.category)}`;
    const cached = await request(listPath);
    const maxAge = Number(/max-age=(\d+)/.exec(cached.headers.get("cache-control")!)?.[1]);
    // Neither this data centre nor a browser keeps the list past the go-live moment.
    expect(maxAge).toBeLessThanOrEqual(Math.ceil((goLive.getTime() - Date.now()) / 1000));
    await cached.body?.cancel();

    // A view of a hidden post counts nothing (this request also waits for work after the response).
    await (
      await requestWithEnv({}, `/blog/${slug}`, { headers: { "CF-Connecting-IP": "10.9.8.7" } })
    ).body?.cancel();
    const [hidden] = await withDb((db) =>
      db.select({ views: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.slug, slug)),
    );
    expect(hidden!.views).toBe(0);

    // Wait for the moment itself (the clock, not a test signal, is what the feature waits for).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, goLive.getTime() - Date.now())));
    expect(await publicSightings(slug, post.category)).toEqual(everywhere(true));
  });

  it("counts scheduled posts apart in the dashboard figures", async () => {
    const before = await stats();
    const { response } = await createViaApi({
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(response.status).toBe(201);
    const after = await stats();
    expect(after.scheduledPosts).toBe(before.scheduledPosts + 1);
    expect(after.publishedPosts).toBe(before.publishedPosts);
  });

  it("publishes at once when publishAt is in the past or cleared", async () => {
    const past = new Date(Date.UTC(2024, 4, 1, 9, 30));
    const { response, slug } = await createViaApi({ publishAt: past.toISOString() });
    const { post } = (await response.json()) as { post: ApiPost & { category: string } };
    expect(post.publishedDate).toBe(past.toISOString());
    expect((await request(`/api/v1/blog/posts/${slug}`)).status).toBe(200);

    const future = await createViaApi({
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const { post: scheduled } = (await future.response.json()) as { post: ApiPost };
    expect((await request(`/api/v1/blog/posts/${future.slug}`)).status).toBe(404);
    const cleared = await request(`/api/v1/admin/blog/posts/${scheduled.id}`, {
      method: "PUT",
      headers: writeAuth,
      body: JSON.stringify({ publishAt: null }),
    });
    expect(cleared.status).toBe(200);
    const { post: live } = (await cleared.json()) as { post: ApiPost };
    expect(live.publishAt).toBeNull();
    // Published now, not dated in the future it was waiting for.
    expect(new Date(live.publishedDate!).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await request(`/api/v1/blog/posts/${future.slug}`)).status).toBe(200);
  });

  it.each([
    ["a date without a time zone", "2026-12-01T09:00:00"],
    ["an impossible date", "2026-02-30T09:00:00Z"],
    ["a number", 1764579600000],
    ["a NUL character", "2026-12-01T09:00:00Z\u0000"],
    ["a year beyond four digits", "+275760-09-13T00:00:00Z"],
    ["an object", { at: "2026-12-01T09:00:00Z" }],
  ])("refuses %s for publishAt with a clear 400", async (_name, publishAt) => {
    const { response } = await createViaApi({ publishAt });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.publishAt?.[0]).toMatch(/Publish at must be an ISO 8601 date and time/);
  });

  it.each([
    ["year 0, which Postgres does not have", "0000-01-01T00:00:00Z"],
    ["a year the driver would read back as 19xx", "0001-01-01T00:00:00Z"],
    ["1970 moved into 1969 by its offset", "1970-01-01T00:30:00+01:00"],
    ["9999 moved into 10000 by its offset", "9999-12-31T23:00:00-05:00"],
  ])("refuses %s with a clear 400 on create and update", async (_name, publishAt) => {
    const created = await createViaApi({ publishAt });
    expect(created.response.status).toBe(400);
    const body = (await created.response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.publishAt).toEqual([PUBLISH_AT_RANGE_MESSAGE]);

    const { response, slug } = await createViaApi({});
    const { post } = (await response.json()) as { post: ApiPost };
    const updated = await request(`/api/v1/admin/blog/posts/${post.id}`, {
      method: "PUT",
      headers: writeAuth,
      body: JSON.stringify({ publishAt }),
    });
    expect(updated.status).toBe(400);
    expect((await request(`/api/v1/blog/posts/${slug}`)).status).toBe(200);
  });

  it("accepts the first and last moments of the range, and reads them back unchanged", async () => {
    for (const publishAt of ["1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z"]) {
      const { response } = await createViaApi({ publishAt });
      expect(response.status, publishAt).toBe(201);
      const { post } = (await response.json()) as { post: ApiPost };
      expect(post.publishAt).toBe(new Date(publishAt).toISOString());
    }
  });
});

async function stats() {
  const response = await request("/api/v1/admin/dashboard/stats", { headers: auth });
  const body = (await response.json()) as {
    stats: { publishedPosts: number; scheduledPosts: number };
  };
  return body.stats;
}

describe("the editor's Publish at field", () => {
  const editorFields = (slug: string, extra: Record<string, string>) => ({
    csrf,
    intent: "save",
    title: `Editor ${slug}`,
    slug,
    excerpt: "A summary that is long enough.",
    content: CONTENT,
    category: "Editor Schedules",
    published: "on",
    ...extra,
  });
  /** Saves a new post from the editor's form, signed in as the admin. */
  const saveNewPost = (slug: string, extra: Record<string, string>) =>
    request("/admin/blog/new", {
      method: "POST",
      headers: { Cookie: cookie },
      body: form(editorFields(slug, extra)),
      redirect: "manual",
    });

  it("reads the wall time in the admin's zone and shows it back in that zone", async () => {
    const slug = uniqueName("zoned");
    slugs.push(slug);
    const saved = await saveNewPost(slug, {
      publishAt: "2030-07-01T09:00",
      timeZone: "Europe/Berlin",
    });
    expect(saved.status).toBe(302);
    const [row] = await withDb((db) => db.select().from(blogPosts).where(eq(blogPosts.slug, slug)));
    // 09:00 in Berlin in summer is 07:00 UTC.
    expect(row!.publishAt!.toISOString()).toBe("2030-07-01T07:00:00.000Z");

    const inBerlin = await request(`/admin/blog/edit/${row!.id}`, {
      headers: { Cookie: `${cookie}; admin_time_zone=Europe%2FBerlin` },
    });
    const html = await inBerlin.text();
    expect(html).toContain('value="2030-07-01T09:00"');
    expect(html).toContain("Europe/Berlin");
    const inUtc = await (
      await request(`/admin/blog/edit/${row!.id}`, { headers: { Cookie: cookie } })
    ).text();
    expect(inUtc).toContain('value="2030-07-01T07:00"');

    const table = await (
      await request(`/admin/dashboard?search=${slug}`, {
        headers: { Cookie: `${cookie}; admin_time_zone=Europe%2FBerlin` },
      })
    ).text();
    expect(table).toContain("Scheduled");
    expect(table).toContain("Jul 1, 2030, 09:00 (Europe/Berlin)");
  });

  it("answers a field error for a time that does not exist, and keeps what was typed", async () => {
    const slug = uniqueName("bad-time");
    const response = await saveNewPost(slug, { publishAt: "2030-02-30T09:00", timeZone: "UTC" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Publish at must be a date and time");
    expect(html).toContain(`value="${slug}"`);
    const rows = await withDb((db) =>
      db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)),
    );
    expect(rows).toHaveLength(0);
  });

  it("answers a field error for a time its zone moves past 9999, and keeps what was typed", async () => {
    const slug = uniqueName("far-time");
    const response = await saveNewPost(slug, {
      publishAt: "9999-12-31T23:30",
      timeZone: "America/New_York",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(PUBLISH_AT_RANGE_MESSAGE);
    expect(html).toContain(`value="${slug}"`);
  });

  it("reads an unknown or hostile time zone as UTC", async () => {
    const slug = uniqueName("odd-zone");
    slugs.push(slug);
    const response = await saveNewPost(slug, {
      publishAt: "2030-01-01T12:00",
      timeZone: "Mars/Olympus\u0000",
    });
    // A NUL in any text field is refused like everywhere else; without it, the zone is ignored.
    expect(response.status).toBe(400);
    const retried = await saveNewPost(slug, {
      publishAt: "2030-01-01T12:00",
      timeZone: "Mars/Olympus",
    });
    expect(retried.status).toBe(302);
    const [row] = await withDb((db) => db.select().from(blogPosts).where(eq(blogPosts.slug, slug)));
    expect(row!.publishAt!.toISOString()).toBe("2030-01-01T12:00:00.000Z");
  });
});

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

describe("the go-live Cron", () => {
  it("retires the cached blog when a scheduled post has gone live since its last run", async () => {
    const category = uniqueName("Cron Live");
    const slug = uniqueName("cron-live");
    slugs.push(slug);
    const listPath = `/api/v1/blog/posts?category=${encodeURIComponent(category)}`;
    // Cache the (empty) list, then let a post go live behind the cache's back (no purge).
    await readUntilCached(listPath);
    await createPosts([{ slug, category, publishAt: new Date(Date.now() - 60_000) }]);
    expect(await readUntilCached(listPath)).not.toContain(slug);

    // No SITE_URL, the README's default: the Cron still purges, every host name's copies at once.
    await worker.scheduled(
      createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }),
      env as unknown as Record<string, unknown>,
    );
    expect(await (await request(listPath)).text()).toContain(slug);
  });
});
