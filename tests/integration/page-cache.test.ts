/**
 * The full-page edge cache: public pages for visitors without cookies are rendered once and
 * served from the Cache API, each response with its own CSP nonce and form stamp; anything
 * personal or broken bypasses it; a post change retires it; a stale page is served and renewed.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { generationStoreFor } from "~/edge/generation-store.server";
import { formStampAge } from "~/lib/form-stamp.server";
import { parseSecretList } from "~/lib/signing-secrets.server";
import { blogPosts } from "~db/schema";
import { apiHeaders, createAdmin, signInWithApi, signInWithForm } from "../support/admin";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { requestsLoggedDuring } from "../support/request-log";
import { request, requestWithEnv, withDb } from "../support/worker";

const category = uniqueName("Page Cache");
const slugs: string[] = [];
const bindings = env as unknown as Record<string, string>;

beforeAll(async () => {
  const slug = uniqueName("page-cache-post");
  slugs.push(slug);
  await createPosts([{ slug, category, title: "Cached page post" }]);
});
afterAll(() => deletePosts(slugs));

const unique = () => crypto.randomUUID().slice(0, 8);

async function fetchPage(path: string, init?: RequestInit) {
  const response = await request(path, init);
  return { response, html: await response.text() };
}

function nonceOf(response: Response) {
  return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
}

/** The signed form stamp (issued-at millis, a dot, an HMAC), wherever the page carries it. */
const stampOf = (html: string) => /\b(\d{13}\.[\w-]{43})\b/.exec(html)?.[1];

