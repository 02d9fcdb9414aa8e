/**
 * POST /admin/blog/preview (form fields `content`, `csrf`) → `{ html }`: the editor's live
 * preview, rendered by the renderer the published post uses, so the preview shows exactly what
 * the blog will (raw HTML as text, the same links and images refused).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { readFormData } from "~/http/form-body.server";
import { json, jsonError, methodNotAllowed, NO_STORE } from "~/lib/json-response";
import { renderMarkdown } from "~/lib/markdown.server";
import { postPreviewSchema } from "~/schemas/blog-post";
import { requireCsrf } from "~/services/auth/guard.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const formData = await readFormData(request);
  await requireCsrf(request, context, formData);
  const parsed = postPreviewSchema.safeParse({ content: formData.get("content") ?? undefined });
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]!.message);
  return json({ html: renderMarkdown(parsed.data.content) }, { headers: NO_STORE });
}
