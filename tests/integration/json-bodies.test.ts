/**
 * Every JSON endpoint reads its body the same way: JSON only (415 otherwise), a byte cap
 * (413, counted in bytes), and 400 for what is not a JSON object, each with a JSON `{ message }`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, apiHeaders, testIp } from "../support/admin";
import { request } from "../support/worker";

let writeAuth: Record<string, string>;
let postId: number;

beforeAll(async () => {
  const admin = await createAdmin({ role: "admin" });
  ({ writeAuth } = await apiHeaders(admin.email, admin.password));
  const tag = `json${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await send("/api/v1/admin/blog/posts", "POST", JSON.stringify(validPost(tag)));
  expect(created.status).toBe(201);
  postId = ((await created.json()) as { post: { id: number } }).post.id;
});

function validPost(tag: string) {
  return {
    slug: `${tag}-post`,
    title: `Post ${tag}`,
    excerpt: "An excerpt that is long enough",
    content: "A paragraph of content that goes on for a while. ".repeat(4),
    category: "API",
  };
}

function send(
  path: string,
  method: string,
  body: BodyInit,
  contentType: string | null = "application/json",
) {
  const headers: Record<string, string> = { ...writeAuth, "CF-Connecting-IP": testIp() };
  if (contentType) headers["Content-Type"] = contentType;
  return request(path, { method, headers, body });
}

/** A body each endpoint would otherwise take as valid, so only the framing is wrong. */
const endpoints: [string, string, () => Record<string, unknown>][] = [
  [
    "/api/v1/contact",
    "POST",
    () => ({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      message: "A message that is long enough.",
    }),
  ],
  ["/api/v1/chat", "POST", () => ({ message: "Hello", sessionId: crypto.randomUUID() })],
  ["/api/v1/consent", "POST", () => ({ intent: "accept-all" })],
  [
    "/api/v1/admin/auth/login",
    "POST",
    () => ({ email: "nobody@example.com", password: "Wrong-Password-1!" }),
  ],
  ["/api/v1/admin/auth/refresh", "POST", () => ({ refreshToken: "not-a-token" })],
  ["/api/v1/admin/auth/2fa", "POST", () => ({ challengeToken: "x", code: "123456" })],
  [
    "/api/v1/admin/blog/posts",
    "POST",
    () => validPost(`json${Math.random().toString(36).slice(2, 8)}`),
  ],
  ["/api/v1/admin/blog/posts/{id}", "PUT", () => ({ title: "Renamed" })],
];

const path = (template: string) => template.replace("{id}", String(postId));

async function expectMessage(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message).toBe("string");
  return body.message as string;
}

describe.each(endpoints)("%s (%s)", (template, method, body) => {
  it.each([null, "text/plain", "application/x-www-form-urlencoded", "text/plain; json"])(
    "answers the Content-Type %j with 415",
    async (contentType) => {
      const response = await send(path(template), method, JSON.stringify(body()), contentType);
      expect(await expectMessage(response, 415)).toBe(
        "Send the request body as JSON (Content-Type: application/json).",
      );
    },
  );

  it("answers what is not a JSON object with 400", async () => {
    for (const raw of ["{", "[1,2]", "null", '"text"']) {
      await expectMessage(await send(path(template), method, raw), 400);
    }
  });

  it("answers a body of 1 MB with 413", async () => {
    const huge = JSON.stringify({ ...body(), padding: "\u4e2d".repeat(350_000) });
    await expectMessage(await send(path(template), method, huge), 413);
  });
});

describe("byte caps", () => {
  it("counts a chat message's bytes, not its characters", async () => {
    // 6,000 three-byte characters: within the 16 KB cap as characters, 18 KB on the wire.
    const body = JSON.stringify({ message: "\u4e2d".repeat(6000), sessionId: crypto.randomUUID() });
    expect(body.length).toBeLessThan(16 * 1024);
    const message = await expectMessage(await send("/api/v1/chat", "POST", body), 413);
    expect(message).toBe("The request body must not be larger than 16 KB.");
  });

  it("caps the consent endpoint at 1 KB and sets no cookie for a larger body", async () => {
    const body = JSON.stringify({ intent: "accept-all", padding: "x".repeat(2048) });
    const response = await send("/api/v1/consent", "POST", body);
    expect(response.headers.get("set-cookie")).toBeNull();
    await expectMessage(response, 413);
  });
});

describe("consent rate limit", () => {
  it("limits one address to 120 choices in 10 minutes, answering 429 with a message and no cookie", async () => {
    const ip = testIp();
    const choose = () =>
      request("/api/v1/consent", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify({ intent: "reject-all" }),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 120; attempt++) {
      const response = await choose();
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.every((status) => status === 200)).toBe(true);

    const limited = await choose();
    expect(limited.headers.get("set-cookie")).toBeNull();
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await expectMessage(limited, 429)).toBe(
      "Too many cookie choices from your network. Please wait a few minutes and try again.",
    );

    const form = await request("/consent", {
      method: "POST",
      headers: { "CF-Connecting-IP": ip },
      body: new URLSearchParams({ intent: "accept-all", returnTo: "/team" }),
      redirect: "manual",
    });
    expect(form.status).toBe(302);
    expect(form.headers.get("location")).toBe("/team");
    expect(form.headers.getSetCookie().some((c) => c.startsWith("cookie_consent="))).toBe(false);
  });
});
