/**
 * The action of /admin/pages/{name}: the page's form, checked by the schema the API uses, saved
 * through the same service (which keeps revisions, audits and retires cached copies), and the
 * answers a browser gets: the form back with its errors or its changed lists, or the pages'
 * list (or the draft's preview) with a toast. Nothing typed is lost on a refusal.
 */
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { MAX_MEDIA_BYTES, MEDIA_TOO_LARGE } from "~/schemas/media";
import { MAX_PAGE_BODY_BYTES } from "~/schemas/site-page-api";
import {
  PAGE_SCHEDULE_MESSAGE,
  pageEditorIntent,
  PHOTO_FILE_PREFIX,
  sitePageFormSchema,
} from "~/schemas/site-page-form";
import { sitePageTitles, type SitePageName } from "~/schemas/site-pages";
import { requireCsrf, type SignedInAdmin } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import {
  MEDIA_FAILURES,
  MEDIA_FORM_OVERHEAD_BYTES,
  storeMedia,
} from "~/services/media/images.server";
import { PAGE_CHANGED_MESSAGE, saveSitePage } from "~/services/pages/admin-pages.server";
import { pageWriterFor, requirePageEditor } from "~/services/pages/page-writer.server";
import { readFormData } from "./form-body.server";
import { redirectWithToast } from "./toast.server";
import { keepingTheForm, UNSAVED_HEADERS, UNSAVED_MESSAGE } from "./unsaved-form.server";

/** The form's largest body: the page's fields and a few photos. */
const PAGE_FORM_MAX_BYTES = MAX_PAGE_BODY_BYTES + 4 * (MAX_MEDIA_BYTES + MEDIA_FORM_OVERHEAD_BYTES);

function parsePageForm(name: SitePageName, formData: FormData) {
  return parseWithZod(formData, { schema: sitePageFormSchema(name), disableAutoCoercion: true });
}

/** The service names a photo's field `members.0.photo`; the form, `content.members[0].photo`. */
function formFieldName(servicePath: string) {
  return `content.${servicePath.replace(/\.(\d+)(?=\.|$)/g, "[$1]")}`;
}

/**
 * Stores every photo the form carries, whatever the button (a chosen file is never dropped
 * silently), and chooses each in its photo field. Returns the refusals by field.
 */
async function storeFormPhotos(
  request: Request,
  context: AppLoadContext,
  user: SignedInAdmin,
  formData: FormData,
) {
  const files = [...formData.entries()].filter(([field]) => field.startsWith(PHOTO_FILE_PREFIX));
  for (const [field] of files) formData.delete(field);
  const refusals: Record<string, string[]> = {};
  for (const [field, value] of files) {
    if (typeof value === "string" || value.size === 0) continue;
    const target = field.slice(PHOTO_FILE_PREFIX.length);
    const result = await storeMedia(context.env.MEDIA, value, {
      db: await context.db(),
      userId: user.id,
      via: { via: "page-editor" },
      meta: requestMeta(request, context),
    });
    if (result.status === "ok") formData.set(target, result.media.url);
    else refusals[target] = [MEDIA_FAILURES[result.status].message];
  }
  return refusals;
}

export async function handlePageEditorAction(
  { request, context }: { request: Request; context: AppLoadContext },
  name: SitePageName,
) {
  const formData = await readFormData(request, {
    maxBytes: PAGE_FORM_MAX_BYTES,
    tooLargeMessage: MEDIA_TOO_LARGE,
  });
  return keepingTheForm(
    context,
    formData,
    () => saveFromPageEditor(request, context, formData, name),
    () => {
      // A browser cannot be handed a file back; everything else comes back as it was typed.
      for (const field of [...formData.keys()])
        if (field.startsWith(PHOTO_FILE_PREFIX)) formData.delete(field);
      return data(
        { result: parsePageForm(name, formData).reply({ formErrors: [UNSAVED_MESSAGE] }) },
        { status: 503, headers: UNSAVED_HEADERS },
      );
    },
  );
}

const SAVED_TOASTS = {
  save: "Draft saved",
  preview: "Draft saved",
  publish: "Page published",
  schedule: "Page scheduled",
} as const;

async function saveFromPageEditor(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  name: SitePageName,
) {
  const user = await requireCsrf(request, context, formData);
  requirePageEditor(user, name, false);
  const photoRefusals = await storeFormPhotos(request, context, user, formData);
  const requested = formData.get("intent");
  const submission = parsePageForm(name, formData);
  if (Object.keys(photoRefusals).length)
    return data({ result: submission.reply({ fieldErrors: photoRefusals }) }, { status: 400 });
  // "Upload image" without JavaScript, and the lists' buttons: the form comes back changed.
  if (requested === "upload" || submission.status === undefined)
    return data({ result: submission.reply() });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const intent = pageEditorIntent(requested);
  const { content, version, publishAt } = submission.value;
  if (intent === "schedule" && !publishAt)
    return data(
      { result: submission.reply({ fieldErrors: { publishAt: [PAGE_SCHEDULE_MESSAGE] } }) },
      { status: 400 },
    );
  const writer = await pageWriterFor(request, context, {
    actor: { id: user.id, role: user.role },
    via: { via: "portal" },
  });
  const result = await saveSitePage(writer, name, {
    content,
    version,
    publish: intent === "publish" || intent === "schedule",
    publishAt: intent === "schedule" ? publishAt : null,
  });
  if (result.status === "invalid") {
    const fieldErrors = Object.fromEntries(
      Object.entries(result.errors).map(([field, messages]) => [formFieldName(field), messages]),
    );
    return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
  }
  if (result.status === "conflict")
    return data(
      { result: submission.reply({ formErrors: [PAGE_CHANGED_MESSAGE] }) },
      { status: 409 },
    );
  if (intent === "preview") return redirect(`/admin/pages/${name}/preview`);
  return redirectWithToast("/admin/pages", context.env.SESSION_SECRET, {
    title: SAVED_TOASTS[intent],
    description: sitePageTitles[name],
    variant: "success",
  });
}
