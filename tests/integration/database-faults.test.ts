/**
 * The site under a failing database: stopped, frozen, or locked by a long statement. No request
 * waits on Postgres for more than its deadline, and what cannot be answered is a 503 that says
 * when to come back, for pages and the API alike.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { generationStoreFor } from "~/edge/generation-store.server";
import { POST_CARDS_PATH } from "~/services/blog/cached-reads.server";
import { blogPosts } from "~db/schema";
import { createAdmin, signInWithForm } from "../support/admin";
import { createPosts, deletePosts } from "../support/blog-fixtures";
import { FAULTY_DATABASE, setDatabaseFault, timed, whileLocked } from "../support/faults";
import { requestsLoggedDuring } from "../support/request-log";
import { requestWithEnv, withDb } from "../support/worker";

/** A search no other test makes, so the page is rendered, not served from the page cache. */
const freshSearch = () => `fault${crypto.randomUUID().slice(0, 8)}`;

/** Requests are answered within the database budget plus rendering, well under 10 s. */
const ANSWER_WITHIN_MS = 10_000;

afterEach(() => setDatabaseFault("up"));
// Every connection through the proxy is closed at the end, so none outlives the test run.
afterAll(async () => {
  await setDatabaseFault("cut");
  await setDatabaseFault("up");
});

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  await response.body?.cancel();
}

