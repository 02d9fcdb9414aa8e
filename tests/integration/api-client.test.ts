/**
 * The API as a client generated from the OpenAPI document drives it: openapi-fetch with the
 * types openapi-typescript wrote (tests/support/api-types.ts). A document that no longer fits
 * these calls fails the type check; an answer that does not fit the document fails the test.
 */
import createClient from "openapi-fetch";
import { describe, expect, it } from "vitest";
import { createAdmin, testIp } from "../support/admin";
import type { paths } from "../support/api-types";
import { uniqueName } from "../support/blog-fixtures";
import { BASE_URL, send } from "../support/worker";

const client = createClient<paths>({ baseUrl: BASE_URL, fetch: send });

describe("a client generated from the OpenAPI document", () => {
  it("signs in, takes the CSRF token, creates, publishes, lists and deletes a post", async () => {
    const admin = await createAdmin({ role: "admin" });
    const ip = testIp();

    const signIn = await client.POST("/api/v1/admin/auth/login", {
      body: { email: admin.email, password: admin.password },
      headers: { "CF-Connecting-IP": ip },
    });
    expect(signIn.response.status).toBe(200);
    if (!signIn.data || !("tokens" in signIn.data)) throw new Error("expected tokens");
    const bearer = { Authorization: `Bearer ${signIn.data.tokens.accessToken}` };
    expect(signIn.data.user).toEqual({ email: admin.email, role: "admin" });

    const csrf = await client.GET("/api/v1/admin/auth/csrf", { headers: bearer });
    const writer = { ...bearer, "X-CSRF-Token": csrf.data!.csrfToken };

    const slug = uniqueName("openapi-client");
    const word = uniqueName("quokka").replace(/-/g, "");
    const created = await client.POST("/api/v1/admin/blog/posts", {
      headers: writer,
      body: {
        slug,
        title: `A ${word} post from a generated client`,
        excerpt: "Written through openapi-fetch with the document's types.",
        content: `The ${word} client wrote this. `.repeat(10),
        category: "Engineering",
        tags: ["openapi"],
        published: false,
      },
    });
    expect(created.response.status).toBe(201);
    const postId = created.data!.post.id;
    expect(created.data!.post).toMatchObject({ slug, published: false, publishedDate: null });

    const refused = await client.POST("/api/v1/admin/blog/posts/{id}/toggle-publish", {
      params: { path: { id: String(postId) } },
      headers: bearer,
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toBeTruthy();

    const published = await client.POST("/api/v1/admin/blog/posts/{id}/toggle-publish", {
      params: { path: { id: String(postId) } },
      headers: writer,
    });
    expect(published.data!.post.published).toBe(true);

    const listed = await client.GET("/api/v1/blog/posts", {
      params: { query: { search: word } },
    });
    expect(listed.data!.posts.map((post) => post.slug)).toEqual([slug]);
    expect(listed.data!.pagination.total).toBe(1);

    const deleted = await client.DELETE("/api/v1/admin/blog/posts/{id}", {
      params: { path: { id: String(postId) } },
      headers: writer,
    });
    expect(deleted.data).toEqual({ message: "Post deleted", post: { id: postId, slug } });

    const gone = await client.GET("/api/v1/blog/posts/{slug}", { params: { path: { slug } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error).toEqual({ message: "Blog post not found" });
  });
});
