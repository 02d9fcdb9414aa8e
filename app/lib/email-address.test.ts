import { describe, expect, it } from "vitest";
import { parseEmailAddress } from "./email-address";

describe("parseEmailAddress", () => {
  it("trims the address and lower-cases its domain, keeping the local part as written", () => {
    expect(parseEmailAddress("  Ann.Lee@Example.COM \n")).toBe("Ann.Lee@example.com");
  });

  it("takes the domain after the last @ (a quoted local part may hold one)", () => {
    expect(parseEmailAddress('"A@B"@Example.org')).toBe('"A@B"@example.org');
  });
});
