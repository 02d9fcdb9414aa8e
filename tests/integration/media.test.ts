/**
 * Image uploads (POST /api/v1/admin/media) into the emulated R2 bucket, and their serving at
 * /media/{id}, through the Worker's fetch handler.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { StoredMedia } from "~/services/media/images.server";
import { blogPosts, securityAuditLog } from "~db/schema";
import {
  createAdmin,
  createTestApiKey,
  csrfTokenFromPage,
  apiHeaders,
  signInWithForm,
  auditEntries,
} from "../support/admin";
import { acceptedImages, pngImage } from "../support/images";
import { request, withDb } from "../support/worker";

const ENDPOINT = "/api/v1/admin/media";
const MAX_BYTES = 5 * 1024 * 1024;
const bucket = (env as unknown as { MEDIA: R2Bucket }).MEDIA;

let auth: Record<string, string>;
let writeAuth: Record<string, string>;
let adminId: string;
let cookie: string;
let formCsrf: string;

beforeAll(async () => {
  const admin = await createAdmin({ role: "admin" });
  adminId = admin.id;
  cookie = await signInWithForm(admin.email, admin.password);
  formCsrf = await csrfTokenFromPage(cookie, "/admin/blog/new");
  ({ auth, writeAuth } = await apiHeaders(admin.email, admin.password));
});

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
    const body = (await response.json()) as StoredMedia;
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
    const { id } = (await response.json()) as StoredMedia;
    const entries = await auditEntries("media.uploaded", `media:${id}`);
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
    expect(((await response.json()) as StoredMedia).size).toBe(MAX_BYTES);
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

  it("takes an API key with the write permission, not one without", async () => {
    const [reader, writer] = await Promise.all([
      createTestApiKey({ name: "Media reader", permissions: ["read"] }),
      createTestApiKey({ name: "Media writer", permissions: ["read", "write"] }),
    ]);
    await expectMessage(await upload(fileForm(pngImage(2, 2)), { "X-API-Key": reader.key }), 403);
    const response = await upload(fileForm(pngImage(2, 2)), { "X-API-Key": writer.key });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as StoredMedia;
    const [entry] = await withDb((db) =>
      db
        .select()
        .from(securityAuditLog)
        .where(eq(securityAuditLog.resource, `media:${id}`)),
    );
    expect(entry!.userId).toBeNull();
    expect(entry!.metadata).toMatchObject({ via: "api_key", apiKeyId: writer.apiKey.id });
  });

  it("answers 405 to other methods", async () => {
    const response = await request(ENDPOINT, { method: "PUT", headers: writeAuth });
    expect(await expectMessage(response, 405)).toBe("Method not allowed");
  });

  it("gives parallel uploads distinct ids", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => upload(fileForm(pngImage(index + 1, 1)))),
    );
    const bodies = await Promise.all(
      responses.map(async (response) => {
        expect(response.status).toBe(201);
        return (await response.json()) as StoredMedia;
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
    const uploaded = (await (await upload(fileForm(pngImage(2, 2)))).json()) as StoredMedia;
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

describe("POST /admin/blog/media (the editor's upload with JavaScript)", () => {
  function screenUpload(form: FormData, headers: Record<string, string> = { Cookie: cookie }) {
    return request("/admin/blog/media", {
      method: "POST",
      headers,
      body: form,
      redirect: "manual",
    });
  }

  it("stores an image for the signed-in admin and audits it", async () => {
    const form = fileForm(pngImage(7, 5));
    form.set("csrf", formCsrf);
    const response = await screenUpload(form);
    expect(response.status).toBe(201);
    const body = (await response.json()) as StoredMedia;
    expect(body).toMatchObject({ contentType: "image/png", width: 7, height: 5 });
    const entries = await withDb((db) =>
      db
        .select()
        .from(securityAuditLog)
        .where(eq(securityAuditLog.resource, `media:${body.id}`)),
    );
    expect(entries.map((entry) => [entry.action, entry.userId])).toEqual([
      ["media.uploaded", adminId],
    ]);
    expect(entries[0]!.metadata).toMatchObject({ via: "editor" });
  });

  it("refuses what the API refuses, with the same messages", async () => {
    const svg = fileForm(new TextEncoder().encode("<svg></svg>"), "x.png");
    svg.set("csrf", formCsrf);
    expect(await expectMessage(await screenUpload(svg), 415)).toBe(
      "Upload a PNG, JPEG, WebP, GIF or AVIF image.",
    );
    const large = fileForm(pngOfSize(MAX_BYTES + 1));
    large.set("csrf", formCsrf);
    await expectMessage(await screenUpload(large), 413);
  });

  it("needs the session (sign-in redirect) and the CSRF token (403)", async () => {
    const form = fileForm(pngImage(2, 2));
    const signedOut = await screenUpload(form, {});
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/admin\/login/);
    const forged = fileForm(pngImage(2, 2));
    forged.set("csrf", "forged");
    expect((await screenUpload(forged)).status).toBe(403);
  });
});

describe("the editor form without JavaScript", () => {
  const CONTENT = "A paragraph of the post body that is comfortably longer than the minimum. ";
  const unique = () => `media${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

  function editorForm(fields: Record<string, string>, file?: Uint8Array<ArrayBuffer>) {
    const form = new FormData();
    form.set("csrf", formCsrf);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (file) form.set("imageFile", new File([file], "photo.png", { type: "image/png" }));
    return request("/admin/blog/new", {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
      redirect: "manual",
    });
  }

  const fieldsFor = (slug: string, extra: Record<string, string> = {}) => ({
    title: `Media ${slug}`,
    slug,
    excerpt: "A summary that is long enough.",
    content: CONTENT.repeat(3),
    category: "Media Tests",
    published: "on",
    ...extra,
  });

  /** The value of a text input in the returned editor, as the browser would show it. */
  function inputValue(html: string, name: string) {
    const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
    return /value="([^"]*)"/.exec(tag)?.[1] ?? null;
  }

  it("uploads with Upload image and sends the draft back whole, Image URL filled", async () => {
    const slug = unique();
    const response = await editorForm(
      fieldsFor(slug, { intent: "upload", author: "Kept Author" }),
      pngImage(9, 4),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(inputValue(html, "imageUrl")).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.png$/);
    expect(inputValue(html, "title")).toBe(`Media ${slug}`);
    expect(inputValue(html, "author")).toBe("Kept Author");
    expect(html).toContain(CONTENT.trim());
    // Nothing was saved: the upload is not a save.
    const rows = await withDb((db) => db.select().from(blogPosts).where(eq(blogPosts.slug, slug)));
    expect(rows).toHaveLength(0);
  });

  it("keeps the draft and says why when the file is refused or missing", async () => {
    const slug = unique();
    const refused = await editorForm(
      fieldsFor(slug, { intent: "upload", imageUrl: "/old.png" }),
      new TextEncoder().encode("<svg onload=alert(1)></svg>") as Uint8Array<ArrayBuffer>,
    );
    expect(refused.status).toBe(415);
    const html = await refused.text();
    expect(html).toContain("Upload a PNG, JPEG, WebP, GIF or AVIF image.");
    expect(inputValue(html, "title")).toBe(`Media ${slug}`);
    expect(inputValue(html, "imageUrl")).toBe("/old.png");

    const missing = await editorForm(fieldsFor(slug, { intent: "upload" }));
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Choose an image file to upload.");
  });

  it("uploads a chosen file with Save too, and the blog shows it with its size", async () => {
    const slug = unique();
    const response = await editorForm(fieldsFor(slug, { intent: "save" }), pngImage(12, 8));
    expect(response.status).toBe(302);
    const [post] = await withDb((db) =>
      db.select().from(blogPosts).where(eq(blogPosts.slug, slug)),
    );
    expect(post!.imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.png$/);

    const page = await (await request(`/blog/${slug}`)).text();
    const hero = new RegExp(`<img[^>]*src="${post!.imageUrl}"[^>]*>`).exec(page)?.[0];
    expect(hero).toContain('width="12"');
    expect(hero).toContain('height="8"');
    expect(hero).toContain('loading="eager"');

    const list = await (await request("/blog?category=Media%20Tests")).text();
    const card = new RegExp(`<img[^>]*src="${post!.imageUrl}"[^>]*>`).exec(list)?.[0];
    expect(card).toContain('width="12"');
    expect(card).toContain('height="8"');
  });

  it("refuses a form too large to read with 413", async () => {
    const response = await editorForm(fieldsFor(unique()), pngOfSize(7 * 1024 * 1024));
    expect(response.status).toBe(413);
    await response.arrayBuffer();
  });
});
