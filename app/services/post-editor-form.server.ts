/**
 * The editor form's submission, shared by /admin/blog/new and /admin/blog/edit/{id}: the same
 * schema as the API, plus what only a form needs (a slug made from the title when left empty,
 * the server-side preview for browsers without JavaScript, empty fields meaning "clear").
 */
import { parseWithZod } from "@conform-to/zod";
import { renderMarkdown } from "~/lib/markdown.server";
import { slugify } from "~/lib/slug";
import { createBlogPostSchema, type CreateBlogPostInput } from "~/schemas/blog-post";
import type { BlogWriteResult } from "./blog-admin.server";

export const SLUG_TAKEN_MESSAGE = "This slug is already used by another post";

export function readPostEditorForm(formData: FormData) {
  if (!String(formData.get("slug") ?? "").trim()) formData.set("slug", slugify(String(formData.get("title") ?? "")));
  const intent = formData.get("intent") === "preview" ? ("preview" as const) : ("save" as const);
  const submission = parseWithZod(formData, { schema: createBlogPostSchema });
  return { intent, submission };
}

export function serverPreview(formData: FormData) {
  return renderMarkdown(String(formData.get("content") ?? ""));
}

/** An edited post with its optional fields emptied stores them as cleared, not as "unchanged". */
export function asFullUpdate(value: CreateBlogPostInput) {
  return { author: null, imageUrl: null, readTime: null, tags: [], metaDescription: null, metaKeywords: null, ...value };
}

/** What the editor shows for a failed save: a field error for a taken slug, else the form-level message. */
export function saveFailure(result: Exclude<BlogWriteResult, { status: "ok" }> | { status: "error" }, failedMessage: string) {
  if (result.status === "slug-taken") return { fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } };
  if (result.status === "not-found") return { formErrors: [`${failedMessage}: the post no longer exists`] };
  return { formErrors: [failedMessage] };
}
