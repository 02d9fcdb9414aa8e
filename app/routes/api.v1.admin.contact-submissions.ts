/**
 * GET /api/v1/admin/contact-submissions?status&search&page&limit → `{ submissions, total }`,
 * newest first, each with its lead `status` and `notes` (oldest first); 400 `{ message, errors }`
 * for an unknown status or a malformed parameter.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { invalidQuery, methodNotAllowed } from "~/lib/json-response";
import { submissionsApiQuerySchema } from "~/schemas/submissions";
import { requireApiAuth } from "~/services/auth/guard.server";
import { listSubmissions } from "~/services/leads/inbox.server";
import { notesFor } from "~/services/leads/pipeline.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  const params = new URL(request.url).searchParams;
  const query = submissionsApiQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success) return invalidQuery(query.error);
  const db = await context.db();
  const { limit, ...filter } = query.data;
  const { submissions, total } = await listSubmissions(db, filter, limit);
  const notes = await notesFor(
    db,
    submissions.map((submission) => submission.id),
  );
  return noStoreJson({
    submissions: submissions.map((submission) => ({
      ...submission,
      notes: notes.get(submission.id) ?? [],
    })),
    total,
  });
}

export const action = () => methodNotAllowed("GET");
