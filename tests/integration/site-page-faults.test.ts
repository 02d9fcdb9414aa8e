/**
 * The site's own pages under a failing database. A visitor gets the page from the edge's copies
 * of its documents while they last; with none, a 503 page that says when to come back, within
 * the database's deadline: never the code's own copy of a page's text, which may say what an
 * admin has since changed (a superseded privacy policy). An admin's save that Postgres cannot
 * finish is a 503 that changes nothing, and the same save goes through once it is back.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultSitePage } from "~/schemas/site-page-defaults";
import type { SitePageDocument } from "~/schemas/site-pages";
import { sitePageRevisions } from "~db/schema";
import { apiHeaders, createAdmin } from "../support/admin";
import { startNewCacheGeneration } from "../support/cache-generation";
import { FAULTY_DATABASE, setDatabaseFault, timed, whileLocked } from "../support/faults";
import { request, requestWithEnv, withDb } from "../support/worker";

/** Answers within the database's deadline plus rendering, well under 10 s. */
const ANSWER_WITHIN_MS = 10_000;

afterEach(() => setDatabaseFault("up"));
// Every connection through the proxy is closed at the end, so none outlives the test run.
afterAll(async () => {
  await setDatabaseFault("cut");
  await setDatabaseFault("up");
});

/** A host of its own: no page of it is in the edge cache. */
const freshHost = () => `http://pages-${crypto.randomUUID().slice(0, 8)}.localhost`;

/** Each page, what it says when it cannot be had, and a heading it shows when it can. */
const pages = [
  ["/", "The home page is unavailable just now.", defaultSitePage("home").servicesHeading.title],
  ["/team", "The team page is unavailable just now.", defaultSitePage("team").membersHeading],
  ["/privacy", "This page is unavailable just now.", defaultSitePage("privacy").title],
] as const;

async function expectUnavailablePage(response: Response, message: string) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  expect(await response.text()).toContain(message);
}

