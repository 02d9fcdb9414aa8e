/**
 * GET /media/{id}: an uploaded image from the R2 bucket, with the type it was stored under
 * (decided from its bytes at upload), never sniffed, shown inline, and cached for a year: an id
 * is never reused, so the bytes behind it never change. Unknown or malformed ids are 404.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readMedia } from "~/services/media/images.server";
import { mediaIdAt } from "~/services/media/media-address.server";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Only the conditions a cache revalidates with: a failed If-Match must not read as a 304.
  const conditions = new Headers();
  for (const name of ["If-None-Match", "If-Modified-Since"]) {
    const value = request.headers.get(name);
    if (value) conditions.set(name, value);
  }
  // The id as the media library reads it from a post's addresses, so none can differ.
  const object = await readMedia(context.env.MEDIA, mediaIdAt(request.url) ?? "", conditions);
  if (!object) return notFound();
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
  });
  // A conditional request whose copy is current: R2 returns the object without its body.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
}
