import { describe, expect, it } from "vitest";
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  SCRYPT_PARAMS,
  verifyPassword,
} from "./password.server";

describe("password hashing", () => {
  it("stays inside the deployed Workers scrypt limit (N·r·p ≤ 2^20) at OWASP strength", () => {
    const { N, r, p } = SCRYPT_PARAMS;
    expect(N * r * p).toBeLessThanOrEqual(2 ** 20);
    // OWASP's minimum is N=2^17, r=8, p=1, i.e. N·r·p = 2^20 / 1: equivalent cost means N·p ≥ 2^16 at r=8.
    expect(N * p).toBeGreaterThanOrEqual(2 ** 16);
    expect(r).toBe(8);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("Correct-Horse-42-Battery");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword("Correct-Horse-42-Battery", hash)).toBe(true);
    expect(await verifyPassword("correct-horse-42-battery", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("Same-Password-1!")).not.toBe(await hashPassword("Same-Password-1!"));
  });

  it("refuses everything against the dummy hash", async () => {
    expect(await verifyPassword("anything", DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
