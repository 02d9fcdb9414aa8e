/** GET /api/v1/admin/pages/{name}/revisions → `{ revisions: [{ id, publishedAt, createdAt, publishedBy }] }`, newest first */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { pageFrom } from "~/http/site-pages-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { requireApiAuth } from "~/services/auth/guard.server";
import { listPageRevisions } from "~/services/pages/page-revisions.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  const name = pageFrom(params.name);
  if (name instanceof Response) return name;
  return noStoreJson({ revisions: await listPageRevisions(await context.db(), name) });
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed("GET");
}
