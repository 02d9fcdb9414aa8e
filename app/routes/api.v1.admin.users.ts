/**
 * GET /api/v1/admin/users → `{ users: [{ id, email, role, status, twoFactorEnabled,
 * lastSignInAt, createdAt }] }`. A super admin's Bearer token; anyone else gets 403.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { teamApiCall } from "~/http/team-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { listTeam } from "~/services/team/members.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { actor, db } = await teamApiCall(request, context, { write: false });
  return noStoreJson({ users: await listTeam(db, actor) });
}

export const action = () => methodNotAllowed("GET");
