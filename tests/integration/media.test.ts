/**
 * Image uploads (POST /api/v1/admin/media) into the emulated R2 bucket, and their serving at
 * /media/{id}, through the Worker's fetch handler.
 */
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { securityAuditLog } from "../../db/schema";
import { createAdmin, signInWithApi } from "../support/admin";
import { acceptedImages, pngImage } from "../support/images";
import { request, withDb } from "../support/worker";

const ENDPOINT = "/api/v1/admin/media";
const MAX_BYTES = 5 * 1024 * 1024;
const bucket = (env as unknown as { MEDIA: R2Bucket }).MEDIA;

let auth: Record<string, string>;
let writeAuth: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  const admin = await createAdmin({ role: "admin" });
  adminId = admin.id;
  const { tokens } = await signInWithApi(admin.email, admin.password);
  auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const csrf = (await (await request("/api/v1/admin/auth/csrf", { headers: auth })).json()) as {
    csrfToken: string;
  };
  writeAuth = { ...auth, "X-CSRF-Token": csrf.csrfToken };
});

interface Uploaded {
  id: string;
  url: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
}

function fileForm(bytes: Uint8Array<ArrayBuffer>, name = "image.png", type = "image/png") {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return form;
}

function upload(body: BodyInit, headers: Record<string, string> = writeAuth) {
  return request(ENDPOINT, { method: "POST", headers, body });
}

/** A multipart body sent as a stream, so it carries no Content-Length. */
async function streamed(form: FormData) {
  const encoded = new Response(form);
  const contentType = encoded.headers.get("Content-Type")!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const chunkSize = 256 * 1024;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
  return request(ENDPOINT, {
    method: "POST",
    headers: { ...writeAuth, "Content-Type": contentType },
    body,
    duplex: "half",
  } as RequestInit);
}

/** A file of exactly `size` bytes that starts as a PNG. */
function pngOfSize(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(pngImage(2, 2));
  return bytes;
}

async function expectMessage(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toContain("application/json");
  const body = (await response.json()) as { message: unknown };
  expect(typeof body.message).toBe("string");
  return body.message as string;
}

