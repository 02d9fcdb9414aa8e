/** The answers the admin JSON endpoints share: posts and revisions named in the URL, taken slug, uncached JSON. */
import { json, jsonError, NO_STORE } from "~/lib/json-response";
import { recordParam } from "./record-param.server";

const SLUG_TAKEN = "A post with this slug already exists";

export function noStoreJson<T>(body: T, status = 200) {
  return json(body, { status, headers: NO_STORE });
}

export const postRecord = recordParam("post", "Post not found");
export const revisionRecord = recordParam("revision", "Revision not found");

export function slugTaken() {
  return jsonError(409, SLUG_TAKEN, { errors: { slug: [SLUG_TAKEN] } });
}
