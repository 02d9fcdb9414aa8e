import { describe, expect, it } from "vitest";
import { looksLikeBackupCode, newBackupCodes } from "./backup-codes.server";

describe("backup codes", () => {
  it("are ten distinct codes, stored only as hashes", () => {
    const { codes, hashes } = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(looksLikeBackupCode(code)).toBe(true);
    }
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(hashes.some((hash, i) => hash.includes(codes[i]!))).toBe(false);
  });
});
