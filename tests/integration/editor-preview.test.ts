/**
 * The editor's live preview (/admin/blog/preview) against the published post: the same markdown
 * must come out as the same HTML, hostile input included, and only a signed-in admin's form with
 * its CSRF token gets an answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, csrfTokenFromPage, form, signInWithForm } from "../support/admin";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { HOSTILE_MARKDOWN } from "../support/hostile-input";
import { request } from "../support/worker";

const slug = uniqueName("preview-parity");
let cookie: string;
let csrf: string;

beforeAll(async () => {
  const admin = await createAdmin();
  cookie = await signInWithForm(admin.email, admin.password);
  csrf = await csrfTokenFromPage(cookie, "/admin/blog/new");
  await createPosts([{ slug, category: uniqueName("Preview"), content: HOSTILE_MARKDOWN }]);
});
afterAll(() => deletePosts([slug]));

function preview(
  fields: Record<string, string>,
  headers: Record<string, string> = { Cookie: cookie },
) {
  return request("/admin/blog/preview", {
    method: "POST",
    body: form(fields),
    headers,
    redirect: "manual",
  });
}

describe("the editor's live preview", () => {
  it("renders exactly what the published post shows, on hostile markdown", async () => {
    const response = await preview({ csrf, content: HOSTILE_MARKDOWN });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { html } = (await response.json()) as { html: string };

    const page = await (await request(`/blog/${slug}`)).text();
    const published = /<div class="blog-content">([\s\S]*?)<\/div>/.exec(page)?.[1];
    expect(published).toBeTruthy();
    expect(html).toBe(published);
    // And what both show is safe: raw HTML as text, no handlers, no script URLs.
    expect(html).toContain("&lt;script&gt;alert(3)&lt;/script&gt;");
    expect(html).not.toMatch(/<(script|svg|iframe|img)\b/i);
    for (const tag of html.match(/<[^>]+>/g) ?? []) {
      expect(tag).not.toMatch(/\son\w+=/i);
      expect(tag).not.toMatch(/(javascript|vbscript|data):/i);
    }
  });

  it("answers only a signed-in admin's form with its CSRF token", async () => {
    const anonymous = await preview({ csrf, content: "# Hi" }, {});
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login/);
    expect((await preview({ content: "# Hi" })).status).toBe(403);
    expect((await preview({ csrf: "forged", content: "# Hi" })).status).toBe(403);
  });

  it("refuses what no post could hold with 400, and other methods and bodies plainly", async () => {
    const nul = await preview({ csrf, content: "before\u0000after" });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ message: expect.stringContaining("NUL character") });
    const long = await preview({ csrf, content: "x".repeat(50_001) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: "Content must be at most 50,000 characters" });

    const json = await request("/admin/blog/preview", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ csrf, content: "# Hi" }),
    });
    expect(json.status).toBe(415);
    const get = await request("/admin/blog/preview", { headers: { Cookie: cookie } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});