describe.each([
  ["a page", (search: string) => `/blog?search=${search}`],
  ["the JSON API", (search: string) => `/api/v1/blog/posts?search=${search}`],
])("%s", (_kind, path) => {
  it("answers 503 with Retry-After under a held table lock, within the deadline", async () => {
    const { result, ms } = await whileLocked("blog_posts", () =>
      timed(() => requestWithEnv(FAULTY_DATABASE, path(freshSearch()))),
    );
    await expectUnavailable(result);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("answers 503 with Retry-After at once while the database is stopped", async () => {
    await setDatabaseFault("cut");
    const { result, ms } = await timed(() => requestWithEnv(FAULTY_DATABASE, path(freshSearch())));
    await expectUnavailable(result);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("answers 503 with Retry-After within the deadline when the network path freezes", async () => {
    await setDatabaseFault("freeze");
    const { result, ms } = await timed(() => requestWithEnv(FAULTY_DATABASE, path(freshSearch())));
    await expectUnavailable(result);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("answers normally again once the database is back", async () => {
    await setDatabaseFault("cut");
    await expectUnavailable(await requestWithEnv(FAULTY_DATABASE, path(freshSearch())));
    await setDatabaseFault("up");
    const response = await requestWithEnv(FAULTY_DATABASE, path(freshSearch()));
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});

describe("a page many visitors ask for while the network path is frozen", () => {
  it("is rendered once: all of them get its 503 within the deadline, on one connection", async () => {
    await setDatabaseFault("freeze");
    const path = `/blog?search=${freshSearch()}`;
    const {
      result: { result: visitors, ms },
      logged,
    } = await requestsLoggedDuring(() =>
      timed(() =>
        Promise.all(Array.from({ length: 4 }, () => requestWithEnv(FAULTY_DATABASE, path))),
      ),
    );
    for (const visitor of visitors) await expectUnavailable(visitor);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    // The request log names the database time of a request that used the database.
    const requestsOfPage = logged.filter((entry) => entry.path === "/blog" && entry.status === 503);
    expect(requestsOfPage).toHaveLength(4);
    expect(requestsOfPage.filter((entry) => entry.dbMs !== undefined)).toHaveLength(1);
  });
});

describe("a screen's single-fetch data request", () => {
  let cookie = "";
  beforeAll(async () => {
    const admin = await createAdmin();
    cookie = await signInWithForm(admin.email, admin.password);
  });
  const load = (path: string) =>
    requestWithEnv(FAULTY_DATABASE, path, { headers: { Cookie: cookie }, redirect: "manual" });

  it("answers 503 with Retry-After like its page when a statement stalls behind a lock", async () => {
    // Connected, then stuck: the guard's session read waits on the lock until its deadline.
    const paths = ["/admin/dashboard", "/admin/dashboard.data", "/admin/submissions.data"];
    const { result, ms } = await whileLocked("admin_sessions", () =>
      timed(() => Promise.all(paths.map(load))),
    );
    for (const response of result) await expectUnavailable(response);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("answers 503 with Retry-After like its page while the database is stopped", async () => {
    await setDatabaseFault("cut");
    for (const path of ["/admin/dashboard.data", `/blog.data?search=${freshSearch()}`])
      await expectUnavailable(await load(path));
  });
});

describe("feeds, the sitemap and markdown copies", () => {
  it.each(["/sitemap.xml", "/sitemaps/2.xml", "/blog/rss.xml", "/llms.txt", "/blog/a-post.md"])(
    "%s answers 503 with Retry-After while the database is stopped",
    async (path) => {
      await setDatabaseFault("cut");
      // A host of its own: nothing of it is in the edge cache to fall back on.
      const origin = `http://outage-${crypto.randomUUID().slice(0, 8)}.localhost`;
      const response = await requestWithEnv(FAULTY_DATABASE, `${origin}${path}`);
      await expectUnavailable(response);
    },
  );
});

describe("the logs during an outage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are JSON lines, with the outage at most once a minute and no report to the tracker", async () => {
    const lines: string[] = [];
    for (const level of ["log", "warn", "error"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(" "));
      });
    await setDatabaseFault("cut");
    const standin = (env as unknown as Record<string, string>).CONTACT_STANDIN_URL!;
    const dsn = `${standin.replace("//", "//public-key@")}/7`;
    const outage = { ...FAULTY_DATABASE, ERROR_REPORT_DSN: dsn };
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await requestWithEnv(outage, `/blog?search=${freshSearch()}`);
      expect(response.status).toBe(503);
      ids.push(response.headers.get("x-request-id")!);
      await response.body?.cancel();
    }
    for (const line of lines) expect(() => JSON.parse(line), line.slice(0, 80)).not.toThrow();
    const outages = lines.filter((line) => line.includes('"database unavailable"'));
    expect(outages.length).toBeLessThanOrEqual(1);
    const log = (await (await fetch(`${standin}/log`)).json()) as { body: string }[];
    for (const id of ids) expect(log.some((entry) => entry.body.includes(id))).toBe(false);
  });
});

/** The id of the edge cache's generation the Worker keys its entries with. */
async function currentGeneration() {
  const store = generationStoreFor(env as unknown as { EDGE_STATE?: KVNamespace });
  return (await store.read())!.id;
}

/**
 * Lets the edge cache's data entry for an API path run out, as it does 5 minutes after it was
 * stored: pages built from it must then read Postgres again.
 */
async function expireCachedData(path: string) {
  const cache = (caches as unknown as { default: Cache }).default;
  const origin = "http://localhost";
  const generation = await currentGeneration();
  expect(await cache.delete(`${origin}/__data/${generation}${path}`)).toBe(true);
}

/**
 * Makes the edge cache's data entry for an API path older than its max-age (5 minutes), as if
 * it had been stored an hour ago: a read must then go to Postgres again.
 */
async function ageCachedData(path: string) {
  const cache = (caches as unknown as { default: Cache }).default;
  const origin = "http://localhost";
  const generation = await currentGeneration();
  const key = `${origin}/__data/${generation}${path}`;
  const stored = (await cache.match(key))!;
  const aged = new Response(stored.body, stored);
  aged.headers.set("X-Data-Stored-At", String(Date.now() - 60 * 60 * 1000));
  await cache.put(key, aged);
}

describe("stale if error", () => {
  const category = `Stale-${crypto.randomUUID().slice(0, 8)}`;
  const slugs: string[] = [];
  afterAll(() => deletePosts(slugs));

  afterEach(() => vi.restoreAllMocks());

  it("serves a cached page past its stale time while the database is away, marked", async () => {
    const errorReports: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      const record = JSON.parse(String(line)) as { name?: string };
      if (record.name) errorReports.push(record);
    });
    const word = `outage${crypto.randomUUID().slice(0, 8)}`;
    const slug = `stale-if-error-${word}`;
    slugs.push(slug);
    await createPosts([{ slug, category, title: `Kept through an ${word}` }]);
    const path = `/blog?search=${word}`;
    await requestWithEnv({}, path);
    await expireCachedData(`${POST_CARDS_PATH}?search=${word}`);
    // The copy is past its stale time, and the database is stopped.
    const outage = {
      ...FAULTY_DATABASE,
      PAGE_CACHE_FRESH_SECONDS: "0",
      PAGE_CACHE_STALE_SECONDS: "0",
    };
    await setDatabaseFault("cut");
    const response = await requestWithEnv(outage, path);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("STALE-IF-ERROR");
    expect(await response.text()).toContain(`Kept through an ${word}`);
    await setDatabaseFault("up");
    const back = await requestWithEnv(outage, path);
    expect(back.headers.get("x-cache")).toBe("MISS");
    await back.body?.cancel();
    // The render set aside during the outage, and the one left unread, are no errors.
    expect(errorReports).toEqual([]);
  });

  it("serves blog JSON past its max-age while the database is away, marked", async () => {
    const word = `jsonoutage${crypto.randomUUID().slice(0, 8)}`;
    const slug = `stale-json-${word}`;
    slugs.push(slug);
    await createPosts([{ slug, category, title: `Listed through an ${word}` }]);
    const path = `/api/v1/blog/posts?search=${word}`;
    const first = await requestWithEnv({}, path);
    expect(first.headers.get("x-cache")).toBe("MISS");
    await first.body?.cancel();
    await ageCachedData(path);
    await setDatabaseFault("cut");
    const response = await requestWithEnv(FAULTY_DATABASE, path);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("STALE-IF-ERROR");
    const { posts } = (await response.json()) as { posts: { slug: string }[] };
    expect(posts.map((post) => post.slug)).toEqual([slug]);
    await setDatabaseFault("up");
    const back = await requestWithEnv(FAULTY_DATABASE, path);
    expect(back.headers.get("x-cache")).toBe("MISS");
    await back.body?.cancel();
  });

  it("drops a stale copy at once when its page is gone", async () => {
    const slug = `gone-${crypto.randomUUID().slice(0, 8)}`;
    slugs.push(slug);
    await createPosts([{ slug, category, title: "About to go" }]);
    const path = `/blog/${slug}`;
    await requestWithEnv({}, path);
    expect((await requestWithEnv({}, path)).headers.get("x-cache")).toBe("HIT");
    // Unpublished without a purge, and its data entry has run out: a render says 404.
    await withDb((db) =>
      db.update(blogPosts).set({ published: false }).where(eq(blogPosts.slug, slug)),
    );
    await expireCachedData(`/__blog/post/${slug}`);
    const stale = await requestWithEnv({ PAGE_CACHE_FRESH_SECONDS: "0" }, path);
    expect(stale.headers.get("x-cache")).toBe("STALE");
    await stale.body?.cancel();
    // requestWithEnv waited for the render behind it, which answered 404 and dropped the copy.
    expect((await requestWithEnv({}, path)).status).toBe(404);
  });
});
