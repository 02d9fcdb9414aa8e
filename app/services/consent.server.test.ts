import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./consent.server";

describe("safeReturnTo", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeReturnTo("/blog?category=AI#latest")).toBe("/blog?category=AI#latest");
    expect(safeReturnTo("/")).toBe("/");
  });

  it("falls back to the home page for anything that could leave the site", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "",
      null,
      42,
    ]) {
      expect(safeReturnTo(value)).toBe("/");
    }
  });
});
