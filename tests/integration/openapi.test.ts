import { describe, expect, it } from "vitest";
import { checkApiResponse } from "../support/openapi-contract";
import { request } from "../support/worker";

describe("GET /api/v1/openapi.json", () => {
  it("serves the OpenAPI 3.1 document of /api/v1, cacheable, with this site as its server", async () => {
    const response = await request("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const document = (await response.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "http://localhost" }]);
    expect(document.paths["/api/v1/admin/blog/posts"]?.post?.security).toEqual([
      { bearerAuth: [], csrfToken: [] },
      { apiKey: ["write"] },
    ]);
  });

  it("answers another method with a JSON 405", async () => {
    const response = await request("/api/v1/openapi.json", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({ message: "Method not allowed" });
  });
});

describe("the contract check every /api/v1 answer of this suite goes through", () => {
  const url = new URL("http://localhost/api/v1/blog/posts");
  const answer = (body: unknown, status = 200, type = "application/json; charset=utf-8") =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": type } });

  it("lets a described answer through", async () => {
    const response = await request("/api/v1/blog/categories");
    await expect(
      checkApiResponse("GET", new URL("http://localhost/api/v1/blog/categories"), response),
    ).resolves.toBeUndefined();
  });

  it("fails a body that does not match the schema, such as a renamed field", async () => {
    const renamed = { items: [], pagination: { page: 1, limit: 9, total: 0, totalPages: 0 } };
    await expect(checkApiResponse("GET", url, answer(renamed))).rejects.toThrow(
      /Undescribed \/api\/v1 response: GET \/api\/v1\/blog\/posts → 200/,
    );
  });

  it("fails a status, a content type or a method the document does not describe", async () => {
    await expect(checkApiResponse("GET", url, answer({ message: "no" }, 418))).rejects.toThrow(
      /→ 418/,
    );
    await expect(
      checkApiResponse("GET", url, answer({ posts: [] }, 200, "text/html")),
    ).rejects.toThrow(/Content-Type text\/html/);
    await expect(checkApiResponse("PATCH", url, answer({ ok: true }, 200))).rejects.toThrow(
      /no PATCH operation/,
    );
  });
});
