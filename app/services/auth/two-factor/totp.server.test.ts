import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { matchTotpStep, newTotpSecret, otpauthUri, TOTP_PERIOD_S } from "./totp.server";

// RFC 6238, Appendix B: the seeds are ASCII "1234567890" repeated to the hash's block size.
const seeds = {
  SHA1: Secret.fromLatin1("12345678901234567890"),
  SHA256: Secret.fromLatin1("12345678901234567890123456789012"),
  SHA512: Secret.fromLatin1("1234567890123456789012345678901234567890123456789012345678901234"),
} as const;

const vectors: [number, string, keyof typeof seeds][] = [
  [59, "94287082", "SHA1"],
  [59, "46119246", "SHA256"],
  [59, "90693936", "SHA512"],
  [1111111109, "07081804", "SHA1"],
  [1111111109, "68084774", "SHA256"],
  [1111111109, "25091201", "SHA512"],
  [1111111111, "14050471", "SHA1"],
  [1111111111, "67062674", "SHA256"],
  [1111111111, "99943326", "SHA512"],
  [1234567890, "89005924", "SHA1"],
  [1234567890, "91819424", "SHA256"],
  [1234567890, "93441116", "SHA512"],
  [2000000000, "69279037", "SHA1"],
  [2000000000, "90698825", "SHA256"],
  [2000000000, "38618901", "SHA512"],
  [20000000000, "65353130", "SHA1"],
  [20000000000, "77737706", "SHA256"],
  [20000000000, "47863826", "SHA512"],
];

describe("TOTP verification (RFC 6238)", () => {
  it.each(vectors)("at T=%i accepts %s (%s) in its own time step", (seconds, code, algorithm) => {
    const now = new Date(seconds * 1000);
    expect(matchTotpStep(seeds[algorithm], code, { now, digits: 8, algorithm })).toBe(
      Math.floor(seconds / TOTP_PERIOD_S),
    );
  });

  it("accepts one step of clock drift either way, and no more", () => {
    const now = new Date(1111111111 * 1000);
    const step = Math.floor(1111111111 / TOTP_PERIOD_S);
    const codeAt = (offsetSteps: number) =>
      TOTP.generate({
        secret: seeds.SHA1,
        timestamp: now.getTime() + offsetSteps * TOTP_PERIOD_S * 1000,
        digits: 6,
        period: TOTP_PERIOD_S,
      });
    expect(matchTotpStep(seeds.SHA1, codeAt(-1), { now })).toBe(step - 1);
    expect(matchTotpStep(seeds.SHA1, codeAt(1), { now })).toBe(step + 1);
    expect(matchTotpStep(seeds.SHA1, codeAt(-2), { now })).toBeNull();
    expect(matchTotpStep(seeds.SHA1, codeAt(2), { now })).toBeNull();
  });

  it("refuses malformed codes", () => {
    for (const code of ["", "12345", "1234567", "abcdef", "12 34 5"])
      expect(matchTotpStep(seeds.SHA1, code)).toBeNull();
  });

  it("makes 160-bit secrets and an otpauth URI an authenticator app can read", () => {
    const secret = newTotpSecret();
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    const uri = otpauthUri(secret, "admin@example.com");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Kaleon%20AI:admin%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain("period=30");
    expect(uri).toContain("digits=6");
  });
});
