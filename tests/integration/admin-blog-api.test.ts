/** The admin blog API and dashboard stats, through the Worker's fetch handler. */
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, apiHeaders, auditEntries } from "../support/admin";
import { postJson, request } from "../support/worker";

let auth: Record<string, string>;
let writeAuth: Record<string, string>;

beforeAll(async () => {
  const admin = await createAdmin({ role: "admin" });
  ({ auth, writeAuth } = await apiHeaders(admin.email, admin.password));
});

const unique = () => `api${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

function newPost(tag: string, overrides: Record<string, unknown> = {}) {
  return {
    slug: `${tag}-post`,
    title: `Post ${tag}`,
    excerpt: "An excerpt that is long enough",
    content: "A paragraph of content that goes on for a while. ".repeat(4),
    category: "API",
    tags: ["api", "test"],
    ...overrides,
  };
}

interface PostBody {
  post: {
    id: number;
    slug: string;
    title: string;
    published: boolean;
    publishedDate: string | null;
    readTime: string;
    tags: string[] | null;
    author: string | null;
  };
}

async function createPost(tag: string, overrides: Record<string, unknown> = {}) {
  const response = await postJson("/api/v1/admin/blog/posts", newPost(tag, overrides), {
    headers: writeAuth,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as PostBody).post;
}

function send(
  path: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = writeAuth,
) {
  return request(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("GET /api/v1/admin/dashboard/stats", () => {
  it("needs credentials", async () => {
    const response = await request("/api/v1/admin/dashboard/stats");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Authentication required" });
    expect(
      (
        await request("/api/v1/admin/dashboard/stats", {
          headers: { Authorization: "Bearer nonsense" },
        })
      ).status,
    ).toBe(401);
  });

  it("answers the dashboard's figures", async () => {
    const response = await request("/api/v1/admin/dashboard/stats", { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { stats } = (await response.json()) as { stats: Record<string, number> };
    expect(Object.keys(stats).sort()).toEqual([
      "contactSubmissions",
      "draftPosts",
      "leadsByStatus",
      "publishedPosts",
      "scheduledPosts",
      "totalPosts",
      "totalViews",
    ]);
    expect(stats.totalPosts).toBeGreaterThanOrEqual(12);
    expect(stats.totalViews).toBeGreaterThan(0);
    const { leadsByStatus, ...figures } = stats as unknown as Record<string, number> & {
      leadsByStatus: Record<string, number>;
    };
    expect(Object.keys(leadsByStatus).sort()).toEqual([
      "contacted",
      "lost",
      "new",
      "qualified",
      "won",
    ]);
    for (const value of [...Object.values(figures), ...Object.values(leadsByStatus)])
      expect(Number.isInteger(value)).toBe(true);
  });
});

describe("GET /api/v1/admin/blog/posts", () => {
  it("needs credentials", async () => {
    expect((await request("/api/v1/admin/blog/posts")).status).toBe(401);
  });

  it("pages by 10 by default, newest first, drafts included, with the total", async () => {
    const response = await request("/api/v1/admin/blog/posts", { headers: auth });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      posts: { createdAt: string; published: boolean }[];
      total: number;
    };
    expect(body.posts).toHaveLength(10);
    expect(body.total).toBeGreaterThanOrEqual(12);
    const times = body.posts.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("filters by status and search, and pages", async () => {
    const tag = unique();
    for (let i = 0; i < 3; i++) await createPost(`${tag}-${i}`, { published: i === 0 });
    const all = (await (
      await request(`/api/v1/admin/blog/posts?search=${tag}&limit=2`, { headers: auth })
    ).json()) as { posts: { slug: string }[]; total: number };
    expect(all.total).toBe(3);
    expect(all.posts.map((p) => p.slug)).toEqual([`${tag}-2-post`, `${tag}-1-post`]);
    const second = (await (
      await request(`/api/v1/admin/blog/posts?search=${tag}&limit=2&page=2`, { headers: auth })
    ).json()) as { posts: { slug: string }[] };
    expect(second.posts.map((p) => p.slug)).toEqual([`${tag}-0-post`]);
    const published = (await (
      await request(`/api/v1/admin/blog/posts?search=${tag}&status=published`, { headers: auth })
    ).json()) as { total: number };
    expect(published.total).toBe(1);
    const drafts = (await (
      await request(`/api/v1/admin/blog/posts?search=${tag}&status=draft`, { headers: auth })
    ).json()) as { total: number };
    expect(drafts.total).toBe(2);
  });

  it("caps the limit at 100", async () => {
    const body = (await (
      await request("/api/v1/admin/blog/posts?limit=5000", { headers: auth })
    ).json()) as { posts: unknown[]; total: number };
    expect(body.posts.length).toBe(Math.min(100, body.total));
  });

  it("rejects a bad query with 400", async () => {
    const response = await request("/api/v1/admin/blog/posts?status=archived&page=0", {
      headers: auth,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.status).toEqual(["Status must be published or draft"]);
    expect(body.errors.page).toEqual(["Page must be at least 1"]);
  });
});

describe("POST /api/v1/admin/blog/posts", () => {
  it("needs credentials and the CSRF header", async () => {
    expect((await postJson("/api/v1/admin/blog/posts", newPost(unique()))).status).toBe(401);
    const response = await postJson("/api/v1/admin/blog/posts", newPost(unique()), {
      headers: auth,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Invalid or missing CSRF token" });
  });

  it("creates a draft and answers 201 with the post", async () => {
    const tag = unique();
    const response = await postJson("/api/v1/admin/blog/posts", newPost(tag), {
      headers: writeAuth,
    });
    expect(response.status).toBe(201);
    const { post } = (await response.json()) as PostBody;
    expect(post).toMatchObject({
      slug: `${tag}-post`,
      published: false,
      publishedDate: null,
      readTime: "1 min read",
      tags: ["api", "test"],
      author: null,
    });
    const audit = await auditEntries("post.created", `post:${post.id}`);
    expect(audit).toHaveLength(1);
  });

  it("stamps publishedDate for a post created as published", async () => {
    const post = await createPost(unique(), { published: true, readTime: "7 min read" });
    expect(post.published).toBe(true);
    expect(Date.parse(post.publishedDate!)).toBeGreaterThan(Date.now() - 60_000);
    expect(post.readTime).toBe("7 min read");
  });

  it("answers 400 and says what is wrong with each invalid field", async () => {
    const response = await postJson(
      "/api/v1/admin/blog/posts",
      { slug: "Bad Slug", title: "", excerpt: "short", content: "short", category: "" },
      { headers: writeAuth },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe("Slug must be lowercase with hyphens");
    expect(body.errors).toEqual({
      slug: ["Slug must be lowercase with hyphens"],
      title: ["Title is required"],
      excerpt: ["Excerpt must be at least 10 characters"],
      content: ["Content must be at least 100 characters"],
      category: ["Category is required"],
    });
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    const response = await request("/api/v1/admin/blog/posts", {
      method: "POST",
      headers: { ...writeAuth, "Content-Type": "application/json" },
      body: "[1,",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers 409 for a slug already in use", async () => {
    const tag = unique();
    await createPost(tag);
    const response = await postJson("/api/v1/admin/blog/posts", newPost(tag), {
      headers: writeAuth,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "A post with this slug already exists",
      errors: { slug: ["A post with this slug already exists"] },
    });
  });
});

describe("PUT /api/v1/admin/blog/posts/{id}", () => {
  it("changes only the given fields", async () => {
    const post = await createPost(unique(), { author: "Ada" });
    const response = await send(`/api/v1/admin/blog/posts/${post.id}`, "PUT", {
      title: "A new title",
    });
    expect(response.status).toBe(200);
    const { post: updated } = (await response.json()) as PostBody;
    expect(updated).toMatchObject({
      id: post.id,
      title: "A new title",
      author: "Ada",
      slug: post.slug,
      published: false,
    });
  });

  it("stamps publishedDate on the first publication only", async () => {
    const post = await createPost(unique());
    const first = (
      (await (
        await send(`/api/v1/admin/blog/posts/${post.id}`, "PUT", { published: true })
      ).json()) as PostBody
    ).post;
    expect(first.publishedDate).not.toBeNull();
    await send(`/api/v1/admin/blog/posts/${post.id}`, "PUT", { published: false });
    const again = (
      (await (
        await send(`/api/v1/admin/blog/posts/${post.id}`, "PUT", { published: true })
      ).json()) as PostBody
    ).post;
    expect(again.publishedDate).toBe(first.publishedDate);
  });

  it("answers 400, 404 and 409 as it should", async () => {
    const tag = unique();
    const post = await createPost(tag);
    const other = await createPost(`${tag}-other`);
    const invalid = await send(`/api/v1/admin/blog/posts/${post.id}`, "PUT", { excerpt: "short" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: "Excerpt must be at least 10 characters",
      errors: { excerpt: ["Excerpt must be at least 10 characters"] },
    });
    expect((await send("/api/v1/admin/blog/posts/987654321", "PUT", { title: "x" })).status).toBe(
      404,
    );
    expect(
      (await send("/api/v1/admin/blog/posts/not-a-number", "PUT", { title: "x" })).status,
    ).toBe(400);
    const taken = await send(`/api/v1/admin/blog/posts/${other.id}`, "PUT", { slug: post.slug });
    expect(taken.status).toBe(409);
  });

  it("needs the CSRF header", async () => {
    const post = await createPost(unique());
    expect(
      (await send(`/api/v1/admin/blog/posts/${post.id}`, "PUT", { title: "x" }, auth)).status,
    ).toBe(403);
  });
});

describe("DELETE /api/v1/admin/blog/posts/{id}", () => {
  it("deletes once, then answers 404", async () => {
    const post = await createPost(unique());
    expect(
      (await send(`/api/v1/admin/blog/posts/${post.id}`, "DELETE", undefined, auth)).status,
    ).toBe(403);
    const response = await send(`/api/v1/admin/blog/posts/${post.id}`, "DELETE");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "Post deleted",
      post: { id: post.id, slug: post.slug },
    });
    expect((await send(`/api/v1/admin/blog/posts/${post.id}`, "DELETE")).status).toBe(404);
    expect((await request(`/api/v1/admin/blog/posts/${post.id}`, { headers: auth })).status).toBe(
      404,
    );
  });
});

describe("POST /api/v1/admin/blog/posts/{id}/toggle-publish", () => {
  it("flips published and answers the post", async () => {
    const post = await createPost(unique());
    const on = await send(`/api/v1/admin/blog/posts/${post.id}/toggle-publish`, "POST");
    expect(on.status).toBe(200);
    expect(((await on.json()) as PostBody).post.published).toBe(true);
    const off = await send(`/api/v1/admin/blog/posts/${post.id}/toggle-publish`, "POST");
    expect(((await off.json()) as PostBody).post.published).toBe(false);
  });

  it("answers 404 for an unknown post and 403 without the CSRF header", async () => {
    expect((await send("/api/v1/admin/blog/posts/987654321/toggle-publish", "POST")).status).toBe(
      404,
    );
    const post = await createPost(unique());
    expect(
      (await send(`/api/v1/admin/blog/posts/${post.id}/toggle-publish`, "POST", undefined, auth))
        .status,
    ).toBe(403);
  });

  it("makes the change visible on the public blog API at once", async () => {
    const post = await createPost(unique());
    expect((await request(`/api/v1/blog/posts/${post.slug}`)).status).toBe(404);
    await send(`/api/v1/admin/blog/posts/${post.id}/toggle-publish`, "POST");
    const warm = await request(`/api/v1/blog/posts/${post.slug}`);
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();
    expect((await request(`/api/v1/blog/posts/${post.slug}`)).headers.get("x-cache")).toBe("HIT");
    await send(`/api/v1/admin/blog/posts/${post.id}`, "PUT", { title: "Retitled after caching" });
    const fresh = await request(`/api/v1/blog/posts/${post.slug}`);
    expect(((await fresh.json()) as { title: string }).title).toBe("Retitled after caching");
  });
});
