/**
 * The post editor's form actions (/admin/blog/new, /admin/blog/edit/{id}) as a browser without
 * JavaScript sends them: status codes, what is stored, the audit row and the public blog.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "~db/schema";
import {
  createAdmin,
  csrfTokenFromPage,
  form,
  signInWithForm,
  auditEntries,
} from "../support/admin";
import { request, withDb } from "../support/worker";

const unique = () => `ed${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const CONTENT = "A paragraph of the post body that is comfortably longer than the minimum. ".repeat(
  3,
);

let cookie: string;
let csrf: string;

beforeAll(async () => {
  const admin = await createAdmin();
  cookie = await signInWithForm(admin.email, admin.password);
  csrf = await csrfTokenFromPage(cookie, "/admin/blog/new");
});

function postForm(
  path: string,
  fields: Record<string, string>,
  { withCsrf = true, signedIn = true } = {},
) {
  return request(path, {
    method: "POST",
    body: form({ ...(withCsrf ? { csrf } : {}), ...fields }),
    headers: signedIn ? { Cookie: cookie } : {},
    redirect: "manual",
  });
}

const fieldsFor = (tag: string, extra: Record<string, string> = {}) => ({
  intent: "save",
  title: `Editor ${tag} Post`,
  slug: "",
  excerpt: "A summary that is long enough.",
  content: CONTENT,
  category: "Editor Tests",
  author: "Integration",
  tags: "one, two",
  ...extra,
});

describe("the post editor's actions", () => {
  it("sends a visitor who is not signed in to the sign-in page", async () => {
    const response = await postForm("/admin/blog/new", fieldsFor(unique()), {
      signedIn: false,
      withCsrf: false,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
  });

  it("refuses a form without the CSRF token with 403 and stores nothing", async () => {
    const tag = unique();
    const response = await postForm("/admin/blog/new", fieldsFor(tag), { withCsrf: false });
    expect(response.status).toBe(403);
    const rows = await withDb((db) =>
      db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.title, `Editor ${tag} Post`)),
    );
    expect(rows).toHaveLength(0);
  });

  it("answers 400 and says what is wrong with each invalid field", async () => {
    const response = await postForm(
      "/admin/blog/new",
      fieldsFor(unique(), {
        title: "  ",
        excerpt: "short",
        content: "too short",
        slug: "Not A Slug",
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      "Title is required",
      "Excerpt must be at least 10 characters",
      "Content must be at least 100 characters",
      "Slug must be lowercase with hyphens",
    ]) {
      expect(html).toContain(message);
    }
  });

  it("renders the Preview on the server, sanitised, without saving", async () => {
    const tag = unique();
    const response = await postForm(
      "/admin/blog/new",
      fieldsFor(tag, {
        intent: "preview",
        content: `## Preview ${tag}\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))`,
      }),
    );
    expect(response.status).toBe(200);
    const preview =
      /data-testid="server-preview"[^>]*>([\s\S]*?)<\/div>/.exec(await response.text())?.[1] ?? "";
    expect(preview).toContain(`Preview ${tag}</h2>`);
    expect(preview).not.toMatch(/<script|javascript:/i);
    const rows = await withDb((db) =>
      db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.title, `Editor ${tag} Post`)),
    );
    expect(rows).toHaveLength(0);
  });

  it("creates a published post with a slug from its title, audits it and shows it on the public blog", async () => {
    const tag = unique();
    const response = await postForm("/admin/blog/new", fieldsFor(tag, { published: "on" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/blog");

    const slug = `editor-${tag}-post`;
    const [post] = await withDb((db) =>
      db.select().from(blogPosts).where(eq(blogPosts.slug, slug)),
    );
    expect(post).toMatchObject({
      published: true,
      author: "Integration",
      tags: ["one", "two"],
      readTime: "1 min read",
    });
    expect(post!.publishedDate).toBeInstanceOf(Date);
    const audit = await auditEntries("post.created", `post:${post!.id}`);
    expect(audit).toHaveLength(1);

    const publicPost = await request(`/api/v1/blog/posts/${slug}`);
    expect(publicPost.status).toBe(200);
    expect(((await publicPost.json()) as { title: string }).title).toBe(`Editor ${tag} Post`);
  });

  it("answers 409 with a field error when the slug is taken", async () => {
    const tag = unique();
    expect((await postForm("/admin/blog/new", fieldsFor(tag))).status).toBe(302);
    const again = await postForm(
      "/admin/blog/new",
      fieldsFor(tag, { title: `Another ${tag}`, slug: `editor-${tag}-post` }),
    );
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain("This slug is already used by another post");
    expect(html).toContain(`value="Another ${tag}"`);
  });

  it("saves an edit, clearing the optional fields left empty", async () => {
    const tag = unique();
    await postForm("/admin/blog/new", fieldsFor(tag));
    const [post] = await withDb((db) =>
      db
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.slug, `editor-${tag}-post`)),
    );

    const response = await postForm(
      `/admin/blog/edit/${post!.id}`,
      fieldsFor(tag, { slug: post!.slug, title: `Renamed ${tag}`, author: "", tags: "" }),
    );
    expect(response.status).toBe(302);
    const [edited] = await withDb((db) =>
      db.select().from(blogPosts).where(eq(blogPosts.id, post!.id)),
    );
    expect(edited).toMatchObject({
      title: `Renamed ${tag}`,
      slug: post!.slug,
      author: null,
      tags: [],
    });
  });

  it("answers 404 for a post that does not exist or an id that is not one", async () => {
    expect(
      (await request("/admin/blog/edit/999999999", { headers: { Cookie: cookie } })).status,
    ).toBe(404);
    expect(
      (await request("/admin/blog/edit/not-a-number", { headers: { Cookie: cookie } })).status,
    ).toBe(404);
    expect(
      (await postForm("/admin/blog/edit/999999999", fieldsFor(unique(), { slug: "gone-post" })))
        .status,
    ).toBe(404);
  });
});
