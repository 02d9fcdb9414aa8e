/**
 * POST /admin/blog/edit/{id}/restore (form: csrf, revisionId): puts an earlier version of the
 * post back, through the same service as the API, and returns to the editor with a toast. The
 * confirmation step lives on the edit screen (`?restore=<revisionId>` without JavaScript).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { readFormData } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { methodNotAllowed } from "~/lib/json-response";
import { recordIdOrNull } from "~/lib/record-id";
import { logError } from "~/platform/request-log.server";
import { requireCsrf } from "~/services/auth/guard.server";
import { blogWriterFor } from "~/services/blog/admin-posts.server";
import { restoreRevision } from "~/services/blog/revision-history.server";

export function loader() {
  return methodNotAllowed("POST");
}

const FAILURE_REASONS = {
  "revision-not-found": "That version no longer exists.",
  "not-found": "The post no longer exists.",
  "slug-taken": "Another post now uses that version's slug; change it there first.",
} as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const user = await requireCsrf(request, context, formData);
  const secret = context.env.SESSION_SECRET;
  const postId = recordIdOrNull(params.id);
  const revisionId = recordIdOrNull(formData.get("revisionId"));
  const back = postId ? `/admin/blog/edit/${postId}` : "/admin/blog";
  const failure = { title: "Failed to restore the version", variant: "destructive" as const };
  if (!postId || !revisionId)
    return redirectWithToast(back, secret, {
      ...failure,
      description: FAILURE_REASONS["revision-not-found"],
    });

  try {
    const writer = await blogWriterFor(request, context, { userId: user.id });
    const result = await restoreRevision(writer, postId, revisionId);
    if (result.status !== "ok")
      return redirectWithToast(result.status === "not-found" ? "/admin/blog" : back, secret, {
        ...failure,
        description: FAILURE_REASONS[result.status],
      });
    return redirectWithToast(back, secret, {
      title: "Version restored",
      description: result.post.title,
      variant: "success",
    });
  } catch (error) {
    logError(context.requestId, error);
    return redirectWithToast(back, secret, failure);
  }
}
