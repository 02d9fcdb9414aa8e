import { MAX_MEDIA_BYTES, MEDIA_TOO_LARGE } from "~/schemas/media";

/** The editor's upload endpoint for the signed-in admin (app/routes/admin.blog.media.ts). */
const UPLOAD_URL = "/admin/blog/media";

const UPLOAD_FAILED = "The image could not be uploaded. Please try again.";
const SIGNED_OUT = "Your session has ended: sign in again in another tab, then upload.";

export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * Sends one image to the media endpoint from the editor (JavaScript only). A file over the limit
 * is refused here, before a byte is sent; the server still reads the bytes to decide the rest.
 */
export async function uploadMedia(file: File, csrf: string): Promise<UploadResult> {
  if (file.size > MAX_MEDIA_BYTES) return { ok: false, message: MEDIA_TOO_LARGE };
  const body = new FormData();
  body.set("file", file);
  body.set("csrf", csrf);
  try {
    const response = await fetch(UPLOAD_URL, { method: "POST", body });
    // Signed out, the endpoint redirects to the sign-in page, which fetch follows.
    if (response.redirected) return { ok: false, message: SIGNED_OUT };
    const isJson = response.headers.get("Content-Type")?.includes("application/json");
    const payload = isJson ? ((await response.json()) as { url?: string; message?: string }) : {};
    if (!response.ok || !payload.url)
      return { ok: false, message: payload.message ?? UPLOAD_FAILED };
    return { ok: true, url: payload.url };
  } catch {
    return { ok: false, message: UPLOAD_FAILED };
  }
}