/** A valid consent cookie for a choice, as the banner's form sets it, and its record's id. */
async function consentCookie(intent: "accept-all" | "reject-all") {
  const response = await request("/consent", {
    method: "POST",
    body: new URLSearchParams({ intent, returnTo: "/" }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("cookie_consent="))!
    .split(";")[0]!;
  const current = await request("/api/v1/consent", { headers: { Cookie: cookie } });
  const { consent } = (await current.json()) as { consent: { id: string; timestamp: string } };
  return { cookie, id: consent.id, timestamp: consent.timestamp };
}

/** The page is stored off the critical path (waitUntil): ask until a copy answers. */
async function readUntilHit(path: string, cookie: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const page = await fetchPage(path, { headers: { Cookie: cookie } });
    if (page.response.headers.get("x-cache") === "HIT") return page;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${path} never came from the cache`);
}

/** What `work` gives, and how many pages the page cache stored meanwhile (one per render). */
async function countingPagesStored<T>(work: () => Promise<T>) {
  const cachePrototype = Object.getPrototypeOf(
    (caches as unknown as { default: Cache }).default,
  ) as Cache;
  const stores = vi.spyOn(cachePrototype, "put");
  try {
    const result = await work();
    const pagesStored = stores.mock.calls.filter(([key]) =>
      (key instanceof Request ? key.url : String(key)).includes("/__page/"),
    ).length;
    return { result, pagesStored };
  } finally {
    stores.mockRestore();
  }
}

describe("the page cache", () => {
  it("serves a public page again with its own nonce and form stamp", async () => {
    const path = `/resources?search=${unique()}`;
    const first = await fetchPage(path);
    const second = await fetchPage(path);
    expect(first.response.headers.get("x-cache")).toBe("MISS");
    expect(second.response.headers.get("x-cache")).toBe("HIT");

    const [firstNonce, secondNonce] = [nonceOf(first.response)!, nonceOf(second.response)!];
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.html).not.toContain(firstNonce);
    const scriptNonces = [...second.html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(scriptNonces.length).toBeGreaterThan(0);
    for (const nonce of scriptNonces) expect(nonce).toBe(secondNonce);

    const [firstStamp, secondStamp] = [stampOf(first.html)!, stampOf(second.html)!];
    expect(secondStamp).not.toBe(firstStamp);
    const secrets = parseSecretList(bindings.SESSION_SECRET!);
    const age = await formStampAge(secondStamp, secrets);
    expect(age).not.toBeNull();
    expect(age!).toBeLessThan(5_000);

    // Apart from those two values the page is the one that was rendered.
    const normalise = (html: string, nonce: string, stamp: string) =>
      html.replaceAll(nonce, "NONCE").replaceAll(stamp, "STAMP");
    expect(normalise(second.html, secondNonce, secondStamp)).toBe(
      normalise(first.html, firstNonce, firstStamp),
    );
    expect(second.response.headers.get("x-request-id")).not.toBe(
      first.response.headers.get("x-request-id"),
    );
    for (const name of ["x-page-nonce", "x-page-form-stamp", "x-page-stored-at"])
      expect(second.response.headers.has(name)).toBe(false);

    // Later hits come from the isolate's memory: the same page, with values of their own again.
    const third = await fetchPage(path);
    expect(third.response.headers.get("x-cache")).toBe("HIT");
    const [thirdNonce, thirdStamp] = [nonceOf(third.response)!, stampOf(third.html)!];
    expect(thirdNonce).not.toBe(secondNonce);
    expect(thirdStamp).not.toBe(secondStamp);
    expect(normalise(third.html, thirdNonce, thirdStamp)).toBe(
      normalise(first.html, firstNonce, firstStamp),
    );
    for (const name of ["x-page-nonce", "x-page-form-stamp", "x-page-stored-at"])
      expect(third.response.headers.has(name)).toBe(false);
  });

  it("shares one copy per consent choice, each hit carrying the visitor's own consent record", async () => {
    const path = `/resources?search=${unique()}`;
    const [ada, grace, linus] = await Promise.all([
      consentCookie("accept-all"),
      consentCookie("accept-all"),
      consentCookie("reject-all"),
    ]);
    const first = await fetchPage(path, { headers: { Cookie: ada.cookie } });
    expect(first.response.headers.get("x-cache")).toBe("MISS");
    const second = await readUntilHit(path, grace.cookie);
    // Grace's page holds her record, never Ada's, and no banner: she has chosen.
    expect(second.html).toContain(grace.id);
    expect(second.html).not.toContain(ada.id);
    expect(second.html).not.toContain("data-consent-banner");
    // Apart from the per-response values, it is the page rendered for Ada.
    const normalise = (page: { response: Response; html: string }, visitor: typeof ada) =>
      page.html
        .replaceAll(nonceOf(page.response)!, "NONCE")
        .replaceAll(stampOf(page.html)!, "STAMP")
        .replaceAll(visitor.id, "ID")
        .replaceAll(visitor.timestamp, "TIME");
    expect(normalise(second, grace)).toBe(normalise(first, ada));
    // A hit from the isolate's memory carries its own visitor's record just the same.
    const margaret = await consentCookie("accept-all");
    const third = await fetchPage(path, { headers: { Cookie: margaret.cookie } });
    expect(third.response.headers.get("x-cache")).toBe("HIT");
    expect(third.html).toContain(margaret.id);
    expect(third.html).not.toContain(grace.id);
    expect(normalise(third, margaret)).toBe(normalise(first, ada));

    // Another choice is another copy: rendered for it, then shared by it.
    const other = await fetchPage(path, { headers: { Cookie: linus.cookie } });
    expect(other.response.headers.get("x-cache")).toBe("MISS");
    expect(other.html).toContain(linus.id);

    // Cookies the server never reads share the anonymous copy.
    await fetchPage(path);
    const withAnalytics = await readUntilHit(path, "_ga=GA1.1.123.456; _gid=GA1.1.789");
    expect(withAnalytics.html).toContain("data-consent-banner");
  });

  it("never shares a page with a visitor who carries a toast, a session or an unreadable choice, nor admin pages, errors or data requests", async () => {
    const path = `/resources?search=${unique()}`;
    await fetchPage(path);
    for (const cookie of ["cookie_consent=anything", "en_toast=x", "admin_session=y", "other=1"]) {
      const personal = await fetchPage(path, { headers: { Cookie: cookie } });
      expect(personal.response.headers.has("x-cache"), cookie).toBe(false);
    }

    const missing = `/no-such-page-${unique()}`;
    for (let i = 0; i < 2; i++) {
      const { response } = await fetchPage(missing);
      expect(response.status).toBe(404);
      expect(response.headers.get("x-cache")).not.toBe("HIT");
    }
    for (let i = 0; i < 2; i++) {
      const { response } = await fetchPage("/admin/login");
      expect(response.headers.has("x-cache")).toBe(false);
    }
    const data = await fetchPage(`${path}&_data=root`);
    expect(data.response.headers.has("x-cache")).toBe(false);
  });

  it("retires cached pages when a post is published", async () => {
    const path = `/blog?category=${encodeURIComponent(category)}`;
    await fetchPage(path);
    expect((await fetchPage(path)).response.headers.get("x-cache")).toBe("HIT");

    const admin = await createAdmin();
    const { tokens } = await signInWithApi(admin.email, admin.password);
    const auth = { Authorization: `Bearer ${tokens.accessToken}` };
    const csrf = (await (await request("/api/v1/admin/auth/csrf", { headers: auth })).json()) as {
      csrfToken: string;
    };
    const slug = uniqueName("page-cache-new");
    slugs.push(slug);
    const created = await request("/api/v1/admin/blog/posts", {
      method: "POST",
      headers: { ...auth, "X-CSRF-Token": csrf.csrfToken, "Content-Type": "application/json" },
      body: JSON.stringify({
        title: "Freshly published",
        slug,
        excerpt: "A post that must appear at once.",
        content: "A body long enough for the schema. ".repeat(5),
        category,
        published: true,
      }),
    });
    expect(created.status).toBe(201);

    const after = await fetchPage(path);
    expect(after.response.headers.get("x-cache")).toBe("MISS");
    expect(after.html).toContain("Freshly published");
  });

  it("serves a stale page at once and renders it again behind it", async () => {
    const staleCategory = uniqueName("Stale Category");
    const first = uniqueName("stale-first");
    slugs.push(first);
    await createPosts([{ slug: first, category: staleCategory, title: "The first post" }]);
    const path = `/blog?category=${encodeURIComponent(staleCategory)}`;
    const everyHitStale = { PAGE_CACHE_FRESH_SECONDS: "0" };
    expect((await requestWithEnv(everyHitStale, path)).headers.get("x-cache")).toBe("MISS");

    // A change that (unlike an admin write) purges nothing: only a new render can show it.
    await withDb((db) =>
      db.update(blogPosts).set({ title: "The renamed post" }).where(eq(blogPosts.slug, first)),
    );
    // The JSON cache would still answer the old list; this test is about the page.
    const stale = await requestWithEnv(everyHitStale, path);
    expect(stale.headers.get("x-cache")).toBe("STALE");
    expect(await stale.text()).toContain("The first post");

    // requestWithEnv waited for the background render; the next visitor gets it, fresh.
    const renewed = await fetchPage(path);
    expect(renewed.response.headers.get("x-cache")).toBe("HIT");
    expect(renewed.html).toContain("The first post");
  });

  it("renders a stale page again once, however many visitors find it stale meanwhile", async () => {
    const renewedCategory = uniqueName("Renewed Once");
    const slug = uniqueName("renewed-once");
    slugs.push(slug);
    await createPosts([{ slug, category: renewedCategory, title: "The renewed post" }]);
    const path = `/blog?category=${encodeURIComponent(renewedCategory)}`;
    const everyHitStale = { PAGE_CACHE_FRESH_SECONDS: "0" };
    expect((await requestWithEnv(everyHitStale, path)).headers.get("x-cache")).toBe("MISS");

    const { result: visitors, pagesStored } = await countingPagesStored(() =>
      Promise.all(Array.from({ length: 8 }, () => requestWithEnv(everyHitStale, path))),
    );
    expect(visitors.map((visitor) => visitor.headers.get("x-cache"))).toEqual(
      Array(8).fill("STALE"),
    );
    await Promise.all(visitors.map((visitor) => visitor.body?.cancel()));
    // Each render stores the page it made: one render, one page stored.
    expect(pagesStored).toBe(1);
  });

  it("renders a page once for the visitors who ask for it at the same time, each with their own tokens", async () => {
    const path = `/resources?search=${unique()}`;
    const { result: visitors, pagesStored } = await countingPagesStored(() =>
      Promise.all(Array.from({ length: 8 }, () => fetchPage(path))),
    );
    const statuses = visitors.map((visitor) => visitor.response.headers.get("x-cache"));
    expect(statuses.filter((status) => status === "MISS")).toHaveLength(1);
    expect(statuses.filter((status) => status === "HIT")).toHaveLength(7);
    expect(pagesStored).toBe(1);
    const nonces = visitors.map((visitor) => nonceOf(visitor.response)!);
    expect(new Set(nonces).size).toBe(8);
    const secrets = parseSecretList(bindings.SESSION_SECRET!);
    for (const [index, visitor] of visitors.entries()) {
      expect(visitor.response.status).toBe(200);
      expect(visitor.html).toContain(`nonce="${nonces[index]}"`);
      expect(await formStampAge(stampOf(visitor.html), secrets)).not.toBeNull();
    }
  });

  it("shares one render's error page with the visitors who asked at the same time, and keeps none", async () => {
    const path = `/blog/${uniqueName("never-written")}`;
    const { result: visitors, logged } = await requestsLoggedDuring(() =>
      Promise.all(Array.from({ length: 4 }, () => fetchPage(path))),
    );
    // The request log names the database time of a request that used it: one did, for all four.
    const requestsOfPage = logged.filter((entry) => entry.path === path);
    expect(requestsOfPage).toHaveLength(4);
    expect(requestsOfPage.filter((entry) => entry.dbMs !== undefined)).toHaveLength(1);
    for (const visitor of visitors) {
      expect(visitor.response.status).toBe(404);
      expect(visitor.response.headers.get("x-cache")).toBeNull();
      expect(visitor.html).toContain(`nonce="${nonceOf(visitor.response)}"`);
    }
    expect(new Set(visitors.map((visitor) => nonceOf(visitor.response))).size).toBe(4);
    // Nothing was kept: the next visitor has the page rendered again.
    const later = await fetchPage(path);
    expect(later.response.status).toBe(404);
    expect(later.response.headers.get("x-cache")).toBeNull();
  });

  it("serves a copy from the isolate's memory only while it is fresh", async () => {
    const category = uniqueName("Memory Category");
    const slug = uniqueName("memory-first");
    slugs.push(slug);
    await createPosts([{ slug, category, title: "The remembered post" }]);
    const path = `/blog?category=${encodeURIComponent(category)}`;
    // Waits for the Worker's work after the answer: the copy is in the Cache API, not only in memory.
    const first = await requestWithEnv({}, path);
    expect(first.headers.get("x-cache")).toBe("MISS");
    await first.body?.cancel();
    await readUntilHit(path, "");
    expect((await fetchPage(path)).response.headers.get("x-cache")).toBe("HIT");

    // To a request for which no copy is fresh, the one in memory is no hit: the page cache's
    // copy is served stale and rendered again behind it, which the next visitor gets.
    const stale = await requestWithEnv({ PAGE_CACHE_FRESH_SECONDS: "0" }, path);
    expect(stale.headers.get("x-cache")).toBe("STALE");
    await stale.body?.cancel();
    expect((await fetchPage(path)).response.headers.get("x-cache")).toBe("HIT");
  });

  it("counts a view of a post page served from the cache", async () => {
    const slug = slugs[0]!;
    const views = () =>
      withDb(
        async (db) =>
          (await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0]!.viewCount,
      );
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";
    const before = await views();
    await fetchPage(`/blog/${slug}`, {
      headers: { "User-Agent": browser, "CF-Connecting-IP": "198.51.100.60" },
    });
    const cached = await fetchPage(`/blog/${slug}`, {
      headers: { "User-Agent": browser, "CF-Connecting-IP": "198.51.100.61" },
    });
    expect(cached.response.headers.get("x-cache")).toBe("HIT");
    for (let attempt = 0; attempt < 100 && (await views()) < before + 2; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await views()).toBe(before + 2);
  });

  it("answers a warm hit of a post from the isolate's memory, without a Cache API lookup, counting its view included", async () => {
    const path = `/blog/${slugs[0]!}`;
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";
    const reader = { "User-Agent": browser, "CF-Connecting-IP": "198.51.100.62" };
    await fetchPage(path, { headers: reader });
    await fetchPage(path, { headers: reader });
    const cachePrototype = Object.getPrototypeOf(
      (caches as unknown as { default: Cache }).default,
    ) as Cache;
    const lookups = vi.spyOn(cachePrototype, "match");
    try {
      const newReader = await fetchPage(path, {
        headers: { ...reader, "CF-Connecting-IP": "198.51.100.63" },
      });
      const reload = await fetchPage(path, { headers: reader });
      expect(newReader.response.headers.get("x-cache")).toBe("HIT");
      expect(reload.response.headers.get("x-cache")).toBe("HIT");
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });
});

describe("the page cache's keys", () => {
  it("keeps what a visitor adds to the address out of the copy others are served", async () => {
    const poison = `evil${unique()}`;
    const spoofed = await fetchPage(
      `/terms?__page_generation=x&__page_variant=${poison}&utm_source=${poison}&returnTo=${poison}`,
    );
    expect(spoofed.response.status).toBe(200);
    expect(spoofed.html).not.toContain(poison);
    const clean = await fetchPage("/terms");
    expect(clean.response.headers.get("x-cache")).toBe("HIT");
    expect(clean.html).not.toContain(poison);
    // Tracking tags share the page's one copy instead of splitting the cache.
    const tagged = await fetchPage(`/terms?utm_campaign=${unique()}&fbclid=${unique()}`);
    expect(tagged.response.headers.get("x-cache")).toBe("HIT");
  });

  it("never caches or dresses as public an admin path written in capitals", async () => {
    for (let i = 0; i < 2; i++) {
      const { response } = await fetchPage("/ADMIN/LOGIN");
      expect(response.status).toBe(200);
      expect(response.headers.has("x-cache")).toBe(false);
    }
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const { response, html } = await fetchPage("/ADMIN/DASHBOARD", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(html).not.toContain("data-consent-banner");
    const api = await request("/API/V1/blog/categories");
    expect(api.headers.get("x-api-version")).toBe("v1");
    expect(api.headers.get("content-type")).toContain("application/json");
  });

  it("retires a post page cached under another host name of the site", async () => {
    const site = { SITE_URL: "http://localhost" };
    const slug = uniqueName("other-host");
    slugs.push(slug);
    const [post] = await createPosts([{ slug, category, title: "Seen under two names" }]);
    const elsewhere = `http://127.0.0.1/blog/${slug}`;
    await requestWithEnv(site, elsewhere);
    expect((await requestWithEnv(site, elsewhere)).headers.get("x-cache")).toBe("HIT");

    const admin = await createAdmin();
    const { writeAuth } = await apiHeaders(admin.email, admin.password);
    const hidden = await requestWithEnv(
      site,
      `/api/v1/admin/blog/posts/${post!.id}/toggle-publish`,
      {
        method: "POST",
        headers: writeAuth,
      },
    );
    expect(hidden.status).toBe(200);
    expect((await requestWithEnv(site, elsewhere)).status).toBe(404);
  });

  it("retires a post cached under each host name it was asked under when no SITE_URL is set", async () => {
    // The README's default: every host name has its own copies, and one generation rules them.
    expect(bindings.SITE_URL).toBeUndefined();
    const slug = uniqueName("two-hosts");
    slugs.push(slug);
    const [post] = await createPosts([{ slug, category, published: false }]);
    const admin = await createAdmin();
    const { writeAuth } = await apiHeaders(admin.email, admin.password);
    const togglePublished = async () =>
      (
        await request(`/api/v1/admin/blog/posts/${post!.id}/toggle-publish`, {
          method: "POST",
          headers: writeAuth,
        })
      ).status;
    expect(await togglePublished()).toBe(200);
    const underEachHost = ["http://localhost", "http://127.0.0.1"].map(
      (origin) => `${origin}/blog/${slug}`,
    );
    for (const page of underEachHost) await readUntilHit(page, "");

    expect(await togglePublished()).toBe(200);
    for (const page of underEachHost) {
      const { response } = await fetchPage(page);
      expect(response.status).toBe(404);
    }
  });
});

