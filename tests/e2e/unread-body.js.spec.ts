/**
 * Requests whose body the Worker answers without reading (an early 401, 403, 405 or 413) must not
 * disturb the next request on the same connection. Node's fetch keeps one connection alive
 * between these sequential requests, as browsers and API clients do. Runs in one project only:
 * no browser is involved.
 */
import { expect, test } from "@playwright/test";
import { createE2eAdmin } from "../support/e2e-admin";

const MB = 1024 * 1024;

interface Step {
  name: string;
  path: string;
  /** A fresh request each time: a streamed body can be sent only once. */
  init?: () => RequestInit & { duplex?: "half" };
  status: number;
}

/** A body of `size` bytes sent as a stream, so the request carries no Content-Length. */
function streamedBody(size: number) {
  const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

test("requests answered without reading their body leave the next ones answered", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await createE2eAdmin("unread-body");
  const signIn = await fetch(`${baseURL}/api/v1/admin/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(admin),
  });
  expect(signIn.status).toBe(200);
  const { tokens } = (await signIn.json()) as { tokens: { accessToken: string } };

  const json = { "Content-Type": "application/json" };
  const unread: Step[] = [
    {
      name: "401 without credentials, 3 MB",
      path: "/api/v1/admin/blog/posts",
      init: () => ({ method: "POST", headers: json, body: "x".repeat(3 * MB) }),
      status: 401,
    },
    {
      name: "403 without a CSRF token, 1 MB",
      path: "/api/v1/admin/blog/posts",
      init: () => ({
        method: "POST",
        headers: { ...json, Authorization: `Bearer ${tokens.accessToken}` },
        body: "x".repeat(MB),
      }),
      status: 403,
    },
    {
      name: "405 form post to a page without an action, 2 MB",
      path: "/?index",
      init: () => ({
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `a=${"x".repeat(2 * MB)}`,
      }),
      status: 405,
    },
    {
      name: "413 declared too large, 4 MB",
      path: "/api/v1/contact",
      init: () => ({ method: "POST", headers: json, body: "x".repeat(4 * MB) }),
      status: 413,
    },
    {
      name: "413 streamed past the limit, read in part",
      path: "/api/v1/contact",
      init: () => ({ method: "POST", headers: json, body: streamedBody(MB), duplex: "half" }),
      status: 413,
    },
    {
      name: "405 on a read-only API route, small",
      path: "/api/v1/health",
      init: () => ({ method: "POST", headers: json, body: "{}" }),
      status: 405,
    },
  ];
  const others: Step[] = [
    { name: "health", path: "/api/v1/health", status: 200 },
    { name: "home page", path: "/", status: 200 },
    { name: "blog", path: "/blog", status: 200 },
    {
      name: "contact read to the end",
      path: "/api/v1/contact",
      init: () => ({ method: "POST", headers: json, body: "{}" }),
      status: 400,
    },
  ];

  const answered: string[] = [];
  for (let round = 0; round < 20; round++) {
    for (const step of [unread[round % unread.length]!, others[round % others.length]!]) {
      const label = `${round}: ${step.name}`;
      let response: Response;
      try {
        // A bound on a hang only (the failure this guards against); not a timing assertion.
        response = await fetch(`${baseURL}${step.path}`, {
          ...step.init?.(),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        throw new Error(`${label} was not answered (after ${answered.join(", ")})`, {
          cause: error,
        });
      }
      const text = await response.text();
      expect(response.status, `${label}: ${text.slice(0, 200)}`).toBe(step.status);
      answered.push(`${label} → ${response.status}`);
    }
  }
  expect(answered).toHaveLength(40);
});
