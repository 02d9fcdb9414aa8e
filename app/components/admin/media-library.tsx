import { Form, Link, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import Trash from "lucide-react/icons/trash";
import Upload from "lucide-react/icons/upload";
import { useEffect, useRef } from "react";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { Field } from "~/components/ui/field";
import { MEDIA_ACCEPT } from "~/schemas/media";
import type { SitePageName } from "~/schemas/site-pages";
import { CsrfInput, useCsrfToken } from "./csrf-input";
import { DeleteConfirmation } from "./delete-confirmation";

const DELETE_IMAGE_QUESTION =
  "Delete this image? Its address stops working and this cannot be undone.";

export interface MediaCardView {
  id: string;
  url: string;
  contentType: string;
  size: string;
  dimensions: string | null;
  width?: number;
  height?: number;
  uploaded: string;
  usedBy: ({ id: number; title: string } | { page: SitePageName; title: string })[];
}

/** Uploads into the library, with or without JavaScript (a multipart form to the screen). */
export function MediaUploadForm() {
  const navigation = useNavigation();
  const uploading =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const form = useRef<HTMLFormElement>(null);
  const wasUploading = useRef(false);
  useEffect(() => {
    // Once sent, the file is in the library (or the toast says why not): clear the choice, as a
    // page load without JavaScript does, so a second click does not send it again.
    if (wasUploading.current && !uploading) form.current?.reset();
    wasUploading.current = uploading;
  }, [uploading]);
  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <CsrfInput />
      <input type="hidden" name="intent" value="upload" />
      <div className="min-w-64 flex-1">
        <Field label="Image file" id="media-file" hint="PNG, JPEG, WebP, GIF or AVIF, up to 5 MB.">
          <input
            id="media-file"
            name="file"
            type="file"
            accept={MEDIA_ACCEPT}
            required
            aria-describedby="media-file-hint"
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700"
          />
        </Field>
      </div>
      <button type="submit" className={buttonClasses({ size: "sm" })} disabled={uploading}>
        <Upload aria-hidden className="h-4 w-4" />
        {uploading ? "Uploading..." : "Upload image"}
      </button>
    </Form>
  );
}

function withParam(search: string, name: string, value: string) {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params}`;
}

function MediaCard({ item }: { item: MediaCardView }) {
  const location = useLocation();
  const removal = useFetcher();
  const csrf = useCsrfToken();
  const deleting = removal.state !== "idle";
  return (
    <li className={deleting ? "opacity-50" : undefined}>
      <figure className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <img
          src={item.url}
          alt=""
          width={item.width}
          height={item.height}
          loading="lazy"
          className="aspect-video w-full bg-slate-100 object-contain"
        />
        <figcaption className="flex flex-1 flex-col gap-2 p-4 text-sm">
          <code className="break-all text-xs text-slate-800">{item.url}</code>
          <p className="text-slate-600">
            {[item.contentType, item.size, item.dimensions].filter(Boolean).join(" · ")}
          </p>
          <p className="text-slate-600">Uploaded {item.uploaded}</p>
          {item.usedBy.length > 0 ? (
            <div>
              <p className="font-medium text-slate-800">Used by</p>
              <ul className="list-disc pl-5">
                {item.usedBy.map((user) => (
                  <li key={"id" in user ? user.id : user.page}>
                    <Link
                      // A page shows where the image appears, until pages have an editor here.
                      to={
                        "id" in user ? `/admin/blog/edit/${user.id}` : `/admin/pages/${user.page}`
                      }
                      className="text-brand-700 underline underline-offset-2"
                    >
                      {"id" in user ? user.title : `${user.title} page`}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-slate-600">Not used by any post.</p>
          )}
          <div className="mt-auto pt-2">
            {item.usedBy.length === 0 ? (
              <Link
                to={withParam(location.search, "confirmDelete", item.id)}
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-red-700 hover:bg-red-50"
                onClick={(event) => {
                  // With JavaScript a native dialog confirms; without it the link opens a confirmation step.
                  event.preventDefault();
                  if (deleting || !window.confirm(DELETE_IMAGE_QUESTION)) return;
                  removal.submit({ intent: "delete", id: item.id, csrf }, { method: "post" });
                }}
              >
                <Trash aria-hidden className="h-4 w-4" />
                Delete <span className="sr-only">{item.id}</span>
              </Link>
            ) : (
              <p className="text-xs text-slate-500">
                Remove it from{" "}
                {item.usedBy.some((user) => "page" in user)
                  ? "there"
                  : item.usedBy.length === 1
                    ? "that post"
                    : "those posts"}{" "}
                to delete it.
              </p>
            )}
          </div>
        </figcaption>
      </figure>
    </li>
  );
}

export function MediaGrid({ media }: { media: MediaCardView[] }) {
  if (media.length === 0)
    return (
      <p role="status" className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
        No images uploaded yet.
      </p>
    );
  return (
    <ul aria-label="Images" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {media.map((item) => (
        <MediaCard key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** The confirmation step of an image's delete without JavaScript (or from a shared link). */
export function DeleteImageConfirmation({ id, cancelHref }: { id: string; cancelHref: string }) {
  return (
    <DeleteConfirmation
      id="delete-image"
      title={`Delete ${id}`}
      question={DELETE_IMAGE_QUESTION}
      cancelHref={cancelHref}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
    </DeleteConfirmation>
  );
}
