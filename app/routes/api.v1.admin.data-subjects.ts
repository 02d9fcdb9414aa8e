/**
 * Data-subject requests by e-mail (matched exactly, in any case), super admins only, a key for
 * each place of app/services/privacy/personal-data-places.server.ts:
 * - GET ?email= → `{ email, contactSubmissions, newsletter, consentRecords, invitations, …,
 *   chat }`, what each place holds (audited);
 * - DELETE ?email= (X-CSRF-Token) → `{ erased: { contactSubmissions, …, chat } }`, how many
 *   records each place lost (audited with a hash of the address).
 * 400 `{ message, errors }` for a missing or malformed address.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { dataSubjectRequester } from "~/http/privacy/requester.server";
import { invalidQuery, methodNotAllowed } from "~/lib/json-response";
import { dataSubjectQuerySchema } from "~/schemas/data-subject";
import { requireApiCsrf, requireApiSuperAdmin } from "~/services/auth/guard.server";
import { eraseDataSubject, lookUpDataSubject } from "~/services/privacy/data-subjects.server";

function emailFrom(request: Request) {
  const email = new URL(request.url).searchParams.get("email") ?? undefined;
  return dataSubjectQuerySchema.safeParse({ email });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const principal = await requireApiSuperAdmin(request, context, { permission: "read" });
  const query = emailFrom(request);
  if (!query.success) return invalidQuery(query.error);
  const found = await lookUpDataSubject(
    await context.db(),
    query.data.email,
    "viewed",
    ...dataSubjectRequester(request, context, principal.user),
  );
  return noStoreJson(found);
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("GET, DELETE");
  const principal = await requireApiSuperAdmin(request, context, { permission: "delete" });
  await requireApiCsrf(request, context, principal);
  const query = emailFrom(request);
  if (!query.success) return invalidQuery(query.error);
  const erased = await eraseDataSubject(
    await context.db(),
    query.data.email,
    ...dataSubjectRequester(request, context, principal.user),
  );
  return noStoreJson({ erased });
}
