/**
 * GET /admin/blog/slug?slug=…&except={id} → `{ slug, available }`: whether a slug is still free,
 * for the editor as the slug is typed (`except` is the post being edited, whose own slug is
 * free to keep). A slug that breaks the rule is a 400 `{ message }` with the field's message.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json, jsonError, NO_STORE } from "~/lib/json-response";
import { recordIdOrNull } from "~/lib/record-id";
import { slugCheckSchema } from "~/schemas/blog-post";
import { requireAdminUser } from "~/services/auth/guard.server";
import { isSlugFree } from "~/services/blog/admin-posts.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminUser(request, context);
  const query = new URL(request.url).searchParams;
  const parsed = slugCheckSchema.safeParse({ slug: query.get("slug") ?? undefined });
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]!.message);
  const { slug } = parsed.data;
  const available = await isSlugFree(await context.db(), slug, recordIdOrNull(query.get("except")));
  return json({ slug, available }, { headers: NO_STORE });
}
