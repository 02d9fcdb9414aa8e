import { describe, expect, it } from "vitest";
import {
  decryptField,
  encryptField,
  fieldKeys,
  isEncryptedField,
  UndecryptableFieldError,
} from "./field-encryption.server";

const OLD = "an-old-encryption-key-of-at-least-32-characters";
const NEW = "a-new-encryption-key-of-at-least-32-characters!";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const OWNER = "7d0c8c5e-8f57-4f4e-9d8a-2b8f0f6f7c11";
const OTHER_OWNER = "0b6a1f57-3c1e-4f0a-8e53-5d2c9a7e4b20";
/** SECRET as the first format stored it under OLD (made by that code, before HKDF and owners). */
const V1_UNDER_OLD =
  "enc:v1:14439632:g67KGPoxwYnaZ3LG:kk8IQ4SmVTHgknqtq9LYqdTYiku0YHA4lrdI4WKcxBxqgEkTYHGZMKm56-ArTIYS";

describe("field encryption", () => {
  it("round-trips a value, with a fresh IV each time and nothing of the value in the stored form", async () => {
    const keys = await fieldKeys(NEW);
    const first = await encryptField(keys, SECRET, OWNER);
    const second = await encryptField(keys, SECRET, OWNER);
    expect(first).toMatch(/^enc:v2:[0-9a-f]{8}:[\w-]{16}:[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(SECRET);
    expect(first).not.toContain(OWNER);
    expect(isEncryptedField(first)).toBe(true);
    expect(await decryptField(keys, first, OWNER)).toEqual({ value: SECRET, stale: false });
  });

  it("refuses a value copied into another owner's row", async () => {
    const keys = await fieldKeys(NEW);
    const stored = await encryptField(keys, SECRET, OWNER);
    await expect(decryptField(keys, stored, OTHER_OWNER)).rejects.toBeInstanceOf(
      UndecryptableFieldError,
    );
  });

  it("reads a value stored in clear before encryption, and calls it stale", async () => {
    expect(await decryptField(await fieldKeys(NEW), SECRET, OWNER)).toEqual({
      value: SECRET,
      stale: true,
    });
  });

  it("reads a value of the first format, and calls it stale even under the current key", async () => {
    expect(await decryptField(await fieldKeys(OLD), V1_UNDER_OLD, OWNER)).toEqual({
      value: SECRET,
      stale: true,
    });
    expect(await decryptField(await fieldKeys(`${NEW},${OLD}`), V1_UNDER_OLD, OWNER)).toEqual({
      value: SECRET,
      stale: true,
    });
    await expect(decryptField(await fieldKeys(NEW), V1_UNDER_OLD, OWNER)).rejects.toBeInstanceOf(
      UndecryptableFieldError,
    );
  });

  it("decrypts with an older listed key and calls the value stale; refuses it once the key is gone", async () => {
    const stored = await encryptField(await fieldKeys(OLD), SECRET, OWNER);
    expect(await decryptField(await fieldKeys(`${NEW},${OLD}`), stored, OWNER)).toEqual({
      value: SECRET,
      stale: true,
    });
    await expect(decryptField(await fieldKeys(NEW), stored, OWNER)).rejects.toBeInstanceOf(
      UndecryptableFieldError,
    );
  });

  it("refuses a tampered, malformed or unknown-format value", async () => {
    const keys = await fieldKeys(NEW);
    const stored = await encryptField(keys, SECRET, OWNER);
    // A character well inside the ciphertext (the last one may carry only padding bits).
    const at = stored.length - 10;
    const flipped = stored.slice(0, at) + (stored[at] === "A" ? "B" : "A") + stored.slice(at + 1);
    for (const bad of [
      flipped,
      stored.replace(/:[\w-]{16}:/, ":AAAAAAAAAAAAAAAA:"),
      stored.replace("enc:v2:", "enc:v9:"),
      stored.replace("enc:v2:", "enc:v1:"),
      "enc:v2:deadbeef",
      `${stored}:extra`,
    ])
      await expect(decryptField(keys, bad, OWNER)).rejects.toBeInstanceOf(UndecryptableFieldError);
  });

  it("names keys by an id that does not reveal them", async () => {
    const keys = await fieldKeys(`${NEW},${OLD}`);
    expect(keys.current.id).toMatch(/^[0-9a-f]{8}$/);
    expect([...keys.byId.keys()]).toHaveLength(2);
    expect(NEW).not.toContain(keys.current.id);
  });
});
