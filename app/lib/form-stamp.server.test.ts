import { describe, expect, it } from "vitest";
import { formStampAge, issueFormStamp } from "./form-stamp.server";

const secret = "a-test-secret-that-is-long-enough-to-sign";

describe("form stamps", () => {
  it("tells how long ago a stamp was issued", async () => {
    const stamp = await issueFormStamp(secret, 1_700_000_000_000);
    expect(await formStampAge(stamp, secret, 1_700_000_004_000)).toBe(4000);
  });

  it("rejects stamps that were altered, signed with another secret, or come from the future", async () => {
    const stamp = await issueFormStamp(secret, 1_700_000_000_000);
    const [, signature] = stamp.split(".");
    expect(await formStampAge(`1600000000000.${signature}`, secret, 1_700_000_004_000)).toBeNull();
    expect(await formStampAge(stamp, `${secret}-other`, 1_700_000_004_000)).toBeNull();
    expect(await formStampAge(stamp, secret, 1_699_999_999_000)).toBeNull();
    expect(await formStampAge("", secret)).toBeNull();
    expect(await formStampAge(undefined, secret)).toBeNull();
  });
});
