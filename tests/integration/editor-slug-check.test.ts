/**
 * The editor's slug check (/admin/blog/slug): a slug another post has is taken, the edited post's
 * own slug is free to keep, a slug that breaks the rule is a 400, and only an admin is answered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signInWithForm } from "../support/admin";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { request } from "../support/worker";

const slug = uniqueName("slug-check");
let cookie: string;
let postId: number;

beforeAll(async () => {
  const admin = await createAdmin();
  cookie = await signInWithForm(admin.email, admin.password);
  const [post] = await createPosts([{ slug, category: uniqueName("SlugCheck") }]);
  postId = post!.id;
});
afterAll(() => deletePosts([slug]));

function check(
  query: Record<string, string>,
  headers: Record<string, string> = { Cookie: cookie },
) {
  return request(`/admin/blog/slug?${new URLSearchParams(query)}`, { headers, redirect: "manual" });
}

describe("the editor's slug check", () => {
  it("says whether a slug is free, the edited post's own slug included", async () => {
    expect(await (await check({ slug })).json()).toEqual({ slug, available: false });
    expect(await (await check({ slug: `${slug}-other` })).json()).toEqual({
      slug: `${slug}-other`,
      available: true,
    });
    const own = await check({ slug, except: String(postId) });
    expect(own.headers.get("cache-control")).toBe("no-store");
    expect(await own.json()).toEqual({ slug, available: true });
  });

  it("refuses a slug that breaks the rule, and answers only a signed-in admin", async () => {
    const bad = await check({ slug: "Not A Slug" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: "Slug must be lowercase with hyphens",
    });
    const anonymous = await check({ slug }, {});
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});
