import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { API_ROUTE_METHODS } from "~/http/api-methods.server";
import { buildOpenApiDocument } from "./document.server";

const ROUTES_DIR = fileURLToPath(new URL("../../routes", import.meta.url));

/** `api.v1.admin.blog.posts.$id.ts` → `/api/v1/admin/blog/posts/{id}`; the catch-all has none. */
function pathOfRouteFile(file: string) {
  // `[.]` escapes a dot that belongs to the segment (`openapi[.]json`).
  const segments = file
    .replace(/\.tsx?$/, "")
    .split(/(?<!\[)\.(?!\])/)
    .map((segment) => segment.replaceAll("[.]", "."));
  if (segments.at(-1) === "$") return null;
  return `/${segments.map((segment) => (segment.startsWith("$") ? `{${segment.slice(1)}}` : segment)).join("/")}`;
}

describe("the OpenAPI document", () => {
  const document = buildOpenApiDocument("https://example.test");

  it("has an operation for every /api/v1 route file, and no path without one", () => {
    const routePaths = readdirSync(ROUTES_DIR)
      .filter((file) => file.startsWith("api.v1."))
      .map(pathOfRouteFile)
      .filter((path): path is string => path !== null)
      .sort();
    expect(routePaths.length).toBeGreaterThan(30);
    expect(Object.keys(document.paths ?? {}).sort()).toEqual(routePaths);
  });

  it("declares for each route the methods the Worker lets through to it", () => {
    const apiRouteFiles = readdirSync(ROUTES_DIR).filter(
      (file) => file.startsWith("api.v1.") && pathOfRouteFile(file) !== null,
    );
    const declared = Object.fromEntries(
      apiRouteFiles.map((file) => {
        const item = document.paths?.[pathOfRouteFile(file)!] ?? {};
        const methods = ["get", "post", "put", "patch", "delete"] as const;
        return [
          `routes/${file.replace(/\.tsx?$/, "")}`,
          methods.filter((method) => item[method]).map((method) => method.toUpperCase()),
        ];
      }),
    );
    expect(API_ROUTE_METHODS).toEqual(declared);
  });

  it("states every pattern a string is checked against, and page numbers as integers", () => {
    const body = (path: string, method: "post" | "put") =>
      JSON.stringify(document.paths?.[path]?.[method]?.requestBody);
    const query = (path: string, name: string) =>
      document.paths?.[path]?.get?.parameters?.find(
        (parameter) => "name" in parameter && parameter.name === name,
      );
    const slug = new RegExp(
      (
        JSON.parse(body("/api/v1/admin/blog/posts", "post")) as {
          content: {
            "application/json": { schema: { properties: { slug: { pattern: string } } } };
          };
        }
      ).content["application/json"].schema.properties.slug.pattern,
      "u",
    );
    expect(["a-slug", "post-2"].every((value) => slug.test(value))).toBe(true);
    expect(["A-Slug", "a--b", "a\u0000"].some((value) => slug.test(value))).toBe(false);
    const eventPath = new RegExp(
      JSON.parse(
        /"path":\{"type":"string","minLength":1,"maxLength":500,"pattern":("[^"]+")/.exec(
          body("/api/v1/events", "post"),
        )?.[1] ?? '"$^"',
      ) as string,
      "u",
    );
    expect(eventPath.test("/blog/a-post")).toBe(true);
    expect(["blog", "//evil.example", "/a?b", "/\t/x"].some((value) => eventPath.test(value))).toBe(
      false,
    );
    expect(query("/api/v1/blog/posts", "page")).toMatchObject({
      schema: { type: "integer", minimum: 1, maximum: 100_000 },
    });
  });

  it("is OpenAPI 3.1 with the two admin auth schemes and the Retry-After header", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.components?.securitySchemes).toMatchObject({
      bearerAuth: { type: "http", scheme: "bearer" },
      csrfToken: { type: "apiKey", in: "header", name: "X-CSRF-Token" },
      apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
    });
    expect(document.components?.headers).toHaveProperty("Retry-After");
  });

  it("asks a Bearer write for the CSRF token and an API key for the permission it needs", () => {
    const operation = document.paths?.["/api/v1/admin/blog/posts/{id}"];
    expect(operation?.put?.security).toEqual([
      { bearerAuth: [], csrfToken: [] },
      { apiKey: ["write"] },
    ]);
    expect(operation?.delete?.security).toEqual([
      { bearerAuth: [], csrfToken: [] },
      { apiKey: ["delete"] },
    ]);
    expect(operation?.get?.security).toEqual([{ bearerAuth: [] }, { apiKey: ["read"] }]);
    expect(document.paths?.["/api/v1/blog/posts"]?.get?.security).toEqual([]);
  });

  it("describes every refusal as JSON { message } and gives each operation a unique id", () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of ["get", "post", "put", "patch", "delete"] as const) {
        const operation = item[method];
        if (!operation) continue;
        expect(operation.operationId, `${method} ${path}`).toBeTruthy();
        expect(ids.has(operation.operationId!)).toBe(false);
        ids.add(operation.operationId!);
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          // A degraded health check still answers its report.
          if (Number(status) < 400 || !("content" in response) || path === "/api/v1/health")
            continue;
          const schema = JSON.stringify(response.content?.["application/json"]?.schema);
          expect(schema, `${method} ${path} ${status}`).toMatch(/Error|"message"/);
        }
      }
    }
    expect(ids.size).toBeGreaterThan(40);
  });
});
