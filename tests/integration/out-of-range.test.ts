/**
 * Numbers from URLs and forms never reach Postgres out of range: ids are `integer`s (at most
 * 2147483647) and pages are bounded. An id that cannot exist is "not found" (404), one that is
 * not a number is a bad request (400 in the API), and a page beyond the bound is a 400; none is
 * a 500.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  createAdmin,
  csrfTokenFromPage,
  form,
  signInWithApi,
  signInWithForm,
} from "../support/admin";
import { request } from "../support/worker";

const TOO_BIG = ["2147483648", "9007199254740993", "99999999999999999999", "1".repeat(40)];

let apiAuth: Record<string, string>;
let cookie: string;

beforeAll(async () => {
  const admin = await createAdmin({ role: "super_admin" });
  const { tokens } = await signInWithApi(admin.email, admin.password);
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const csrf = (await (await request("/api/v1/admin/auth/csrf", { headers: auth })).json()) as {
    csrfToken: string;
  };
  apiAuth = { ...auth, "X-CSRF-Token": csrf.csrfToken };
  cookie = await signInWithForm(admin.email, admin.password);
});

async function expectJson(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as { message: string };
  if (message) expect(body.message).toBe(message);
}

function apiCall(path: string, method: string, body?: unknown) {
  return request(path, {
    method,
    headers: { ...apiAuth, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe("post ids in the admin API", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", ""],
    ["PUT", "", { title: "Renamed" }],
    ["DELETE", ""],
    ["POST", "/toggle-publish"],
  ];

  it.each(calls)("answers %s with an id beyond 2^31-1 with 404", async (method, suffix, body) => {
    for (const id of TOO_BIG) {
      await expectJson(
        await apiCall(`/api/v1/admin/blog/posts/${id}${suffix}`, method, body),
        404,
        "Post not found",
      );
    }
  });

  it.each(calls)(
    "answers %s with an id that is not a number with 400",
    async (method, suffix, body) => {
      for (const id of ["abc", "-1", "1.5", "1e3", "0x10"]) {
        await expectJson(
          await apiCall(`/api/v1/admin/blog/posts/${id}${suffix}`, method, body),
          400,
          "The post id must be a positive whole number",
        );
      }
    },
  );
});

describe("other record ids in the admin API", () => {
  const calls: [string, string, string, string, unknown?][] = [
    ["GET", "/api/v1/admin/blog/posts/1/revisions/{id}", "revision", "Revision not found"],
    ["POST", "/api/v1/admin/blog/posts/1/revisions/{id}/restore", "revision", "Revision not found"],
    [
      "PATCH",
      "/api/v1/admin/contact-submissions/{id}",
      "submission",
      "Submission not found",
      { status: "won" },
    ],
    ["DELETE", "/api/v1/admin/api-keys/{id}", "API key", "API key not found"],
    ["DELETE", "/api/v1/admin/users/invitations/{id}", "invitation", "Invitation not found"],
  ];

  it.each(calls)(
    "answers %s %s with 404 beyond 2^31-1 and 400 for what is not a number",
    async (method, template, noun, notFound, body) => {
      for (const id of TOO_BIG) {
        await expectJson(await apiCall(template.replace("{id}", id), method, body), 404, notFound);
      }
      for (const id of ["abc", "-1", "1.5"]) {
        await expectJson(
          await apiCall(template.replace("{id}", id), method, body),
          400,
          `The ${noun} id must be a positive whole number`,
        );
      }
    },
  );
});

describe("pages in the API", () => {
  it("answers a page beyond the bound with 400, and a page past the last with an empty list", async () => {
    for (const page of ["100001", "99999999999", "1e20", "Infinity"]) {
      await expectJson(await apiCall(`/api/v1/admin/blog/posts?page=${page}`, "GET"), 400);
      await expectJson(await request(`/api/v1/blog/posts?page=${page}`), 400);
    }
    const admin = await apiCall("/api/v1/admin/blog/posts?page=100000", "GET");
    expect(admin.status).toBe(200);
    expect(((await admin.json()) as { posts: unknown[] }).posts).toEqual([]);
    const pub = await request("/api/v1/blog/posts?page=100000");
    expect(pub.status).toBe(200);
    expect(((await pub.json()) as { posts: unknown[] }).posts).toEqual([]);
  });
});

describe("ids and pages on admin screens", () => {
  it("shows the not-found page for a post or submission id beyond 2^31-1", async () => {
    for (const id of TOO_BIG) {
      for (const path of [`/admin/blog/edit/${id}`, `/admin/submissions/${id}`]) {
        const response = await request(path, { headers: { Cookie: cookie } });
        expect(response.status, path).toBe(404);
        await response.body?.cancel();
      }
    }
  });

  it("serves the lists for any page or confirmation id in the URL", async () => {
    for (const query of ["page=1e300", "page=99999999999", "confirmDelete=2147483648"]) {
      for (const path of ["/admin/dashboard", "/admin/submissions", "/admin/submissions.csv"]) {
        const response = await request(`${path}?${query}`, {
          headers: { Cookie: cookie },
          redirect: "manual",
        });
        expect(response.status, `${path}?${query}`).toBeLessThan(500);
        await response.body?.cancel();
      }
    }
  });

  it("answers form actions with an id beyond 2^31-1 with their usual message, not a 500", async () => {
    const settingsCsrf = await csrfTokenFromPage(cookie, "/admin/settings");
    const attempts: Record<string, string>[] = [
      { intent: "revoke-session", sessionId: "2147483648" },
      { intent: "revoke-api-key", apiKeyId: "99999999999" },
    ];
    for (const fields of attempts) {
      const response = await request("/admin/settings", {
        method: "POST",
        body: form({ csrf: settingsCsrf, ...fields }),
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(response.status, fields.intent).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin\/settings/);
    }
    const dashboardCsrf = await csrfTokenFromPage(cookie);
    for (const intent of ["toggle", "delete"]) {
      const response = await request("/admin/dashboard?index", {
        method: "POST",
        body: form({ csrf: dashboardCsrf, intent, id: "2147483648" }),
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(response.status, intent).toBe(302);
    }
    const submissionCsrf = await csrfTokenFromPage(cookie, "/admin/submissions");
    const erase = await request("/admin/submissions/2147483648", {
      method: "POST",
      body: form({ csrf: submissionCsrf }),
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(erase.status).toBe(404);
    await erase.body?.cancel();
  });
});
