import { describe, expect, it } from "vitest";
import { readEml } from "../../tests/support/mail";
import { buildEml, UnsafeHeaderError } from "./eml";

const message = {
  from: { email: "notifications@example.com", name: "Kaleon AI" },
  to: "ann@example.com",
  replyTo: "grace@example.com",
  subject: "Neue Anfrage – Jürgen",
  text: "Hello\nsecond line\n",
  html: "<p>Hello</p>",
};

describe("buildEml", () => {
  it("writes RFC 5322 with CRLF line ends, a text and an HTML part", () => {
    const eml = buildEml(message);
    expect(eml).not.toMatch(/[^\r]\n/);
    const read = readEml("x.eml", eml);
    expect(read.headers.from).toBe('"Kaleon AI" <notifications@example.com>');
    expect(read.headers["reply-to"]).toBe("grace@example.com");
    expect(read.headers["message-id"]).toMatch(/^<.+@.+>$/);
    expect(read.subject).toBe("Neue Anfrage – Jürgen");
    expect(read.text).toBe(message.text);
    expect(read.html).toBe(message.html);
  });

  it("keeps every header line within 998 characters, however long the subject", () => {
    const eml = buildEml({ ...message, subject: "ü".repeat(2000) });
    expect(Math.max(...eml.split("\r\n").map((line) => line.length))).toBeLessThanOrEqual(998);
    expect(readEml("x.eml", eml).subject).toBe("ü".repeat(2000));
  });

  it.each([
    { subject: "Hi\r\nBcc: victim@example.com" },
    { to: "ann@example.com\r\nBcc: victim@example.com" },
    { to: "ann@example.com, victim@example.com" },
    { from: { email: "a@example.com", name: "Evil\nBcc: x@example.com" } },
    { replyTo: "<script>@example.com" },
  ])("refuses a header with a break or a second address: %j", (change) => {
    expect(() => buildEml({ ...message, ...change })).toThrow(UnsafeHeaderError);
  });

  it("quotes a display name with specials", () => {
    const eml = buildEml({ ...message, from: { email: "a@example.com", name: 'A "B", C' } });
    expect(eml).toContain('From: "A \\"B\\", C" <a@example.com>');
  });
});
