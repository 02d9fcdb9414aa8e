/**
 * PATCH /api/v1/admin/users/{id} `{ role?, status?: "active" | "suspended" }` → `{ user }`;
 * DELETE → `{ message }`. 409 for one's own account or the last active super admin, 404 for
 * an unknown id, 400 for an id that is not a uuid (in any case: it names the same user). A super
 * admin's token and X-CSRF-Token.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { parseJsonBody } from "~/http/json-body.server";
import { teamApiCall, teamChangeResponse, userIdFrom, userNotFound } from "~/http/team-api.server";
import { jsonError, methodNotAllowed } from "~/lib/json-response";
import { userChangeSchema } from "~/schemas/team";
import { changeUser, deleteUser } from "~/services/team/members.server";

const ALLOW = "PATCH, DELETE";

export const loader = () => methodNotAllowed(ALLOW);

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(ALLOW);
  const { actor, db, meta } = await teamApiCall(request, context, { write: true });
  const userId = userIdFrom(params.id);
  if (userId instanceof Response) return userId;
  if (request.method === "DELETE") {
    const result = await deleteUser(db, actor, userId, meta);
    if (result.status === "not-found") return userNotFound();
    if (result.status === "refused") return jsonError(409, result.message);
    return noStoreJson({ message: "User deleted" });
  }
  const body = await parseJsonBody(request, userChangeSchema, { maxBytes: 4 * 1024 });
  if (!body.ok) return body.response;
  return teamChangeResponse(await changeUser(db, actor, userId, body.data, meta));
}
