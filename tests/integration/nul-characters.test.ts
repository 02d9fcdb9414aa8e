/**
 * Postgres cannot store the NUL character (U+0000) in text. Every place that takes text refuses
 * it up front with a 400 and a message saying so (JSON `{ message }` in the API, the message by
 * the field in forms), instead of letting the query fail with a 500.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { issueFormStamp } from "~/lib/form-stamp.server";
import { NUL_CHARACTER_MESSAGE } from "~/schemas/text";
import {
  createAdmin,
  csrfTokenFromPage,
  signInWithApi,
  signInWithForm,
  testIp,
} from "../support/admin";
import { postJson, request } from "../support/worker";

const NUL = "\u0000";
const q = (value: string) => encodeURIComponent(value);

let apiAuth: Record<string, string>;
let cookie: string;

beforeAll(async () => {
  const admin = await createAdmin({ role: "admin" });
  const { tokens } = await signInWithApi(admin.email, admin.password);
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const csrf = (await (await request("/api/v1/admin/auth/csrf", { headers: auth })).json()) as {
    csrfToken: string;
  };
  apiAuth = { ...auth, "X-CSRF-Token": csrf.csrfToken };
  cookie = await signInWithForm(admin.email, admin.password);
});

async function expectNulRefused(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string; errors?: Record<string, string[]> };
  expect(JSON.stringify(body)).toContain(NUL_CHARACTER_MESSAGE);
}

describe("the public API", () => {
  it.each([`/api/v1/blog/posts?search=${q(`ai${NUL}`)}`, `/api/v1/blog/posts?category=${q(NUL)}`])(
    "answers %s with 400",
    async (path) => {
      await expectNulRefused(await request(path));
    },
  );

  it("refuses an enquiry with a NUL character with 400, not 503", async () => {
    const response = await postJson(
      "/api/v1/contact",
      {
        firstName: `Ada${NUL}`,
        lastName: "Lovelace",
        email: "ada@example.com",
        message: `A message${NUL} long enough to be sent.`,
      },
      { headers: { "CF-Connecting-IP": testIp() } },
    );
    await expectNulRefused(response);
  });

  it("refuses a chat message with a NUL character", async () => {
    await expectNulRefused(
      await postJson(
        "/api/v1/chat",
        { message: `hello${NUL}`, sessionId: crypto.randomUUID() },
        { headers: { "CF-Connecting-IP": testIp() } },
      ),
    );
  });
});

describe("the admin API", () => {
  it("refuses a post with a NUL character in any text field", async () => {
    for (const field of ["title", "excerpt", "content", "category", "author", "metaKeywords"]) {
      const post = {
        slug: `nul-${Date.now().toString(36)}-${field.toLowerCase()}`,
        title: "A title",
        excerpt: "An excerpt that is long enough",
        content: "A paragraph of content that goes on for a while. ".repeat(4),
        category: "API",
        [field]: `x${NUL}`.repeat(field === "content" ? 60 : 6),
      };
      const response = await request("/api/v1/admin/blog/posts", {
        method: "POST",
        headers: { ...apiAuth, "Content-Type": "application/json" },
        body: JSON.stringify(post),
      });
      await expectNulRefused(response);
    }
  });

  it("refuses a search with a NUL character", async () => {
    await expectNulRefused(
      await request(`/api/v1/admin/blog/posts?search=${q(NUL)}`, { headers: apiAuth }),
    );
  });
});

describe("pages", () => {
  it.each([
    `/blog?category=${q(NUL)}`,
    `/blog?search=${q(`x${NUL}`)}`,
    `/resources?search=${q(NUL)}`,
  ])("answers %s with 400 and says why", async (path) => {
    const response = await request(path);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("NUL character (U+0000)");
  });

  it.each([`/admin/submissions?search=${q(NUL)}`, `/admin/submissions.csv?search=${q(NUL)}`])(
    "answers %s with 400, never a list or export of everything",
    async (path) => {
      const response = await request(path, { headers: { Cookie: cookie } });
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).not.toContain("text/csv");
      expect(await response.text()).toContain("NUL character (U+0000)");
    },
  );

  it("shows the message by the contact form's field without JavaScript, keeping the values", async () => {
    const bindings = env as unknown as Record<string, string>;
    const response = await request("/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": testIp(),
      },
      body: new URLSearchParams({
        formStamp: await issueFormStamp(bindings.SESSION_SECRET!, Date.now() - 10_000),
        firstName: "Grace",
        lastName: `Hopper${NUL}`,
        email: "grace@example.com",
        message: "A message that is long enough.",
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/id="[^"]*lastName-error"[^>]*>[^<]*This text contains a NUL character/);
    expect(html).toContain('value="Grace"');
    expect(html).toContain(">A message that is long enough.</textarea>");
  });

  it("shows the message by the editor's field without JavaScript", async () => {
    const csrf = await csrfTokenFromPage(cookie, "/admin/blog/new");
    const response = await request("/admin/blog/new", {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams({
        csrf,
        intent: "save",
        slug: `nul-form-${Date.now().toString(36)}`,
        title: `Title${NUL}`,
        excerpt: "An excerpt that is long enough",
        content: "A paragraph of content that goes on for a while. ".repeat(4),
        category: "Forms",
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/id="[^"]*title-error"[^>]*>[^<]*This text contains a NUL character/);
    expect(html).toContain("An excerpt that is long enough");
  });
});
