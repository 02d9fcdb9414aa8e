/** The answers the admin JSON endpoints share: not-found, taken slug, bad id, uncached JSON. */
import { json, jsonError, NO_STORE } from "~/lib/json-response";
import { parseRecordId } from "~/lib/record-id";

const POST_NOT_FOUND = "Post not found";
const SLUG_TAKEN = "A post with this slug already exists";

export function noStoreJson<T>(body: T, status = 200) {
  return json(body, { status, headers: NO_STORE });
}

export function postNotFound() {
  return jsonError(404, POST_NOT_FOUND);
}

export function slugTaken() {
  return jsonError(409, SLUG_TAKEN, { errors: { slug: [SLUG_TAKEN] } });
}

const INVALID_POST_ID = "The post id must be a positive whole number";

/**
 * A post id from the URL, or the answer to send instead: 400 for something that is not a
 * number, 404 for a number that cannot name a post.
 */
export function postIdParam(value: string | undefined): number | Response {
  const result = parseRecordId(value);
  if (result.ok) return result.id;
  return result.reason === "invalid" ? jsonError(400, INVALID_POST_ID) : postNotFound();
}

export const REVISION_NOT_FOUND = "Revision not found";
const INVALID_REVISION_ID = "The revision id must be a positive whole number";

/** A revision id from the URL, or the answer to send instead (as for post ids). */
export function revisionIdParam(value: string | undefined): number | Response {
  const result = parseRecordId(value);
  if (result.ok) return result.id;
  return result.reason === "invalid"
    ? jsonError(400, INVALID_REVISION_ID)
    : jsonError(404, REVISION_NOT_FOUND);
}
