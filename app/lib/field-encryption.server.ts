/**
 * Encryption of single database fields (the two-factor secrets) with AES-256-GCM through
 * Web Crypto. ENCRYPTION_KEY is a comma-separated list, newest first, like the signing secrets:
 * the first key encrypts, every listed key decrypts. A stored value names the key it was made
 * with, so a rotation re-encrypts on next use (or with `npm run keys:rotate`) without a
 * flag day. Each value is bound to the id of its owner (the row it is stored in) as AES-GCM
 * additional data, so a value copied into another owner's row does not decrypt.
 * See docs/decisions/0009-encrypted-two-factor-secrets.md.
 *
 *   enc:v2:<key id>:<iv, base64url>:<ciphertext with its tag, base64url>
 *
 * Values of the first format (enc:v1:, field-encryption-v1.server.ts) and values stored in
 * clear before encryption still decrypt, reported stale so that they are stored again.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { base64url } from "jose";
import { v1FieldKey } from "./field-encryption-v1.server";
import { parseSecretList } from "./signing-secrets.server";

const ENCRYPTED = "enc:";
const CURRENT_FORMAT = "v2";
// HKDF info labels: changing one changes every derived key and id, so they stay as they are.
const AES_KEY_LABEL = "field-encryption:v2:aes-256-gcm";
const KEY_ID_LABEL = "field-encryption:v2:key-id";
const encoder = new TextEncoder();
const decoder = new TextDecoder();

interface FieldKey {
  id: string;
  key: CryptoKey;
}

export interface FieldKeys {
  /** Encrypts; the first listed key. */
  current: FieldKey;
  /** Decrypts, by id. */
  byId: Map<string, FieldKey>;
  /** Decrypts values of the first format, by their key id. */
  v1ById: Map<string, FieldKey>;
}

/** A stored value no listed key can open: tampered, moved, or made with a key that was removed. */
export class UndecryptableFieldError extends Error {
  constructor(reason: string) {
    super(`An encrypted field cannot be decrypted: ${reason}`);
    this.name = "UndecryptableFieldError";
  }
}

const hkdf = (label: string): HkdfParams => ({
  name: "HKDF",
  hash: "SHA-256",
  salt: new Uint8Array(),
  info: encoder.encode(label),
});

/** A key from one listed secret: AES-256 and a short id that reveals nothing, both by HKDF. */
async function fieldKey(secret: string): Promise<FieldKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, [
    "deriveKey",
    "deriveBits",
  ]);
  const key = await crypto.subtle.deriveKey(
    hkdf(AES_KEY_LABEL),
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
  const idBytes = new Uint8Array(await crypto.subtle.deriveBits(hkdf(KEY_ID_LABEL), material, 32));
  const id = [...idBytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return { id, key };
}

/** The keys of an ENCRYPTION_KEY value (a list, newest first). */
export async function fieldKeys(value: string | readonly string[]): Promise<FieldKeys> {
  const secrets = typeof value === "string" ? parseSecretList(value) : value;
  if (secrets.length === 0) throw new Error("ENCRYPTION_KEY is required");
  const [keys, v1Keys] = await Promise.all([
    Promise.all(secrets.map(fieldKey)),
    Promise.all(secrets.map(v1FieldKey)),
  ]);
  return {
    current: keys[0]!,
    byId: new Map(keys.map((key) => [key.id, key])),
    v1ById: new Map(v1Keys.map((key) => [key.id, key])),
  };
}

/** The request's keys, from ENCRYPTION_KEY. */
export function fieldKeysFor(context: Pick<AppLoadContext, "env">) {
  return fieldKeys(context.env.ENCRYPTION_KEY);
}

// A copy, because Web Crypto's types want a view of an ArrayBuffer and jose's decode promises less.
const bytes = (text: string) => Uint8Array.from(base64url.decode(text));

export function isEncryptedField(stored: string) {
  return stored.startsWith(ENCRYPTED);
}

/** Encrypts a value for the row of `ownerId`; only that owner's row can decrypt it. */
export async function encryptField(keys: FieldKeys, plaintext: string, ownerId: string) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(ownerId) },
    keys.current.key,
    encoder.encode(plaintext),
  );
  const body = [keys.current.id, base64url.encode(iv), base64url.encode(new Uint8Array(sealed))];
  return `${ENCRYPTED}${CURRENT_FORMAT}:${body.join(":")}`;
}

/**
 * The plaintext of a value stored in the row of `ownerId`, and whether it should be stored
 * again: a value stored in clear before encryption existed, in the first format, or under an
 * older key is `stale`.
 */
export async function decryptField(
  keys: FieldKeys,
  stored: string,
  ownerId: string,
): Promise<{ value: string; stale: boolean }> {
  if (!isEncryptedField(stored)) return { value: stored, stale: true };
  const [format, keyId, iv, sealed, ...rest] = stored.slice(ENCRYPTED.length).split(":");
  if (!keyId || !iv || !sealed || rest.length > 0) throw new UndecryptableFieldError("malformed");
  const current = format === CURRENT_FORMAT;
  if (!current && format !== "v1") throw new UndecryptableFieldError(`unknown format ${format}`);
  const key = (current ? keys.byId : keys.v1ById).get(keyId);
  if (!key) throw new UndecryptableFieldError(`key ${keyId} is not in ENCRYPTION_KEY`);
  // Values of the first format were sealed without additional data.
  const additionalData = current ? { additionalData: encoder.encode(ownerId) } : {};
  try {
    const opened = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes(iv), ...additionalData },
      key.key,
      bytes(sealed),
    );
    return { value: decoder.decode(opened), stale: !current || keyId !== keys.current.id };
  } catch {
    throw new UndecryptableFieldError(
      "the value was altered, belongs to another owner, or the key is wrong",
    );
  }
}
