import { describe, expect, it } from "vitest";
import { cutPage, fillPage } from "./page-template.server";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytesOf = (html: string) => new TextEncoder().encode(html);

describe("a stored page cut at its per-response values", () => {
  it("puts each response's values wherever the stored ones were, every time they occur", () => {
    const html =
      '<script nonce="n-OLD">a</script><input value="s.OLD"><script nonce="n-OLD">b</script>';
    const template = cutPage(bytesOf(html), { nonce: "n-OLD", formStamp: "s.OLD" });

    expect(decode(fillPage(template, { nonce: "n-NEW", formStamp: "s.NEW" }))).toBe(
      '<script nonce="n-NEW">a</script><input value="s.NEW"><script nonce="n-NEW">b</script>',
    );
  });

  it("takes stored values literally, though they hold characters a pattern would read", () => {
    const storedTime = "2026-11-27T10:00:00.123Z";
    const html = `<p>Recorded ${storedTime}; not 2026-11-27T10:00:00a123Z</p>`;
    const template = cutPage(bytesOf(html), { consentTime: storedTime });

    expect(decode(fillPage(template, { consentTime: "2026-11-28T09:30:00.000Z" }))).toBe(
      "<p>Recorded 2026-11-28T09:30:00.000Z; not 2026-11-27T10:00:00a123Z</p>",
    );
  });

  it("keeps text outside ASCII as it was", () => {
    const html = "<h1>Über KI — 日本語 OLD</h1><p>éOLD😀</p>";
    const template = cutPage(bytesOf(html), { nonce: "OLD" });

    expect(decode(fillPage(template, { nonce: "NEW" }))).toBe(
      "<h1>Über KI — 日本語 NEW</h1><p>éNEW😀</p>",
    );
    expect(template.byteLength).toBe(new TextEncoder().encode(html).byteLength - 6);
  });

  it("finds a value just after a false start, and at the page's very end", () => {
    const template = cutPage(bytesOf("n-On-OLD|n-OL|n-OLD"), { nonce: "n-OLD" });

    expect(decode(fillPage(template, { nonce: "N" }))).toBe("n-ON|n-OL|N");
  });

  it("serves a page without any stored value unchanged", () => {
    const template = cutPage(bytesOf("<p>plain</p>"), {});

    expect(decode(fillPage(template, { nonce: "unused" }))).toBe("<p>plain</p>");
  });
});
