/**
 * /admin/media: the uploaded images, newest first, with the posts that show each one; upload
 * more, and delete one no post shows (a native confirm with JavaScript, a confirmation step
 * without). The same rules as the admin API (storeMedia, deleteMedia).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import {
  DeleteImageConfirmation,
  MediaGrid,
  MediaUploadForm,
  type MediaCardView,
} from "~/components/admin/media-library";
import { Pagination } from "~/components/ui/pagination";
import { readFormBody } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { pageHref } from "~/lib/page-href";
import { formatZonedDateTime } from "~/lib/zoned-time";
import {
  MAX_MEDIA_BYTES,
  MEDIA_PAGE_SIZE,
  MEDIA_TOO_LARGE,
  mediaListQuerySchema,
} from "~/schemas/media";
import { requireAdminUser, requireCsrf } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import {
  MEDIA_FAILURES,
  MEDIA_FORM_OVERHEAD_BYTES,
  storeMedia,
  uploadedFile,
} from "~/services/media/images.server";
import {
  deleteMedia,
  listMedia,
  mediaInUseMessage,
  type MediaItem,
} from "~/services/media/library.server";

export const meta: MetaFunction = () => adminPageMeta("Media");

function sizeLabel(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function cardView(item: MediaItem, timeZone: string): MediaCardView {
  return {
    id: item.id,
    url: item.url,
    contentType: item.contentType,
    size: sizeLabel(item.size),
    dimensions: item.width && item.height ? `${item.width}×${item.height}` : null,
    width: item.width,
    height: item.height,
    uploaded: formatZonedDateTime(item.uploadedAt, timeZone),
    usedBy: item.usedBy,
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminUser(request, context);
  const url = new URL(request.url);
  const parsed = mediaListQuerySchema.safeParse({ page: url.searchParams.get("page") ?? "" });
  const page = parsed.success ? parsed.data.page : 1;
  const { media, total } = await listMedia(context.env.MEDIA, await context.db(), {
    page,
    limit: MEDIA_PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
  // E.g. the last image of the last page was deleted: show the page that now is the last.
  if (page > pageCount) throw redirect(`${url.pathname}${pageHref(url.search, pageCount)}`);
  const timeZone = adminTimeZone(request);
  const confirmDelete = url.searchParams.get("confirmDelete");
  const pending = media.find((item) => item.id === confirmDelete && item.usedBy.length === 0);
  return {
    media: media.map((item) => cardView(item, timeZone)),
    total,
    page,
    pageCount,
    pendingDelete: pending ? pending.id : null,
  };
}

/** Back to the page the form was sent from, without the confirmation step. */
function libraryLocation(request: Request) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page > 1 ? `/admin/media?page=${page}` : "/admin/media";
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Signed out: sent to sign in before a byte of an upload is read.
  await requireAdminUser(request, context);
  const back = libraryLocation(request);
  const secret = context.env.SESSION_SECRET;
  const body = await readFormBody(request, {
    maxBytes: MAX_MEDIA_BYTES + MEDIA_FORM_OVERHEAD_BYTES,
    tooLargeMessage: MEDIA_TOO_LARGE,
  });
  if (!body.ok)
    return redirectWithToast(back, secret, {
      title: "Upload failed",
      description: body.message,
      variant: "destructive",
    });
  const user = await requireCsrf(request, context, body.formData);
  const actor = {
    db: await context.db(),
    userId: user.id,
    via: { via: "library" },
    meta: requestMeta(request, context),
  };
  const intent = body.formData.get("intent");

  if (intent === "upload") {
    const result = await storeMedia(context.env.MEDIA, uploadedFile(body.formData), actor);
    if (result.status !== "ok")
      return redirectWithToast(back, secret, {
        title: "Upload failed",
        description: MEDIA_FAILURES[result.status].message,
        variant: "destructive",
      });
    return redirectWithToast("/admin/media", secret, {
      title: "Image uploaded",
      description: result.media.url,
      variant: "success",
    });
  }

  if (intent === "delete") {
    const id = body.formData.get("id");
    const result = await deleteMedia(
      context.env.MEDIA,
      typeof id === "string" ? id : undefined,
      actor,
    );
    if (result.status === "ok")
      return redirectWithToast(back, secret, {
        title: "Image deleted",
        description: String(id),
        variant: "success",
      });
    return redirectWithToast(back, secret, {
      title: "Image not deleted",
      description:
        result.status === "in-use"
          ? mediaInUseMessage(result.usedBy)
          : "The image no longer exists.",
      variant: "destructive",
    });
  }

  return redirectWithToast(back, secret, { title: "Unknown action", variant: "destructive" });
}

export default function MediaLibrary() {
  const { media, total, page, pageCount, pendingDelete } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Media</h1>
        <p className="mt-1 text-slate-600">
          {total === 1 ? "1 image" : `${total} images`} for your posts. Put an address in a
          post&apos;s Image URL or its text; an image a post shows cannot be deleted.
        </p>
      </div>
      <MediaUploadForm />
      {pendingDelete ? (
        <DeleteImageConfirmation id={pendingDelete} cancelHref={pageHref(location.search, page)} />
      ) : null}
      <MediaGrid media={media} />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => pageHref(location.search, n)}
        label="Media pages"
      />
    </div>
  );
}
