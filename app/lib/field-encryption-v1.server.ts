/**
 * The first format of encrypted fields, kept only so that values stored in it can still be read
 * and moved to the current one: AES-256-GCM under the SHA-256 of the secret, with no additional
 * data, and a key id from another SHA-256 of it. Nothing is written in this format any more.
 *
 *   enc:v1:<key id>:<iv, base64url>:<ciphertext with its tag, base64url>
 */
const encoder = new TextEncoder();

async function sha256(text: string) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** The key a secret gave in the first format, by the id its values name. Decrypts only. */
export async function v1FieldKey(secret: string) {
  const raw = await sha256(`field-encryption:${secret}`);
  const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["decrypt"]);
  const id = [...(await sha256(`field-encryption-key-id:${secret}`)).slice(0, 4)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  return { id, key };
}
