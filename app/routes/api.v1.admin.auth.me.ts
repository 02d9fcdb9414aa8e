/** GET /api/v1/admin/auth/me → who the credentials belong to: `{ user: { email, role } }` or `{ apiKey: { name, permissions } }`. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json, NO_STORE } from "~/lib/json-response";
import { requireApiAuth } from "~/services/auth/guard.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const principal = await requireApiAuth(request, context, { permission: "read" });
  const body =
    principal.via === "token"
      ? { user: { email: principal.user.email, role: principal.user.role } }
      : { apiKey: { name: principal.apiKey.name, permissions: principal.apiKey.permissions } };
  return json(body, { headers: NO_STORE });
}
