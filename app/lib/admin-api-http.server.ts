/** Small pieces the admin JSON endpoints share: who acted (for the audit log) and common answers. */
import { json, jsonError, NO_STORE } from "~/lib/http.server";
import { parseRecordId } from "~/lib/record-id";
import type { ApiPrincipal } from "./auth/api-guard.server";

export const POST_NOT_FOUND = "Post not found";
export const SLUG_TAKEN = "A post with this slug already exists";

/** The audit fields of an API caller: the admin behind a token, or the API key by id. */
export function actorOf(principal: ApiPrincipal) {
  return principal.via === "token"
    ? { userId: principal.user.id, metadata: { via: "api" } }
    : { userId: null, metadata: { via: "api_key", apiKeyId: principal.apiKey.id } };
}

export function noStoreJson<T>(body: T, status = 200) {
  return json(body, { status, headers: NO_STORE });
}

export function postNotFound() {
  return jsonError(404, POST_NOT_FOUND);
}

export function slugTaken() {
  return jsonError(409, SLUG_TAKEN, { errors: { slug: [SLUG_TAKEN] } });
}

export function methodNotAllowed(allow: string) {
  const response = jsonError(405, "Method not allowed");
  response.headers.set("Allow", allow);
  return response;
}

export const INVALID_POST_ID = "The post id must be a positive whole number";

/**
 * A post id from the URL, or the answer to send instead: 400 for something that is not a
 * number, 404 for a number that cannot name a post.
 */
export function postIdParam(value: string | undefined): number | Response {
  const result = parseRecordId(value);
  if (result.ok) return result.id;
  return result.reason === "invalid" ? jsonError(400, INVALID_POST_ID) : postNotFound();
}
