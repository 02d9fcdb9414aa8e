import { describe, expect, it } from "vitest";
import { hmacSha256, safeEqual } from "./tokens.server";

describe("hmacSha256", () => {
  // RFC 4231, test case 2: hashes and signatures stored before this helper still match.
  const expected = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";

  it("gives the standard HMAC-SHA-256 in hex", () => {
    expect(hmacSha256("Jefe", "what do ya want for nothing?", "hex")).toBe(expected);
  });

  it("gives the same bytes in unpadded base64url", () => {
    const signature = hmacSha256("Jefe", "what do ya want for nothing?", "base64url");
    expect(Buffer.from(signature, "base64url").toString("hex")).toBe(expected);
    expect(signature).toMatch(/^[\w-]{43}$/);
  });
});

describe("safeEqual", () => {
  it("is true only for the same string", () => {
    expect(safeEqual("token", "token")).toBe(true);
    expect(safeEqual("token", "tokem")).toBe(false);
    expect(safeEqual("token", "token-longer")).toBe(false);
  });
});
