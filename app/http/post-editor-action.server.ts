/**
 * The editor form's action, shared by /admin/blog/new and /admin/blog/edit/{id}: the same
 * schema as the API, plus what only a form needs (a slug made from the title when left empty,
 * the server-side preview for browsers without JavaScript, empty fields meaning "clear", the
 * image file the form may carry), and the answers a browser gets (field errors, or the posts
 * table with a toast).
 */
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { renderMarkdown } from "~/lib/markdown.server";
import { slugify } from "~/lib/slug";
import { isDatabaseUnavailable } from "~/platform/db.server";
import { logEvent } from "~/platform/request-log.server";
import {
  MAX_POST_BODY_BYTES,
  postEditorSchema,
  SLUG_TAKEN_MESSAGE,
  type CreateBlogPostInput,
  type AdminBlogPost,
} from "~/schemas/blog-post";
import { IMAGE_FILE_FIELD, MAX_MEDIA_BYTES, MEDIA_TOO_LARGE } from "~/schemas/media";
import { requireCsrf, type SignedInAdmin } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import {
  blogWriterFor,
  type BlogWriter,
  type BlogWriteResult,
} from "~/services/blog/admin-posts.server";
import {
  MEDIA_FAILURES,
  MEDIA_FORM_OVERHEAD_BYTES,
  storeMedia,
  uploadedFile,
} from "~/services/media/images.server";
import { readFormData } from "./form-body.server";
import { redirectWithToast } from "./toast.server";
import { keepingTheForm, UNSAVED_HEADERS, UNSAVED_MESSAGE } from "./unsaved-form.server";

function readPostEditorForm(formData: FormData) {
  if (!String(formData.get("slug") ?? "").trim())
    formData.set("slug", slugify(String(formData.get("title") ?? "")));
  const requested = formData.get("intent");
  const intent = requested === "preview" || requested === "upload" ? requested : "save";
  const submission = parseWithZod(formData, { schema: postEditorSchema });
  return { intent, submission };
}

/** The editor form's largest body: the post's fields and one image. */
const EDITOR_FORM_MAX_BYTES = MAX_POST_BODY_BYTES + MAX_MEDIA_BYTES + MEDIA_FORM_OVERHEAD_BYTES;

/**
 * Stores the image file the form carries, whatever the button (Upload image, Preview or Save:
 * a chosen file is never dropped silently), and puts its address in the Image URL field.
 * Returns the refusal's status and message instead when the file is not an accepted image.
 */
async function uploadFormImage(
  request: Request,
  context: AppLoadContext,
  user: SignedInAdmin,
  formData: FormData,
) {
  const file = uploadedFile(formData, IMAGE_FILE_FIELD);
  formData.delete(IMAGE_FILE_FIELD);
  if (!file) return null;
  const result = await storeMedia(context.env.MEDIA, file, {
    db: await context.db(),
    userId: user.id,
    via: { via: "editor" },
    meta: requestMeta(request, context),
  });
  if (result.status !== "ok") return MEDIA_FAILURES[result.status];
  formData.set("imageUrl", result.media.url);
  return null;
}

function serverPreview(formData: FormData) {
  return renderMarkdown(String(formData.get("content") ?? ""));
}

/**
 * An edited post with its optional fields emptied stores them as cleared, not as "unchanged":
 * the form parser turns an empty field into undefined, which an update would skip.
 */
export function asFullUpdate(value: CreateBlogPostInput) {
  return {
    ...value,
    author: value.author ?? null,
    imageUrl: value.imageUrl ?? null,
    readTime: value.readTime ?? null,
    tags: value.tags ?? [],
    metaDescription: value.metaDescription ?? null,
    metaKeywords: value.metaKeywords ?? null,
  };
}

/** What the editor shows for a failed save: a field error for a taken slug, else the form-level message. */
function saveFailure(
  result: Exclude<BlogWriteResult, { status: "ok" }> | { status: "error" },
  failedMessage: string,
) {
  if (result.status === "slug-taken") return { fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } };
  if (result.status === "not-found")
    return { formErrors: [`${failedMessage}: the post no longer exists`] };
  return { formErrors: [failedMessage] };
}

const FAILURE_STATUS = { "slug-taken": 409, "not-found": 404, error: 500 } as const;

interface EditorActionOptions {
  save: (writer: BlogWriter, value: CreateBlogPostInput) => Promise<BlogWriteResult>;
  failedMessage: string;
  successTitle: (post: AdminBlogPost) => string;
}

/**
 * The editor's action, for a new post and an edited one: Preview answers the server-rendered
 * preview, an invalid form answers its errors (400), a save goes through `save` (which purges
 * and audits), and ends on the posts table with a toast. Nothing typed is lost on a failure.
 */
export async function handlePostEditorAction(
  { request, context }: { request: Request; context: AppLoadContext },
  options: EditorActionOptions,
) {
  const formData = await readFormData(request, {
    maxBytes: EDITOR_FORM_MAX_BYTES,
    tooLargeMessage: MEDIA_TOO_LARGE,
  });
  return keepingTheForm(
    context,
    formData,
    () => saveFromEditor(request, context, formData, options),
    () => {
      // A browser cannot be handed a file back; everything else comes back as it was typed.
      formData.delete(IMAGE_FILE_FIELD);
      const { submission } = readPostEditorForm(formData);
      return data(
        { result: submission.reply({ formErrors: [UNSAVED_MESSAGE] }), preview: null },
        { status: 503, headers: UNSAVED_HEADERS },
      );
    },
  );
}

async function saveFromEditor(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  options: EditorActionOptions,
) {
  const user = await requireCsrf(request, context, formData);
  const hadFile = uploadedFile(formData, IMAGE_FILE_FIELD) !== null;
  const refused = await uploadFormImage(request, context, user, formData);
  const { intent, submission } = readPostEditorForm(formData);
  // The form comes back as it was sent, with the image's address filled in or why it was refused.
  if (refused)
    return data(
      { result: submission.reply({ fieldErrors: { imageUrl: [refused.message] } }), preview: null },
      { status: refused.status },
    );
  if (intent === "upload")
    return data(
      {
        result: hadFile
          ? submission.reply()
          : submission.reply({ fieldErrors: { imageUrl: [MEDIA_FAILURES.missing.message] } }),
        preview: null,
      },
      { status: hadFile ? 200 : 400 },
    );
  if (intent === "preview")
    return data({ result: submission.reply(), preview: serverPreview(formData) });
  if (submission.status !== "success")
    return data({ result: submission.reply(), preview: null }, { status: 400 });

  let result: BlogWriteResult | { status: "error" };
  try {
    const writer = await blogWriterFor(request, context, { userId: user.id });
    result = await options.save(writer, submission.value);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logEvent("error", "post editor: save failed", {
      error: error instanceof Error ? error.message : String(error),
    });
    result = { status: "error" };
  }
  if (result.status !== "ok") {
    return data(
      { result: submission.reply(saveFailure(result, options.failedMessage)), preview: null },
      { status: FAILURE_STATUS[result.status] },
    );
  }
  return redirectWithToast("/admin/blog", context.env.SESSION_SECRET, {
    title: options.successTitle(result.post),
    description: result.post.title,
    variant: "success",
  });
}
