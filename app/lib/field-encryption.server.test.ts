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

describe("field encryption", () => {
  it("round-trips a value, with a fresh IV each time and nothing of the value in the stored form", async () => {
    const keys = await fieldKeys(NEW);
    const first = await encryptField(keys, SECRET);
    const second = await encryptField(keys, SECRET);
    expect(first).toMatch(/^enc:v1:[0-9a-f]{8}:[\w-]{16}:[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(SECRET);
    expect(isEncryptedField(first)).toBe(true);
    expect(await decryptField(keys, first)).toEqual({ value: SECRET, stale: false });
  });

  it("reads a value stored in clear before encryption, and calls it stale", async () => {
    expect(await decryptField(await fieldKeys(NEW), SECRET)).toEqual({
      value: SECRET,
      stale: true,
    });
  });

  it("decrypts with an older listed key and calls the value stale; refuses it once the key is gone", async () => {
    const stored = await encryptField(await fieldKeys(OLD), SECRET);
    expect(await decryptField(await fieldKeys(`${NEW},${OLD}`), stored)).toEqual({
      value: SECRET,
      stale: true,
    });
    await expect(decryptField(await fieldKeys(NEW), stored)).rejects.toBeInstanceOf(
      UndecryptableFieldError,
    );
  });

  it("refuses a tampered or malformed value", async () => {
    const keys = await fieldKeys(NEW);
    const stored = await encryptField(keys, SECRET);
    // A character well inside the ciphertext (the last one may carry only padding bits).
    const at = stored.length - 10;
    const flipped = stored.slice(0, at) + (stored[at] === "A" ? "B" : "A") + stored.slice(at + 1);
    for (const bad of [
      flipped,
      stored.replace(/:[\w-]{16}:/, ":AAAAAAAAAAAAAAAA:"),
      "enc:v1:deadbeef",
      `${stored}:extra`,
    ])
      await expect(decryptField(keys, bad)).rejects.toBeInstanceOf(UndecryptableFieldError);
  });

  it("names keys by an id that does not reveal them", async () => {
    const keys = await fieldKeys(`${NEW},${OLD}`);
    expect(keys.current.id).toMatch(/^[0-9a-f]{8}$/);
    expect([...keys.byId.keys()]).toHaveLength(2);
    expect(NEW).not.toContain(keys.current.id);
  });
});
