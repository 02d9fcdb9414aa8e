import { describe, expect, it } from "vitest";
import {
  clipText,
  WITHOUT_CONTROL_CHARACTERS,
  WITHOUT_LONE_SURROGATES,
  withoutControlCharacters,
} from "./control-characters";

describe("control characters", () => {
  it("are C0, DEL and C1, not the rest of Unicode", () => {
    for (const code of [0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f])
      expect(WITHOUT_CONTROL_CHARACTERS.test(`a${String.fromCharCode(code)}b`), String(code)).toBe(
        false,
      );
    for (const text of ["plain", "naïve café", "日本語", "🚀", "\u00a0", "a b"])
      expect(WITHOUT_CONTROL_CHARACTERS.test(text), text).toBe(true);
  });

  it("are made one space in text read from a URL", () => {
    expect(withoutControlCharacters("rag\nagents\t\u0085!")).toBe("rag agents !");
  });
});

describe("clipText", () => {
  it("cuts at most max UTF-16 units, never half a character", () => {
    expect(clipText(`${"x".repeat(199)}🚀`, 200)).toBe("x".repeat(199));
    expect(clipText(`${"x".repeat(198)}🚀`, 200)).toBe(`${"x".repeat(198)}🚀`);
    expect(clipText("short", 200)).toBe("short");
    expect(WITHOUT_LONE_SURROGATES.test(clipText("🚀🚀🚀", 5))).toBe(true);
  });

  it("leaves whole astral characters and refuses lone halves", () => {
    expect(WITHOUT_LONE_SURROGATES.test("a🚀b")).toBe(true);
    expect(WITHOUT_LONE_SURROGATES.test("a\ud83d")).toBe(false);
    expect(WITHOUT_LONE_SURROGATES.test("\ude80a")).toBe(false);
  });
});
