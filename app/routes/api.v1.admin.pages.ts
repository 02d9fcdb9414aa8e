/** GET /api/v1/admin/pages → `{ pages: [{ name, title, status, updatedAt, publishedAt, publishAt, publishedBy }] }` */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { requireApiAuth } from "~/services/auth/guard.server";
import { listSitePages } from "~/services/pages/admin-pages.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  return noStoreJson({ pages: await listSitePages(await context.db()) });
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed("GET");
}
