import type { ServerBuild } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { matchRoute } from "./route-id.server";

const route = (id: string, fields: { parentId?: string; path?: string; index?: boolean }) => ({
  id,
  module: {},
  ...fields,
});

const routes = {
  root: route("root", { path: "" }),
  "routes/_index": route("routes/_index", { parentId: "root", index: true }),
  "routes/blog._index": route("routes/blog._index", {
    parentId: "root",
    path: "blog",
    index: true,
  }),
  "routes/blog.$slug": route("routes/blog.$slug", { parentId: "root", path: "blog/:slug" }),
  "routes/admin": route("routes/admin", { parentId: "root", path: "admin" }),
  "routes/admin.blog._index": route("routes/admin.blog._index", {
    parentId: "routes/admin",
    path: "blog",
    index: true,
  }),
  "routes/$": route("routes/$", { parentId: "root", path: "*" }),
} as unknown as ServerBuild["routes"];

describe("matchRoute", () => {
  it.each([
    ["/", "routes/_index"],
    ["/blog", "routes/blog._index"],
    ["/blog/some-post", "routes/blog.$slug"],
    ["/admin/blog", "routes/admin.blog._index"],
    ["/no/such/page", "routes/$"],
  ])("%s → %s", (path, id) => {
    expect(matchRoute(routes, path)?.id).toBe(id);
  });

  it("gives the params of the match", () => {
    expect(matchRoute(routes, "/blog/some-post")?.params).toMatchObject({ slug: "some-post" });
  });
});
