/**
 * The site's own pages through the admin API: drafts the public does not see, publishing that
 * retires cached copies, revisions and their restore, stale saves refused, bad documents
 * refused field by field, and who may change which page.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSitePage } from "~/schemas/site-page-defaults";
import { users } from "~db/schema";
import {
  apiHeaders,
  auditEntries,
  createAdmin,
  createTestApiKey,
  signInWithForm,
} from "../support/admin";
import { FAULTY_DATABASE, setDatabaseFault } from "../support/faults";
import { pngImage } from "../support/images";
import { request, requestWithEnv, withDb } from "../support/worker";

type Headers = Record<string, string>;
let superAdmin: Headers;
let admin: Headers;
let adminReader: Headers;
let editorCookie: string;

interface Page {
  name: string;
  status: string;
  version: number;
  draft: { hero?: { title: string } };
  published: { hero?: { title: string } } | null;
  publishedBy: string | null;
}

beforeAll(async () => {
  const owner = await createAdmin({ role: "super_admin" });
  const editor = await createAdmin({ role: "admin" });
  const json = { "Content-Type": "application/json" };
  superAdmin = { ...(await apiHeaders(owner.email, owner.password)).writeAuth, ...json };
  const editorHeaders = await apiHeaders(editor.email, editor.password);
  admin = { ...editorHeaders.writeAuth, ...json };
  adminReader = editorHeaders.auth;
  editorCookie = await signInWithForm(editor.email, editor.password);
});

async function getPage(name: string, headers: Headers = adminReader) {
  const response = await request(`/api/v1/admin/pages/${name}`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { page: Page }).page;
}

function save(name: string, body: unknown, headers: Headers = admin) {
  return request(`/api/v1/admin/pages/${name}`, {
    method: "PUT",
    headers,
    body: JSON.stringify(body),
  });
}

function heroOf(html: string) {
  return /<h1 id="hero-heading"[^>]*>([^<]*)/.exec(html)?.[1]?.trim();
}

async function heroOnHome() {
  return heroOf(await (await request("/")).text());
}

/** Puts today's home page back, published, whatever a test did to it. */
async function resetHome() {
  const page = await getPage("home");
  const response = await save(
    "home",
    { content: defaultSitePage("home"), version: page.version, publish: true },
    superAdmin,
  );
  expect(response.status).toBe(200);
}

afterAll(resetHome);

