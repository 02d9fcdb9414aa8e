import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./guard.server";

describe("safeRedirectPath", () => {
  it.each([
    ["/admin/settings", "/admin/settings"],
    ["/admin/blog?page=2#top", "/admin/blog?page=2#top"],
    ["https://evil.example/", "/admin/dashboard"],
    ["//evil.example/", "/admin/dashboard"],
    ["/\\evil.example", "/admin/dashboard"],
    ["javascript:alert(1)", "/admin/dashboard"],
    ["", "/admin/dashboard"],
    [undefined, "/admin/dashboard"],
  ])("%s → %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });
});