describe("a public page asked for cold", () => {
  // No document read before is kept, in the edge cache or the Worker's memory.
  beforeEach(startNewCacheGeneration);

  it.each(pages)(
    "%s says it is unavailable at once while the database is stopped",
    async (path, message) => {
      await setDatabaseFault("cut");
      const { result, ms } = await timed(() =>
        requestWithEnv(FAULTY_DATABASE, `${freshHost()}${path}`),
      );
      await expectUnavailablePage(result, message);
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    },
  );

  it("says so within the deadline when the network path freezes", async () => {
    await setDatabaseFault("freeze");
    const { result, ms } = await timed(() =>
      Promise.all(pages.map(([path]) => requestWithEnv(FAULTY_DATABASE, `${freshHost()}${path}`))),
    );
    for (const [index, response] of result.entries())
      await expectUnavailablePage(response, pages[index]![1]);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("is rendered from the edge's copies of its documents while the database is stopped", async () => {
    const host = freshHost();
    // Read once while Postgres answers: the documents are now in this site's edge cache.
    for (const [path] of pages) {
      const warm = await requestWithEnv(FAULTY_DATABASE, `${host}${path}`);
      expect(warm.status).toBe(200);
      await warm.body?.cancel();
    }
    await setDatabaseFault("cut");
    // A cookie the page cache does not share: the page is rendered for this request alone.
    const ownRender = { headers: { Cookie: `own-render=${crypto.randomUUID()}` } };
    for (const [path, , heading] of pages) {
      const response = await requestWithEnv(FAULTY_DATABASE, `${host}${path}`, ownRender);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(heading);
    }
  });

  it("has its tags answered by the API as the page is: 503 for a page's text, the code's name for the company", async () => {
    await setDatabaseFault("cut");
    const privacy = await requestWithEnv(FAULTY_DATABASE, `${freshHost()}/api/v1/ssr/page/privacy`);
    expect(privacy.status).toBe(503);
    expect(Number(privacy.headers.get("Retry-After"))).toBeGreaterThan(0);
    await privacy.body?.cancel();
    // The contact page's tags quote no page's text: the company's name as the code has it,
    // for no longer than this answer takes.
    const contact = await requestWithEnv(FAULTY_DATABASE, `${freshHost()}/api/v1/ssr/page/contact`);
    expect(contact.status).toBe(200);
    expect(contact.headers.get("Cache-Control")).toBe("public, max-age=0");
    expect(((await contact.json()) as { meta: { title: string } }).meta.title).toBe(
      "Contact | Kaleon AI",
    );
  });
});

describe("an admin's save during an outage", () => {
  let headers: Record<string, string>;

  interface Page {
    version: number;
    status: string;
    draft: SitePageDocument;
    published: SitePageDocument | null;
  }

  beforeAll(async () => {
    const owner = await createAdmin({ role: "super_admin" });
    headers = {
      ...(await apiHeaders(owner.email, owner.password)).writeAuth,
      "Content-Type": "application/json",
    };
  });

  async function getPage(name: string) {
    const response = await request(`/api/v1/admin/pages/${name}`, { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as { page: Page }).page;
  }

  const save = (name: string, body: unknown) =>
    requestWithEnv(FAULTY_DATABASE, `/api/v1/admin/pages/${name}`, {
      method: "PUT",
      headers,
      body: JSON.stringify(body),
    });

  async function expectUnavailableJson(response: Response) {
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      message: "The service is temporarily unavailable. Please try again in a moment.",
    });
  }

  async function revisionCount(name: string) {
    const [row] = await withDb((db) =>
      db
        .select({ revisions: count() })
        .from(sitePageRevisions)
        .where(eq(sitePageRevisions.pageName, name)),
    );
    return row!.revisions;
  }

  it("is refused with 503 while the database is stopped, and goes through once it is back", async () => {
    const before = await getPage("resources");
    const content = defaultSitePage("resources");
    content.heading.intro = "Saved once the database came back.";
    await setDatabaseFault("cut");
    await expectUnavailableJson(await save("resources", { content, version: before.version }));
    await setDatabaseFault("up");
    expect(await getPage("resources")).toMatchObject({ version: before.version });

    const saved = await save("resources", { content, version: before.version });
    expect(saved.status).toBe(200);
    const { page } = (await saved.json()) as { page: Page };
    expect(page).toMatchObject({ version: before.version + 1, status: "draft_changes" });
    const restored = await save("resources", {
      content: before.draft,
      version: page.version,
    });
    expect(restored.status).toBe(200);
    await restored.body?.cancel();
  });

  it("that stalls inside its transaction writes nothing, and the same save works later", async () => {
    const before = await getPage("resources");
    const revisions = await revisionCount("resources");
    const content = defaultSitePage("resources");
    content.heading.title = "Stalled publish";
    // The publish's revision cannot be written until the deadline: its draft and version,
    // already changed in the same transaction, must not stay changed.
    const { result, ms } = await whileLocked("site_page_revisions", () =>
      timed(() => save("resources", { content, version: before.version, publish: true })),
    );
    await expectUnavailableJson(result);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    const after = await getPage("resources");
    expect(after).toMatchObject({ version: before.version, status: before.status });
    expect(after.draft).toEqual(before.draft);
    expect(await revisionCount("resources")).toBe(revisions);
    const html = await (await request(`${freshHost()}/resources`)).text();
    expect(html).not.toContain("Stalled publish");

    const retried = await save("resources", { content, version: before.version, publish: true });
    expect(retried.status).toBe(200);
    await retried.body?.cancel();
    expect(await revisionCount("resources")).toBe(revisions + 1);
    expect(await (await request(`${freshHost()}/resources`)).text()).toContain("Stalled publish");
    const reset = await save("resources", {
      content: before.published ?? defaultSitePage("resources"),
      version: before.version + 1,
      publish: true,
    });
    expect(reset.status).toBe(200);
    await reset.body?.cancel();
  });
});