/** The years of the footer's "© 2015–2026" line. */
const footerYears = (html: string) =>
  /©\s*(?:<!-- -->)?(\d{4})(?:<!-- -->)?–(?:<!-- -->)?(\d{4})/.exec(html)?.slice(1);

// Last in the file: the Worker keeps remembering this test's generation, read on a clock that
// ran ahead, until the next file evaluates its modules afresh.
describe("the page cache across midnight", () => {
  afterEach(() => vi.useRealTimers());

  it("renders a page again once the day it shows is over, rather than serve its copy", async () => {
    // The footer names the current year: a copy from 31 December must not reach 1 January.
    const year = new Date().getUTCFullYear();
    const newYear = Date.UTC(year + 1, 0, 1);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(newYear - 30_000);
    // A generation of its own, with no end. The database's clock has not moved: a generation the
    // Worker started would end at a post another test scheduled for later today, long past here.
    await generationStoreFor(env as never).write({ id: `year-end-${unique()}`, until: null });
    const path = `/resources?search=${unique()}`;
    const first = await requestWithEnv({}, path);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(footerYears(await first.text())).toEqual(["2015", String(year)]);
    const hit = await readUntilHit(path, "");
    expect(footerYears(hit.html)).toEqual(["2015", String(year)]);

    vi.setSystemTime(newYear + 5_000);
    const after = await fetchPage(path);
    expect(after.response.headers.get("x-cache")).toBe("MISS");
    expect(footerYears(after.html)).toEqual(["2015", String(year + 1)]);
  });
});
