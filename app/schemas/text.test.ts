import { describe, expect, it } from "vitest";
import { isInvalidInputError } from "~/lib/db-errors.server";
import { NUL_CHARACTER_MESSAGE, text } from "./text";

describe("text", () => {
  it("refuses the NUL character wherever it is, with its own message first", () => {
    for (const value of ["\u0000", "a\u0000", "\u0000b", "a\u0000b"]) {
      const result = text().trim().min(5, "too short").safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
    }
  });

  it("keeps every other character, including tabs, newlines and lone surrogates", () => {
    for (const value of ["tab\there", "line\nbreak", "\ud800 lone", "\u202eRTL", "✓"]) {
      expect(text().parse(value)).toBe(value);
    }
  });
});

describe("isInvalidInputError", () => {
  const driverError = (code: string) => ({ message: "query failed", cause: { code } });

  it.each(["22021", "22P05", "22P02", "22003"])("recognises SQLSTATE %s", (code) => {
    expect(isInvalidInputError(driverError(code))).toBe(true);
  });

  it.each(["23505", "57P01", "08006"])("leaves SQLSTATE %s a fault", (code) => {
    expect(isInvalidInputError(driverError(code))).toBe(false);
    expect(isInvalidInputError(new Error("boom"))).toBe(false);
  });
});
