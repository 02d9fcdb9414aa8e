import { describe, expect, it } from "vitest";
import { escapeHtml, greetingName, headerText, isHeaderSafe } from "./mail-text";

describe("isHeaderSafe", () => {
  it.each(["Ann", "Jürgen Ødegård", "O'Brien, Jr."])("takes %j", (text) => {
    expect(isHeaderSafe(text)).toBe(true);
  });

  it.each(["Ann\r\nBcc: x@example.com", "Ann\nBcc", "Ann\rX", "tab\there", "nul\u0000", "\u2028"])(
    "refuses %j",
    (text) => {
      expect(isHeaderSafe(text)).toBe(false);
    },
  );
});

describe("headerText", () => {
  it("makes one line of any text and clips it", () => {
    expect(headerText("Hi\r\nBcc: victim@example.com\r\n\r\nbody")).toBe(
      "Hi Bcc: victim@example.com body",
    );
    expect(headerText("x".repeat(300), 10)).toBe("x".repeat(10));
  });
});

describe("greetingName", () => {
  it("keeps a plain first name, clipped", () => {
    expect(greetingName("  Grace ")).toBe("Grace");
    expect(greetingName("Jean-Luc")).toBe("Jean-Luc");
    expect(greetingName("Ä".repeat(60))).toHaveLength(30);
    expect(greetingName("Mary Ann")).toBe("Mary");
  });

  it("drops what could carry a message or a link", () => {
    expect(greetingName("Win $1000 at https://evil.example")).toBe("Win");
    expect(greetingName("evil.example")).toBe("evil");
    expect(greetingName("<b>Ann</b>")).toBe("b");
    expect(greetingName("12345")).toBe("");
    expect(greetingName("Ann\r\nBcc: x@example.com")).toBe("Ann");
  });
});

describe("escapeHtml", () => {
  it("escapes markup and quotes", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});