describe("POST /api/v1/admin/media", () => {
  it.each(acceptedImages)("stores a $name with its type and size", async (image) => {
    // The declared name and type say nothing true: the bytes decide.
    const response = await upload(fileForm(image.bytes, "upload.bin", "application/octet-stream"));
    expect(response.status).toBe(201);
    const body = (await response.json()) as Uploaded;
    expect(body).toEqual({
      id: expect.stringMatching(new RegExp(`^[A-Za-z0-9_-]{22}\\.${image.extension}$`)),
      url: `/media/${body.id}`,
      contentType: image.contentType,
      size: image.bytes.length,
      width: image.width,
      height: image.height,
    });
    const stored = await bucket.head(body.id);
    expect(stored?.httpMetadata?.contentType).toBe(image.contentType);
    expect(stored?.customMetadata).toEqual({
      width: String(image.width),
      height: String(image.height),
    });

    const served = await request(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe(image.contentType);
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Disposition")).toBe("inline");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(image.bytes);
  });

  it("audits each upload", async () => {
    const response = await upload(fileForm(pngImage(4, 3)));
    const { id } = (await response.json()) as Uploaded;
    const entries = await withDb((db) =>
      db
        .select()
        .from(securityAuditLog)
        .where(
          and(
            eq(securityAuditLog.action, "media.uploaded"),
            eq(securityAuditLog.resource, `media:${id}`),
          ),
        ),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.userId).toBe(adminId);
    expect(entries[0]!.metadata).toMatchObject({
      via: "api",
      contentType: "image/png",
      width: 4,
      height: 3,
    });
  });

  it.each([
    [
      "SVG",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "image/svg+xml",
    ],
    ["SVG called PNG", '<svg xmlns="http://www.w3.org/2000/svg"></svg>', "image/png"],
    ["HTML called PNG", "<!doctype html><script>alert(1)</script>", "image/png"],
    ["text called PNG", "This is not an image at all.", "image/png"],
  ])("refuses %s with 415", async (_name, content, type) => {
    const response = await upload(fileForm(new TextEncoder().encode(content), "image.png", type));
    expect(await expectMessage(response, 415)).toBe("Upload a PNG, JPEG, WebP, GIF or AVIF image.");
  });

  it("refuses a body that is not multipart with 415", async () => {
    const response = await request(ENDPOINT, {
      method: "POST",
      headers: { ...writeAuth, "Content-Type": "image/png" },
      body: pngImage(2, 2),
    });
    await expectMessage(response, 415);
    const json = await request(ENDPOINT, {
      method: "POST",
      headers: { ...writeAuth, "Content-Type": "application/json" },
      body: "{}",
    });
    await expectMessage(json, 415);
  });

  it("answers 400 when there is no file", async () => {
    const form = new FormData();
    form.set("file", "not a file");
    expect(await expectMessage(await upload(form), 400)).toBe("Choose an image file to upload.");
    expect(await expectMessage(await upload(new FormData()), 400)).toBe(
      "Choose an image file to upload.",
    );
    const empty = fileForm(new Uint8Array(0));
    await expectMessage(await upload(empty), 400);
  });

  it("answers 400 for a broken multipart body", async () => {
    const response = await request(ENDPOINT, {
      method: "POST",
      headers: { ...writeAuth, "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "--xyz\r\nnonsense without an end",
    });
    await expectMessage(response, 400);
  });

  it("accepts exactly 5 MB", async () => {
    const response = await upload(fileForm(pngOfSize(MAX_BYTES)));
    expect(response.status).toBe(201);
    expect(((await response.json()) as Uploaded).size).toBe(MAX_BYTES);
  });

  it("refuses a file over 5 MB in a body just under the cap with 413", async () => {
    const response = await upload(fileForm(pngOfSize(MAX_BYTES + 1)));
    expect(await expectMessage(response, 413)).toBe("The image must not be larger than 5 MB.");
  });

  it("refuses a body declared over the cap with 413", async () => {
    const form = fileForm(pngOfSize(MAX_BYTES + 512 * 1024));
    const response = await upload(form);
    expect(await expectMessage(response, 413)).toBe("The image must not be larger than 5 MB.");
  });

  it("refuses a streamed body without a length once it passes the cap, with 413", async () => {
    const response = await streamed(fileForm(pngOfSize(8 * 1024 * 1024)));
    expect(await expectMessage(response, 413)).toBe("The image must not be larger than 5 MB.");
    // Within the cap, a streamed upload is stored like any other.
    const small = await streamed(fileForm(pngImage(6, 6)));
    expect(small.status).toBe(201);
  });

  it("needs credentials (401) and the CSRF token (403)", async () => {
    const form = () => fileForm(pngImage(2, 2));
    await expectMessage(await upload(form(), {}), 401);
    await expectMessage(await upload(form(), { Authorization: "Bearer nonsense" }), 401);
    await expectMessage(await upload(form(), auth), 403);
    await expectMessage(await upload(form(), { ...auth, "X-CSRF-Token": "forged" }), 403);
  });

  it("answers 405 to other methods", async () => {
    const response = await request(ENDPOINT, { headers: writeAuth });
    expect(await expectMessage(response, 405)).toBe("Method not allowed");
  });

  it("gives parallel uploads distinct ids", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => upload(fileForm(pngImage(index + 1, 1)))),
    );
    const bodies = await Promise.all(
      responses.map(async (response) => {
        expect(response.status).toBe(201);
        return (await response.json()) as Uploaded;
      }),
    );
    expect(new Set(bodies.map((body) => body.id)).size).toBe(8);
    bodies.forEach((body, index) => expect(body.width).toBe(index + 1));
  });
});

describe("GET /media/{id}", () => {
  it("answers 404 for an id that was never uploaded", async () => {
    const response = await request("/media/AAAAAAAAAAAAAAAAAAAAAA.png");
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it.each([
    ["a NUL character", "abc%00.png"],
    ["a NUL inside a valid-looking id", "AAAAAAAAAAAAAAAAAAAAA%00.png"],
    ["a huge id", "A".repeat(10_000)],
    ["a path out", "..%2F..%2Fwrangler.toml"],
    ["an encoded dot-dot before an id", "%2e%2e%2FAAAAAAAAAAAAAAAAAAAAAA.png"],
    ["an SVG extension", "AAAAAAAAAAAAAAAAAAAAAA.svg"],
    ["no extension", "AAAAAAAAAAAAAAAAAAAAAA"],
    ["upper-case extension", "AAAAAAAAAAAAAAAAAAAAAA.PNG"],
    ["spaces", "%20AAAAAAAAAAAAAAAAAAAAA.png"],
  ])("answers 404 for %s", async (_name, id) => {
    const response = await request(`/media/${id}`);
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });

  it("answers 304 to a revalidation with the current ETag", async () => {
    const uploaded = (await (await upload(fileForm(pngImage(2, 2)))).json()) as Uploaded;
    const first = await request(uploaded.url);
    const etag = first.headers.get("ETag");
    await first.arrayBuffer();
    expect(etag).toBeTruthy();
    const again = await request(uploaded.url, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const mismatched = await request(uploaded.url, { headers: { "If-Match": '"other"' } });
    expect(mismatched.status).toBe(200);
    await mismatched.arrayBuffer();
  });

  it("lets pages show uploaded images (img-src 'self')", async () => {
    const page = await request("/blog");
    expect(page.headers.get("Content-Security-Policy")).toMatch(/img-src 'self'/);
    await page.arrayBuffer();
  });
});