describe("the site's pages in the admin API", () => {
  it("lists every page with its title and status", async () => {
    const response = await request("/api/v1/admin/pages", { headers: adminReader });
    expect(response.status).toBe(200);
    const { pages } = (await response.json()) as { pages: { name: string; title: string }[] };
    expect(pages.map((page) => page.name)).toEqual([
      "home",
      "team",
      "resources",
      "privacy",
      "terms",
      "cookies",
      "site",
    ]);
    expect(pages[3]).toMatchObject({ title: "Privacy Policy" });
  });

  it("keeps a draft from the public, publishes it everywhere, and restores a revision", async () => {
    const before = await getPage("home");
    const draft = defaultSitePage("home");
    draft.hero.title = "Drafted headline,";
    const saved = await save("home", { content: draft, version: before.version });
    expect(saved.status).toBe(200);
    const afterDraft = ((await saved.json()) as { page: Page }).page;
    expect(afterDraft).toMatchObject({ status: "draft_changes", version: before.version + 1 });
    expect(await heroOnHome()).toBe("Intelligent software,");

    draft.hero.title = "Published headline,";
    const published = await save("home", {
      content: draft,
      version: afterDraft.version,
      publish: true,
    });
    expect(published.status).toBe(200);
    expect(((await published.json()) as { page: Page }).page).toMatchObject({
      status: "published",
    });
    expect(await heroOnHome()).toBe("Published headline,");

    const revisions = (await (
      await request("/api/v1/admin/pages/home/revisions", { headers: adminReader })
    ).json()) as { revisions: { id: number; publishedBy: string | null }[] };
    expect(revisions.revisions.length).toBeGreaterThanOrEqual(2);
    const [newest] = await auditEntries("page.published", "page:home");
    expect(newest).toBeDefined();

    // The oldest revision is the seeded content: restoring makes it the draft only.
    const oldest = revisions.revisions.at(-1)!;
    const restored = await request(`/api/v1/admin/pages/home/revisions/${oldest.id}/restore`, {
      method: "POST",
      headers: admin,
    });
    expect(restored.status).toBe(200);
    const afterRestore = ((await restored.json()) as { page: Page }).page;
    expect(afterRestore.draft.hero?.title).toBe("Intelligent software,");
    expect(afterRestore.status).toBe("draft_changes");
    expect(await heroOnHome()).toBe("Published headline,");
    expect((await auditEntries("page.restored", "page:home")).length).toBeGreaterThan(0);
    await resetHome();
    expect(await heroOnHome()).toBe("Intelligent software,");
  });

  it("shows the published home page under a host name not seen yet while the database is away", async () => {
    const before = await getPage("home");
    const page = defaultSitePage("home");
    page.hero.title = "Kept through an outage,";
    const published = await save("home", { content: page, version: before.version, publish: true });
    expect(published.status).toBe(200);
    expect(await heroOnHome()).toBe("Kept through an outage,");
    await setDatabaseFault("cut");
    try {
      // A host name of its own: the edge cache holds nothing under it, the isolate does.
      const origin = `http://outage-${crypto.randomUUID().slice(0, 8)}.localhost`;
      const response = await requestWithEnv(FAULTY_DATABASE, `${origin}/`);
      expect(response.status).toBe(200);
      expect(heroOf(await response.text())).toBe("Kept through an outage,");
    } finally {
      await setDatabaseFault("up");
    }
    await resetHome();
  });

  it("refuses a save made from an older version, keeping the page as it is", async () => {
    const page = await getPage("home");
    const content = defaultSitePage("home");
    content.hero.title = "Stale headline,";
    const response = await save("home", { content, version: page.version - 1 });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { message: string; page: Page };
    expect(body.message).toMatch(/Someone else saved this page/);
    expect(body.page.version).toBe(page.version);
    expect((await getPage("home")).draft.hero?.title).not.toBe("Stale headline,");
  });

  it("lets exactly one of two saves from the same version through", async () => {
    const page = await getPage("home");
    const answers = await Promise.all(
      ["First,", "Second,"].map((title) => {
        const content = defaultSitePage("home");
        content.hero.title = title;
        return save("home", { content, version: page.version });
      }),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await getPage("home")).version).toBe(page.version + 1);
  });

  it("answers a bad document with each field's message", async () => {
    const page = await getPage("home");
    const content = defaultSitePage("home");
    content.hero.title = "";
    content.hero.subtitle = "x".repeat(401);
    content.hero.primaryCta.href = "https://evil.example/";
    const response = await save("home", { content, version: page.version, publish: true });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(errors).toEqual({
      "content.hero.title": ["This field is required."],
      "content.hero.subtitle": ["Keep this to 400 characters or fewer."],
      "content.hero.primaryCta.href": [
        "Link to a page of this site: a path starting with / (such as /#contact), not another site.",
      ],
    });
    expect((await getPage("home")).version).toBe(page.version);
  });

  it("refuses a team member's photo the media library does not hold", async () => {
    const page = await getPage("team");
    const content = defaultSitePage("team");
    content.members[0]!.photo = "/media/AAAAAAAAAAAAAAAAAAAAAA.png";
    const response = await save("team", { content, version: page.version });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { "content.members.0.photo": ["Choose a photo from the media library."] },
    });
  });

  it("reads page names in any case and answers 404 for others", async () => {
    expect((await getPage("HoMe")).name).toBe("home");
    const unknown = await request("/api/v1/admin/pages/blog", { headers: adminReader });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Page not found" });
  });

  it("lets only super admins change the legal pages, and no API key", async () => {
    const page = await getPage("privacy");
    const content = defaultSitePage("privacy");
    content.body += "\n\nOne more sentence.";
    const byAdmin = await save("privacy", { content, version: page.version }, admin);
    expect(byAdmin.status).toBe(403);
    const key = await createTestApiKey({ name: "pages", permissions: ["read", "write"] });
    const byKey = await save(
      "privacy",
      { content, version: page.version },
      { "X-API-Key": key.key, "Content-Type": "application/json" },
    );
    expect(byKey.status).toBe(403);
    const byOwner = await save("privacy", { content, version: page.version }, superAdmin);
    expect(byOwner.status).toBe(200);
    const again = await getPage("privacy");
    expect(
      (
        await save(
          "privacy",
          { content: defaultSitePage("privacy"), version: again.version },
          superAdmin,
        )
      ).status,
    ).toBe(200);
  });

  it("refuses an admin suspended since signing in", async () => {
    const leaver = await createAdmin({ role: "admin" });
    const headers = {
      ...(await apiHeaders(leaver.email, leaver.password)).writeAuth,
      "Content-Type": "application/json",
    };
    await withDb((db) =>
      db.update(users).set({ status: "suspended" }).where(eq(users.id, leaver.id)),
    );
    const page = await getPage("site");
    const response = await save(
      "site",
      { content: defaultSitePage("site"), version: page.version },
      headers,
    );
    expect([401, 403]).toContain(response.status);
    expect((await getPage("site")).version).toBe(page.version);
  });

  it("schedules a publish without showing it before its moment", async () => {
    const page = await getPage("home");
    const content = defaultSitePage("home");
    content.hero.title = "Scheduled headline,";
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const response = await save("home", {
      content,
      version: page.version,
      publish: true,
      publishAt,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { page: Page & { publishAt: string } }).page).toMatchObject({
      status: "scheduled",
    });
    expect(await heroOnHome()).toBe("Intelligent software,");
    expect((await auditEntries("page.scheduled", "page:home")).length).toBeGreaterThan(0);
    await resetHome();
  });

  it("shows a new member's photo on /team, and keeps the image while the page shows it", async () => {
    const form = new FormData();
    form.set("file", new File([pngImage(4, 4)], "me.png"));
    const { "Content-Type": _json, ...uploadHeaders } = admin;
    const uploaded = await request("/api/v1/admin/media", {
      method: "POST",
      headers: uploadHeaders,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id, url } = (await uploaded.json()) as { id: string; url: string };
    const page = await getPage("team");
    const content = defaultSitePage("team");
    content.members.push({ ...content.members[0]!, name: "Juno", photo: url });
    const saved = await save("team", { content, version: page.version, publish: true });
    expect(saved.status).toBe(200);
    const html = await (await request("/team")).text();
    expect(html).toContain("Juno");
    expect(html).toContain(`src="${url}"`);

    const refused = await request(`/api/v1/admin/media/${id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: "This image is shown by the Team page. Remove it from that page first.",
      usedBy: [{ page: "team", title: "Team" }],
    });
    // The library's card says so too, and leads to the page's form, where it can be removed.
    const library = await (
      await request("/admin/media", { headers: { Cookie: editorCookie } })
    ).text();
    expect(library).toMatch(/<a[^>]*href="\/admin\/pages\/team"[^>]*>Team page<\/a>/);
    const again = await getPage("team");
    const reset = await save(
      "team",
      { content: defaultSitePage("team"), version: again.version, publish: true },
      superAdmin,
    );
    expect(reset.status).toBe(200);
  });
});
