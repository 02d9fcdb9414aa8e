/**
 * Images for blog posts, kept in the R2 bucket bound as MEDIA. One rule for every way in (the
 * admin API, the editor's upload endpoint, the editor form without JavaScript): what is
 * accepted (PNG, JPEG, WebP, GIF, AVIF by their bytes, at most 5 MB), how it is named (a random
 * id and the extension of its real type), what is kept beside it (its type and pixel size, as
 * R2 metadata: no database table) and the audit entry of each upload.
 */
import { readImageHeader, type ImageExtension, type ImageSize } from "~/lib/image-header";
import { randomToken } from "~/lib/tokens.server";
import type { Database } from "~/platform/db.server";
import { logEvent } from "~/platform/request-log.server";
import {
  MAX_MEDIA_BYTES,
  MEDIA_MISSING,
  MEDIA_TOO_LARGE,
  MEDIA_UNAVAILABLE,
  MEDIA_UNSUPPORTED,
} from "~/schemas/media";
import { writeAudit } from "~/services/audit/write.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";

/** Room for the multipart boundaries, part headers and small fields around the file. */
export const MEDIA_FORM_OVERHEAD_BYTES = 16 * 1024;

const MEDIA_PATH = "/media/";

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

type MediaUploadResult =
  | { status: "ok"; media: StoredMedia }
  | { status: "missing" | "too-large" | "unsupported" | "unavailable" };

/** The HTTP status and message of a refused upload. */
export const MEDIA_FAILURES = {
  missing: { status: 400, message: MEDIA_MISSING },
  "too-large": { status: 413, message: MEDIA_TOO_LARGE },
  unsupported: { status: 415, message: MEDIA_UNSUPPORTED },
  unavailable: { status: 503, message: MEDIA_UNAVAILABLE },
} as const;

/** Who uploads or deletes, from where: for the audit entry. */
export interface MediaActor {
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
  uploader: MediaActor,
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

/** The pixel size an upload recorded in the object's metadata, if it holds a usable one. */
export function storedImageSize(object: R2Object | null): ImageSize | null {
  const width = Number(object?.customMetadata?.width);
  const height = Number(object?.customMetadata?.height);
  return Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0
    ? { width, height }
    : null;
}

/**
 * The pixel sizes of the uploaded images among these addresses (others are skipped), for the
 * blog's width and height attributes: read from R2's metadata, in parallel. A size that cannot
 * be read is left out (the page then uses its default box), never an error for the page.
 */
export async function mediaSizes(
  bucket: R2Bucket | undefined,
  addresses: (string | null | undefined)[],
): Promise<Record<string, ImageSize>> {
  if (!bucket) return {};
  const ids = new Set(
    addresses
      .filter((address): address is string => !!address?.startsWith(MEDIA_PATH))
      .map((address) => address.slice(MEDIA_PATH.length))
      .filter(isMediaId),
  );
  const found = await Promise.all(
    [...ids].map(async (id) => {
      try {
        return [mediaUrl(id), storedImageSize(await bucket.head(id))] as const;
      } catch (error) {
        logEvent("error", "media: stored size not read", {
          error: error instanceof Error ? error.message : String(error),
        });
        return [mediaUrl(id), null] as const;
      }
    }),
  );
  return Object.fromEntries(
    found.filter((entry): entry is readonly [string, ImageSize] => entry[1] !== null),
  );
}
