/**
 * Encryption of single database fields (the two-factor secrets) with AES-256-GCM through
 * WebCrypto. ENCRYPTION_KEY is a comma-separated list, newest first, like the signing secrets:
 * the first key encrypts, every listed key decrypts. A stored value names the key it was made
 * with, so a rotation re-encrypts on next use (or with `npm run keys:rotate`) without a
 * flag day. See docs/decisions/0009-encrypted-two-factor-secrets.md.
 *
 *   enc:v1:<key id>:<iv, base64url>:<ciphertext with its tag, base64url>
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { base64url } from "jose";
import { parseSecretList } from "./signing-secrets.server";

const PREFIX = "enc:v1:";
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
}

/** A stored value no listed key can open: tampered, or made with a key that was removed. */
export class UndecryptableFieldError extends Error {
  constructor(reason: string) {
    super(`An encrypted field cannot be decrypted: ${reason}`);
    this.name = "UndecryptableFieldError";
  }
}

async function sha256(text: string) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** A key from one listed secret: AES-256 from its SHA-256, and a short id that reveals nothing. */
async function fieldKey(secret: string): Promise<FieldKey> {
  const raw = await sha256(`field-encryption:${secret}`);
  const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
  const id = [...(await sha256(`field-encryption-key-id:${secret}`)).slice(0, 4)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  return { id, key };
}

/** The keys of an ENCRYPTION_KEY value (a list, newest first). */
export async function fieldKeys(value: string | readonly string[]): Promise<FieldKeys> {
  const secrets = typeof value === "string" ? parseSecretList(value) : value;
  if (secrets.length === 0) throw new Error("ENCRYPTION_KEY is required");
  const keys = await Promise.all(secrets.map(fieldKey));
  return { current: keys[0]!, byId: new Map(keys.map((key) => [key.id, key])) };
}

/** The request's keys, from ENCRYPTION_KEY. */
export function fieldKeysFor(context: Pick<AppLoadContext, "env">) {
  return fieldKeys(context.env.ENCRYPTION_KEY);
}

// A copy, because Web Crypto's types want a view of an ArrayBuffer and jose's decode promises less.
const bytes = (text: string) => Uint8Array.from(base64url.decode(text));

export function isEncryptedField(stored: string) {
  return stored.startsWith(PREFIX);
}

export async function encryptField(keys: FieldKeys, plaintext: string) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    keys.current.key,
    encoder.encode(plaintext),
  );
  return `${PREFIX}${keys.current.id}:${base64url.encode(iv)}:${base64url.encode(new Uint8Array(sealed))}`;
}

/**
 * The plaintext of a stored value, and whether it should be stored again with the current key:
 * a value stored before encryption existed (plain) or under an older key is `stale`.
 */
export async function decryptField(
  keys: FieldKeys,
  stored: string,
): Promise<{ value: string; stale: boolean }> {
  if (!isEncryptedField(stored)) return { value: stored, stale: true };
  const [keyId, iv, sealed, ...rest] = stored.slice(PREFIX.length).split(":");
  if (!keyId || !iv || !sealed || rest.length > 0) throw new UndecryptableFieldError("malformed");
  const key = keys.byId.get(keyId);
  if (!key) throw new UndecryptableFieldError(`key ${keyId} is not in ENCRYPTION_KEY`);
  try {
    const opened = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes(iv) },
      key.key,
      bytes(sealed),
    );
    return { value: decoder.decode(opened), stale: keyId !== keys.current.id };
  } catch {
    throw new UndecryptableFieldError("the value was altered or the key is wrong");
  }
}
