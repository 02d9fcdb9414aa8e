/**
 * Images for blog posts, kept in the R2 bucket bound as MEDIA. One rule for every way in (the
 * admin API, the editor's upload endpoint, the editor form without JavaScript): what is
 * accepted (PNG, JPEG, WebP, GIF, AVIF by their bytes, at most 5 MB), how it is named (a random
 * id and the extension of its real type), what is kept beside it (its type and pixel size, as
 * R2 metadata: no database table) and the audit entry of each upload.
 */
import type { Database } from "~/lib/db.server";
import { readImageHeader, type ImageExtension } from "~/lib/image-header";
import { randomToken } from "~/lib/tokens.server";
import { writeAudit } from "./auth/audit.server";
import type { RequestMeta } from "./auth/request-meta.server";

export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;
/** Room for the multipart boundaries, part headers and small fields around the file. */
export const MEDIA_FORM_OVERHEAD_BYTES = 16 * 1024;

export const MEDIA_TOO_LARGE = "The image must not be larger than 5 MB.";
export const MEDIA_UNSUPPORTED = "Upload a PNG, JPEG, WebP, GIF or AVIF image.";
export const MEDIA_MISSING = "Choose an image file to upload.";
export const MEDIA_UNAVAILABLE = "Image storage is not configured.";

export const MEDIA_PATH = "/media/";

/** 16 random bytes in base64url (22 characters), then the extension of the file's real type. */
const MEDIA_ID = /^[A-Za-z0-9_-]{22}\.(png|jpg|webp|gif|avif)$/;

export function isMediaId(value: string | undefined): value is string {
  return value !== undefined && MEDIA_ID.test(value);
}

export function mediaUrl(id: string) {
  return `${MEDIA_PATH}${id}`;
}

export interface StoredMedia {
  id: string;
  url: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
}

export type MediaUploadResult =
  | { status: "ok"; media: StoredMedia }
  | { status: "missing" | "too-large" | "unsupported" | "unavailable" };

/** The HTTP status and message of a refused upload. */
export const MEDIA_FAILURES = {
  missing: { status: 400, message: MEDIA_MISSING },
  "too-large": { status: 413, message: MEDIA_TOO_LARGE },
  unsupported: { status: 415, message: MEDIA_UNSUPPORTED },
  unavailable: { status: 503, message: MEDIA_UNAVAILABLE },
} as const;

/** Who uploads, from where: for the audit entry. */
export interface MediaUploader {
  db: Database;
  /** The signed-in admin, or null for an API key (named in `via`). */
  userId: string | null;
  via: Record<string, unknown>;
  meta: RequestMeta;
}

/** The file of a form's field, if the field holds a non-empty file. */
export function uploadedFile(formData: FormData, field = "file"): File | null {
  const value = formData.get(field);
  return typeof value === "object" && value !== null && value.size > 0 ? value : null;
}

/**
 * Stores an uploaded image and audits it (`media.uploaded`). The declared name and type of
 * the file are ignored: the bytes decide.
 */
export async function storeMedia(
  bucket: R2Bucket | undefined,
  file: File | null,
  uploader: MediaUploader,
): Promise<MediaUploadResult> {
  if (!file) return { status: "missing" };
  if (file.size > MAX_MEDIA_BYTES) return { status: "too-large" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = readImageHeader(bytes);
  if (!image) return { status: "unsupported" };
  if (!bucket) return { status: "unavailable" };

  const id = `${randomToken(16)}.${image.extension satisfies ImageExtension}`;
  const dimensions =
    image.width && image.height ? { width: image.width, height: image.height } : {};
  await bucket.put(id, bytes, {
    httpMetadata: { contentType: image.contentType },
    customMetadata: Object.fromEntries(
      Object.entries(dimensions).map(([key, value]) => [key, String(value)]),
    ),
  });
  const media: StoredMedia = {
    id,
    url: mediaUrl(id),
    contentType: image.contentType,
    size: bytes.byteLength,
    ...dimensions,
  };
  await writeAudit(uploader.db, uploader.meta, {
    action: "media.uploaded",
    userId: uploader.userId,
    resource: `media:${id}`,
    metadata: { ...uploader.via, contentType: media.contentType, size: media.size, ...dimensions },
  });
  return { status: "ok", media };
}

/** A stored image with what the page needs to serve it, or null for an unknown id. */
export async function readMedia(
  bucket: R2Bucket | undefined,
  id: string,
  conditions?: Headers,
): Promise<R2Object | R2ObjectBody | null> {
  if (!bucket || !isMediaId(id)) return null;
  return bucket.get(id, conditions ? { onlyIf: conditions } : undefined);
}
