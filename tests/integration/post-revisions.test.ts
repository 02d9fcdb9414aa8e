/**
 * Post revisions: every change keeps the version it replaced (who, when, what changed); the
 * admin API lists, shows and restores them; the edit screen lists them and restores with a
 * confirmation step that works without JavaScript.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPostRevisions, blogPosts } from "~db/schema";
import {
  cookieFrom,
  createAdmin,
  csrfTokenFromPage,
  form,
  apiHeaders,
  signInWithForm,
  auditEntries,
} from "../support/admin";
import { deletePosts, uniqueName } from "../support/blog-fixtures";
import { request, withDb } from "../support/worker";

const CONTENT = "A paragraph of the post body that is comfortably longer than the minimum. ".repeat(
  3,
);
const slugs: string[] = [];
let auth: Record<string, string>;
let writeAuth: Record<string, string>;
let adminEmail: string;

beforeAll(async () => {
  const admin = await createAdmin({ role: "admin" });
  adminEmail = admin.email;
  ({ auth, writeAuth } = await apiHeaders(admin.email, admin.password));
  writeAuth = { ...writeAuth, "Content-Type": "application/json" };
});
afterAll(() => deletePosts(slugs));

interface Post {
  id: number;
  slug: string;
  title: string;
  published: boolean;
}
interface Summary {
  id: number;
  title: string;
  createdAt: string;
  userEmail: string | null;
  changed: string[];
}

async function createPost(fields: Record<string, unknown> = {}) {
  const slug = uniqueName("revised");
  slugs.push(slug);
  const response = await request("/api/v1/admin/blog/posts", {
    method: "POST",
    headers: writeAuth,
    body: JSON.stringify({
      slug,
      title: "First title",
      excerpt: "A post whose history is kept.",
      content: CONTENT,
      category: "Revisions",
      ...fields,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { post: Post }).post;
}

const put = (id: number, body: unknown) =>
  request(`/api/v1/admin/blog/posts/${id}`, {
    method: "PUT",
    headers: writeAuth,
    body: JSON.stringify(body),
  });
const toggle = (id: number) =>
  request(`/api/v1/admin/blog/posts/${id}/toggle-publish`, { method: "POST", headers: writeAuth });
const revisionsOf = async (id: number) => {
  const response = await request(`/api/v1/admin/blog/posts/${id}/revisions`, { headers: auth });
  expect(response.status).toBe(200);
  return ((await response.json()) as { revisions: Summary[] }).revisions;
};
const restore = (postId: number, revisionId: number | string, headers = writeAuth) =>
  request(`/api/v1/admin/blog/posts/${postId}/revisions/${revisionId}/restore`, {
    method: "POST",
    headers,
  });

describe("revisions through the admin API", () => {
  it("keeps the version each change replaced, newest first, with who and what changed", async () => {
    const post = await createPost();
    expect(await revisionsOf(post.id)).toEqual([]);
    expect(
      (await put(post.id, { title: "Second title", content: `${CONTENT} More.` })).status,
    ).toBe(200);
    expect((await toggle(post.id)).status).toBe(200);
    // Saving the same values again changes nothing, so it keeps nothing.
    expect((await put(post.id, { title: "Second title" })).status).toBe(200);

    const revisions = await revisionsOf(post.id);
    expect(revisions.map((r) => [r.title, r.changed])).toEqual([
      ["Second title", ["published"]],
      ["First title", ["title", "content"]],
    ]);
    for (const revision of revisions) {
      expect(revision.userEmail).toBe(adminEmail);
      expect(Date.now() - new Date(revision.createdAt).getTime()).toBeLessThan(60_000);
    }

    const full = await request(
      `/api/v1/admin/blog/posts/${post.id}/revisions/${revisions[1]!.id}`,
      { headers: auth },
    );
    expect(full.status).toBe(200);
    const { revision } = (await full.json()) as { revision: Record<string, unknown> };
    expect(revision).toMatchObject({
      postId: post.id,
      slug: post.slug,
      title: "First title",
      content: CONTENT.trim(),
      published: false,
      changed: ["title", "content"],
    });
  });

  it("restores a version: the post is as it was, the replaced version is kept, caches and audit follow", async () => {
    const post = await createPost({ published: true });
    await put(post.id, { title: "Broken title" });
    expect((await request(`/api/v1/blog/posts/${post.slug}`)).status).toBe(200);
    await toggle(post.id);
    const [, beforeRename] = await revisionsOf(post.id);

    const restored = await restore(post.id, beforeRename!.id);
    expect(restored.status).toBe(200);
    const { post: after } = (await restored.json()) as { post: Post };
    expect(after).toMatchObject({ title: "First title", published: true });
    // Public again at once: the restore purged the caches.
    const publicPost = await request(`/api/v1/blog/posts/${post.slug}`);
    expect(publicPost.status).toBe(200);
    expect(((await publicPost.json()) as Post).title).toBe("First title");

    const [newest] = await revisionsOf(post.id);
    expect(newest).toMatchObject({ title: "Broken title", changed: ["title", "published"] });
    const audits = await auditEntries("post.restored", `post:${post.id}`);
    expect(audits).toHaveLength(1);
  });

  it("answers 409 when another post has taken the version's slug", async () => {
    const post = await createPost();
    await put(post.id, { slug: `${post.slug}-moved` });
    slugs.push(`${post.slug}-moved`);
    const [old] = await revisionsOf(post.id);
    const squatter = await request("/api/v1/admin/blog/posts", {
      method: "POST",
      headers: writeAuth,
      body: JSON.stringify({
        slug: post.slug,
        title: "Squatter",
        excerpt: "Took the slug in the meantime.",
        content: CONTENT,
        category: "Revisions",
      }),
    });
    expect(squatter.status).toBe(201);
    const response = await restore(post.id, old!.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: "A post with this slug already exists",
    });
  });

  it("loses no change when admins toggle one post in parallel", async () => {
    const post = await createPost();
    const responses = await Promise.all(Array.from({ length: 10 }, () => toggle(post.id)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const revisions = await withDb((db) =>
      db
        .select({ published: blogPostRevisions.published })
        .from(blogPostRevisions)
        .where(eq(blogPostRevisions.postId, post.id))
        .orderBy(blogPostRevisions.id),
    );
    // Ten flips, each replacing the state the one before left: draft, live, draft, ...
    expect(revisions.map((r) => r.published)).toEqual(
      Array.from({ length: 10 }, (_, i) => i % 2 === 1),
    );
    const [row] = await withDb((db) =>
      db
        .select({ published: blogPosts.published })
        .from(blogPosts)
        .where(eq(blogPosts.id, post.id)),
    );
    expect(row!.published).toBe(false);
  });

  it("refuses hostile and mismatched ids, missing credentials and wrong methods clearly", async () => {
    const post = await createPost();
    const other = await createPost();
    await put(other.id, { title: "Other renamed" });
    const [othersRevision] = await revisionsOf(other.id);

    const cases: [string, RequestInit, number][] = [
      [`/api/v1/admin/blog/posts/${post.id}/revisions/abc`, { headers: auth }, 400],
      [`/api/v1/admin/blog/posts/${post.id}/revisions/99999999999999`, { headers: auth }, 404],
      [`/api/v1/admin/blog/posts/${post.id}/revisions/%00`, { headers: auth }, 400],
      [
        `/api/v1/admin/blog/posts/${post.id}/revisions/${othersRevision!.id}`,
        { headers: auth },
        404,
      ],
      ["/api/v1/admin/blog/posts/2147483647/revisions", { headers: auth }, 404],
      [`/api/v1/admin/blog/posts/${post.id}/revisions`, {}, 401],
      [
        `/api/v1/admin/blog/posts/${post.id}/revisions`,
        { method: "POST", headers: writeAuth },
        405,
      ],
      [
        `/api/v1/admin/blog/posts/${post.id}/revisions/${othersRevision!.id}/restore`,
        { headers: auth },
        405,
      ],
    ];
    for (const [path, init, status] of cases) {
      const response = await request(path, init);
      expect(response.status, path).toBe(status);
      expect(await response.json()).toHaveProperty("message");
    }
    expect((await restore(post.id, othersRevision!.id)).status).toBe(404);
    expect((await restore(other.id, othersRevision!.id, auth)).status).toBe(403);
    expect((await restore(other.id, othersRevision!.id, {})).status).toBe(401);
  });

  it("goes with its post when the post is deleted", async () => {
    const post = await createPost();
    await put(post.id, { title: "Renamed before deletion" });
    const deleted = await request(`/api/v1/admin/blog/posts/${post.id}`, {
      method: "DELETE",
      headers: writeAuth,
    });
    expect(deleted.status).toBe(200);
    const left = await withDb((db) =>
      db.select().from(blogPostRevisions).where(eq(blogPostRevisions.postId, post.id)),
    );
    expect(left).toEqual([]);
  });
});

describe("revisions on the edit screen", () => {
  it("lists them and restores one after a confirmation step, without JavaScript", async () => {
    const admin = await createAdmin();
    const cookie = await signInWithForm(admin.email, admin.password);
    const post = await createPost();
    await put(post.id, { title: "Title after an edit" });
    const [revision] = await revisionsOf(post.id);

    const page = await request(`/admin/blog/edit/${post.id}`, { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain("Revisions");
    expect(html).toContain("Changed: Title");
    expect(html).toContain(`?restore=${revision!.id}`);

    const confirm = await (
      await request(`/admin/blog/edit/${post.id}?restore=${revision!.id}`, {
        headers: { Cookie: cookie },
      })
    ).text();
    expect(confirm).toContain("Restore this version?");
    expect(confirm).toContain(`action="/admin/blog/edit/${post.id}/restore"`);

    const csrf = await csrfTokenFromPage(cookie, `/admin/blog/edit/${post.id}`);
    const refused = await request(`/admin/blog/edit/${post.id}/restore`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form({ revisionId: String(revision!.id) }),
      redirect: "manual",
    });
    expect(refused.status).toBe(403);

    const restored = await request(`/admin/blog/edit/${post.id}/restore`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form({ csrf, revisionId: String(revision!.id) }),
      redirect: "manual",
    });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(`/admin/blog/edit/${post.id}`);
    const toast = cookieFrom(restored, "en_toast") ?? "";
    const after = await (
      await request(`/admin/blog/edit/${post.id}`, {
        headers: { Cookie: [cookie, toast].filter(Boolean).join("; ") },
      })
    ).text();
    expect(after).toContain('value="First title"');
    expect(after).toContain("Version restored");

    const unknown = await request(`/admin/blog/edit/${post.id}/restore`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form({ csrf, revisionId: "99999999999999999999\u0000" }),
      redirect: "manual",
    });
    expect(unknown.status).toBe(302);
  });
});
