import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const FALLBACK = "/fallback";

describe("safeRedirect", () => {
  it.each([
    ["/admin/settings", "/admin/settings"],
    ["/admin/blog?page=2#top", "/admin/blog?page=2#top"],
    ["/blog/some-post#newsletter", "/blog/some-post#newsletter"],
    ["/", "/"],
    ["/a/./b/../c", "/a/c"],
    ["/search?q=a%20b", "/search?q=a%20b"],
    ["/caf\u00e9", "/caf%C3%A9"],
  ])("keeps the same-origin path %j as %j", (target, expected) => {
    expect(safeRedirect(target, FALLBACK)).toBe(expected);
  });

  it.each([
    // Leave the site once normalised: dot segments, encoded dots, collapsed slashes.
    "/.//evil.example/x",
    "/./\u002f/evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/%2e%2e//evil.example",
    "/%2E//evil.example",
    "/.%2e//evil.example",
    "/a/%2e%2e//evil.example",
    // Protocol-relative and backslash forms browsers read as another host.
    "//evil.example",
    "//evil.example/admin",
    "///evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/a\\b",
    // Encoded slashes and backslashes that decode to another host.
    "/%2fevil.example",
    "/%2F%2Fevil.example",
    "/%5cevil.example",
    "/%5C%5Cevil.example",
    // Tabs, newlines, other control characters and whitespace (the parser drops some silently).
    "/\t/evil.example",
    "/\t\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/ /evil.example",
    "/\u0000/evil.example",
    "/\u00a0/evil.example",
    "/\u3000/evil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%00",
    // Other schemes and absolute URLs.
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "javascript:alert(1)//x",
    "data:text/html,<script>alert(1)</script>",
    "http://evil.example",
    "https://evil.example/admin",
    "https:evil.example",
    "http:/evil.example",
    "//user@evil.example",
    // Not paths at all.
    "",
    "admin/dashboard",
    "evil.example",
    "?redirect=//evil.example",
    "#//evil.example",
    "/%",
    "/%zz",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it.each([undefined, null, 42, ["/admin"], { toString: () => "/admin" }])(
    "refuses the non-string %j",
    (target) => {
      expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
    },
  );

  it("never returns a value that leaves the site, whatever pieces the input is made of", () => {
    const piece = fc.constantFrom(
      ...["/", "\\", ".", "..", "%2e", "%2f", "%5c", "\t", "evil.example", "@", ":", "?", "#"],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), fc.string(), (pieces, tail) => {
        const result = safeRedirect(pieces.join("") + tail, FALLBACK);
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(result.startsWith("/\\")).toBe(false);
        expect(new URL(result, "http://site.example").origin).toBe("http://site.example");
      }),
      { seed: 12, numRuns: 2000 },
    );
  });
});
