import ImageUp from "lucide-react/icons/image-up";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useRef, useState } from "react";
import { MEDIA_ACCEPT, MEDIA_MISSING } from "~/schemas/media";
import { useCsrfToken } from "./csrf-input";
import { outlineButtonClasses } from "./outline-button";
import { uploadMedia } from "./upload-media";

type UploadState =
  | { state: "idle" }
  | { state: "uploading" }
  | { state: "done"; message: string }
  | { state: "failed"; message: string };

/**
 * A file picker and an "Upload image" button inside the editor form. Without JavaScript the
 * button submits the whole form (intent "upload"): the action stores the file and sends the
 * form back with the Image URL filled in and every other field as it was. With JavaScript the
 * button uploads only the file and fills the field in place. Either way the file's bytes, not
 * its name, decide whether it is accepted.
 */
export function ImageUpload({
  id,
  name,
  onUploaded,
  into = "Image URL",
}: {
  id: string;
  /** The file field's name, which the editor's action reads without JavaScript. */
  name: string;
  onUploaded: (url: string) => void;
  /** The field the stored image's address goes into. */
  into?: string;
}) {
  const csrf = useCsrfToken();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<UploadState>({ state: "idle" });

  async function uploadNow(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setUpload({ state: "failed", message: MEDIA_MISSING });
    setUpload({ state: "uploading" });
    const result = await uploadMedia(file, csrf);
    if (!result.ok) return setUpload({ state: "failed", message: result.message });
    onUploaded(result.url);
    // The file is stored: saving the form must not send it again.
    if (input.current) input.current.value = "";
    setUpload({ state: "done", message: `Image uploaded: ${file.name}` });
  }

  const uploading = upload.state === "uploading";
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Or upload an image
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={MEDIA_ACCEPT}
        aria-describedby={`${id}-hint ${id}-status`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        PNG, JPEG, WebP, GIF or AVIF, up to 5 MB. Its address goes into {into}.
      </p>
      <button
        type="submit"
        name="intent"
        value="upload"
        formNoValidate
        disabled={uploading}
        onClick={uploadNow}
        className={outlineButtonClasses({
          size: "sm",
          className: "inline-flex items-center gap-1",
        })}
      >
        {uploading ? (
          <LoaderCircle aria-hidden className="h-4 w-4 animate-spin" />
        ) : (
          <ImageUp aria-hidden className="h-4 w-4" />
        )}
        {uploading ? "Uploading..." : "Upload image"}
      </button>
      <p
        id={`${id}-status`}
        role="status"
        className={upload.state === "failed" ? "text-sm text-red-700" : "text-sm text-slate-600"}
      >
        {upload.state === "done" || upload.state === "failed" ? upload.message : ""}
      </p>
    </div>
  );
}
