/** POST /admin/logout: ends the session (row and cookie) and returns to the sign-in page. */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { readFormData } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { getAdminUser, LOGIN_PATH, requireCsrf } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { endWebSession } from "~/services/auth/web-session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  // A signed-in admin's logout must come from our own form; an expired session just clears the cookie.
  if (await getAdminUser(request, context)) await requireCsrf(request, context, formData);
  const cleared = await endWebSession(request, context, requestMeta(request, context));
  return redirectWithToast(
    LOGIN_PATH,
    context.env.SESSION_SECRET,
    { title: "Signed out", variant: "success" },
    { headers: { "Set-Cookie": cleared } },
  );
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
