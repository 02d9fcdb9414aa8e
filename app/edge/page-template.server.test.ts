import { describe, expect, it } from "vitest";
import { cutPage, fillPage } from "./page-template.server";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("a stored page cut at its per-response values", () => {
  it("puts each response's values wherever the stored ones were, every time they occur", () => {
    const html =
      '<script nonce="n-OLD">a</script><input value="s.OLD"><script nonce="n-OLD">b</script>';
    const template = cutPage(html, { nonce: "n-OLD", formStamp: "s.OLD" });

    expect(decode(fillPage(template, { nonce: "n-NEW", formStamp: "s.NEW" }))).toBe(
      '<script nonce="n-NEW">a</script><input value="s.NEW"><script nonce="n-NEW">b</script>',
    );
  });

  it("takes stored values literally, though they hold characters a pattern would read", () => {
    const storedTime = "2026-11-27T10:00:00.123Z";
    const html = `<p>Recorded ${storedTime}; not 2026-11-27T10:00:00a123Z</p>`;
    const template = cutPage(html, { consentTime: storedTime });

    expect(decode(fillPage(template, { consentTime: "2026-11-28T09:30:00.000Z" }))).toBe(
      "<p>Recorded 2026-11-28T09:30:00.000Z; not 2026-11-27T10:00:00a123Z</p>",
    );
  });

  it("keeps text outside ASCII as it was", () => {
    const html = "<h1>Über KI — 日本語 OLD</h1>";
    const template = cutPage(html, { nonce: "OLD" });

    expect(decode(fillPage(template, { nonce: "NEW" }))).toBe("<h1>Über KI — 日本語 NEW</h1>");
    expect(template.byteLength).toBe(new TextEncoder().encode(html).byteLength - 3);
  });

  it("serves a page without any stored value unchanged", () => {
    const template = cutPage("<p>plain</p>", {});

    expect(decode(fillPage(template, { nonce: "unused" }))).toBe("<p>plain</p>");
  });
});
