import { describe, expect, it } from "vitest";
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
    expect(response.headers.get("Allow")).toBe("GET");
    expect(await response.json()).toEqual({ message: "Method not allowed" });
  });
});
