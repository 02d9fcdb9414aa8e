/**
 * Admin forms that are not queued (the post editor, Settings) while Postgres is away, as a
 * browser without JavaScript sends them: the answer is the form again with what was typed and
 * a message to try again (503, Retry-After), never an error page in its place; sent again once
 * the database is back, the same form saves.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, blogPosts } from "~db/schema";
import { createAdmin, csrfTokenFromPage, form, signInWithForm } from "../support/admin";
import { createPosts, deletePosts } from "../support/blog-fixtures";
import { FAULTY_DATABASE, setDatabaseFault, whileLocked } from "../support/faults";
import { requestWithEnv, withDb } from "../support/worker";

const NOT_SAVED = "Your changes were not saved";
const unique = () => `us${crypto.randomUUID().slice(0, 8)}`;
const CONTENT =
  "Typed during an outage, and every word of it must come back to its author. ".repeat(3);

let cookie: string;
let csrf: string;
const slugs: string[] = [];

beforeAll(async () => {
  const admin = await createAdmin();
  cookie = await signInWithForm(admin.email, admin.password);
  csrf = await csrfTokenFromPage(cookie, "/admin/blog/new");
});
afterEach(() => setDatabaseFault("up"));
afterAll(async () => {
  await deletePosts(slugs);
  // Every connection through the proxy is closed at the end, so none outlives the test run.
  await setDatabaseFault("cut");
  await setDatabaseFault("up");
});

/** A form post from the signed-in browser, through the fault proxy. */
function postForm(path: string, fields: Record<string, string> | URLSearchParams) {
  return requestWithEnv(FAULTY_DATABASE, path, {
    method: "POST",
    body: fields instanceof URLSearchParams ? fields : form(fields),
    headers: { Cookie: cookie },
    redirect: "manual",
  });
}

const editorFields = (tag: string) => ({
  csrf,
  intent: "save",
  title: `Unsaved ${tag} <draft> & "quotes"`,
  slug: `unsaved-${tag}`,
  excerpt: `An excerpt typed for ${tag}.`,
  content: CONTENT,
  category: `Outage ${tag}`,
  author: "Kept Author",
  tags: "kept, typed",
});

/** Escaped as React writes text into attributes and elements. */
const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

async function expectFormKept(response: Response, fields: Record<string, string>) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  const html = await response.text();
  expect(html).toContain(NOT_SAVED);
  for (const name of ["title", "excerpt", "category", "author", "tags", "slug"])
    expect(html).toContain(escaped(fields[name]!).replaceAll('"', "&quot;"));
  expect(html).toContain(CONTENT.trim());
  // The form still carries its CSRF token, so sending it again works once the database is back.
  expect(html).toContain(`name="csrf" value="${csrf}"`);
  return html;
}

/** The fields of the form in a kept page, as the browser would send them again. */
function resend(html: string, fields: Record<string, string>) {
  const token = /name="csrf" value="([^"]*)"/.exec(html)?.[1] ?? "";
  return form({ ...fields, csrf: token });
}

const storedPost = (slug: string) =>
  withDb((db) => db.select().from(blogPosts).where(eq(blogPosts.slug, slug))).then(
    ([post]) => post,
  );

describe("the post editor while Postgres is away", () => {
  it("gives a new post back as typed while the database is stopped, and saves it once it is back", async () => {
    const tag = unique();
    const fields = editorFields(tag);
    slugs.push(fields.slug);
    await setDatabaseFault("cut");
    const html = await expectFormKept(await postForm("/admin/blog/new", fields), fields);
    expect(await storedPost(fields.slug)).toBeUndefined();

    await setDatabaseFault("up");
    const saved = await postForm("/admin/blog/new", resend(html, fields));
    expect(saved.status).toBe(302);
    expect((await storedPost(fields.slug))?.title).toBe(fields.title);
  });

  it("gives an edited post back as typed under a held lock, and keeps the stored one", async () => {
    const tag = unique();
    const slug = `unsaved-edit-${tag}`;
    slugs.push(slug);
    const [post] = await createPosts([{ slug, title: `Stored ${tag}`, category: "Stored" }]);
    const fields = { ...editorFields(tag), slug };
    const response = await whileLocked("blog_posts", () =>
      postForm(`/admin/blog/edit/${post!.id}`, fields),
    );
    await expectFormKept(response, fields);
    expect((await storedPost(slug))?.title).toBe(`Stored ${tag}`);
  });

  it("gives an edited post back as typed when the network path freezes", async () => {
    const tag = unique();
    const slug = `unsaved-freeze-${tag}`;
    slugs.push(slug);
    const [post] = await createPosts([{ slug, title: `Stored ${tag}`, category: "Stored" }]);
    const fields = { ...editorFields(tag), slug };
    await setDatabaseFault("freeze");
    await expectFormKept(await postForm(`/admin/blog/edit/${post!.id}`, fields), fields);
  });

  it("still sends a browser without a session to the sign-in page", async () => {
    await setDatabaseFault("cut");
    const response = await requestWithEnv(FAULTY_DATABASE, "/admin/blog/new", {
      method: "POST",
      body: form(editorFields(unique())),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});

describe("Settings while Postgres is away", () => {
  it("gives the API key form back as typed, with the message, and creates the key once it is back", async () => {
    const name = `Outage key ${unique()}`;
    const fields = new URLSearchParams({ csrf, intent: "create-api-key", name });
    fields.append("permissions", "write");
    fields.append("permissions", "delete");
    await setDatabaseFault("cut");
    const response = await postForm("/admin/settings", fields);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toContain(NOT_SAVED);
    expect(html).toContain(`value="${name}"`);
    const checked = [...html.matchAll(/<input[^>]*name="permissions"[^>]*>/g)]
      .filter(([input]) => input.includes("checked"))
      .map(([input]) => /value="(\w+)"/.exec(input)?.[1]);
    expect(checked).toEqual(["write", "delete"]);

    await setDatabaseFault("up");
    const again = await postForm("/admin/settings", fields);
    expect(again.status).toBe(200);
    await again.body?.cancel();
    const stored = await withDb((db) => db.select().from(apiKeys).where(eq(apiKeys.name, name)));
    expect(stored.map((key) => key.permissions)).toEqual([["write", "delete"]]);
  });

  it("answers a password change with the message, and writes no password into the page", async () => {
    const password = `Never-Echoed-${unique()}-9!`;
    await setDatabaseFault("cut");
    const response = await postForm("/admin/settings", {
      csrf,
      intent: "change-password",
      currentPassword: password,
      newPassword: password,
      confirmPassword: password,
    });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(NOT_SAVED);
    expect(html).toContain('name="newPassword"');
    expect(html).not.toContain(password);
  });
});
