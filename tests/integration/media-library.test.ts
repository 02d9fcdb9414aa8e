/**
 * The media library: GET /api/v1/admin/media lists uploads newest first with the posts that
 * show each; DELETE /api/v1/admin/media/{id} removes one no post shows; /admin/media does both
 * for the signed-in admin. All through the Worker, against the emulated R2 bucket and Postgres.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { NUL_CHARACTER_MESSAGE } from "~/schemas/text";
import type { MediaItem } from "~/services/media/library.server";
import {
  cookieFrom,
  createTestApiKey,
  createAdmin,
  csrfTokenFromPage,
  apiHeaders,
  signInWithForm,
  auditEntries,
} from "../support/admin";
import { createPosts, uniqueName } from "../support/blog-fixtures";
import { pngImage } from "../support/images";
import { request } from "../support/worker";

const bucket = (env as unknown as { MEDIA: R2Bucket }).MEDIA;

let auth: Record<string, string>;
let writeAuth: Record<string, string>;
let cookie: string;
let formCsrf: string;

beforeAll(async () => {
  const admin = await createAdmin({ role: "admin" });
  cookie = await signInWithForm(admin.email, admin.password);
  formCsrf = await csrfTokenFromPage(cookie, "/admin/media");
  ({ auth, writeAuth } = await apiHeaders(admin.email, admin.password));
});

async function upload(width = 3, height = 2) {
  const form = new FormData();
  form.set("file", new File([pngImage(width, height)], "image.png"));
  const response = await request("/api/v1/admin/media", {
    method: "POST",
    headers: writeAuth,
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; url: string };
}

async function listAll(headers = auth) {
  const response = await request("/api/v1/admin/media?limit=100", { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as { media: MediaItem[]; total: number };
}

function remove(id: string, headers = writeAuth) {
  return request(`/api/v1/admin/media/${encodeURIComponent(id)}`, { method: "DELETE", headers });
}

describe("GET /api/v1/admin/media", () => {
  it("lists uploads newest first, with their type, size, pixels and the posts that show them", async () => {
    const shownAsImage = await upload(4, 3);
    const shownInText = await upload(5, 3);
    const unused = await upload(6, 3);
    const slug = uniqueName("media-user");
    const [imagePost, textPost] = await createPosts([
      { slug, category: "Media", imageUrl: shownAsImage.url },
      {
        slug: `${slug}-text`,
        category: "Media",
        content: `A chart:\n\n![Chart](${shownInText.url})\n\nThat is all.`,
      },
    ]);

    const { media, total } = await listAll();
    expect(total).toBeGreaterThanOrEqual(3);
    const times = media.map((item) => Date.parse(item.uploadedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byId = new Map(media.map((item) => [item.id, item]));
    expect(byId.get(shownAsImage.id)).toMatchObject({
      url: shownAsImage.url,
      contentType: "image/png",
      width: 4,
      height: 3,
      usedBy: [{ id: imagePost!.id, title: imagePost!.title }],
    });
    expect(byId.get(shownInText.id)!.usedBy).toEqual([
      { id: textPost!.id, title: textPost!.title },
    ]);
    expect(byId.get(unused.id)!.usedBy).toEqual([]);
    expect(byId.get(unused.id)!.size).toBe(pngImage(6, 3).length);
  });

  it("pages through the library", async () => {
    await upload();
    await upload();
    const { total } = await listAll();
    const first = (await (
      await request("/api/v1/admin/media?limit=1", { headers: auth })
    ).json()) as {
      media: MediaItem[];
      total: number;
    };
    const second = (await (
      await request("/api/v1/admin/media?limit=1&page=2", { headers: auth })
    ).json()) as { media: MediaItem[]; total: number };
    expect(first.total).toBe(total);
    expect(first.media).toHaveLength(1);
    expect(second.media).toHaveLength(1);
    expect(second.media[0]!.id).not.toBe(first.media[0]!.id);
    const beyond = (await (
      await request(`/api/v1/admin/media?limit=100&page=${total + 1}`, { headers: auth })
    ).json()) as { media: MediaItem[] };
    expect(beyond.media).toEqual([]);
  });

  it("does not count a post whose text only looks like an address with wildcards", async () => {
    // `_` is a LIKE wildcard: the address must be matched as written.
    const id = "ab_defghijklmnopqrstuv.png";
    await bucket.put(id, pngImage(2, 2), { httpMetadata: { contentType: "image/png" } });
    await createPosts([
      {
        slug: uniqueName("lookalike"),
        category: "Media",
        content: "See /media/abXdefghijklmnopqrstuv.png for nothing in particular.",
      },
    ]);
    const { media } = await listAll();
    expect(media.find((item) => item.id === id)!.usedBy).toEqual([]);
    expect((await remove(id)).status).toBe(200);
  });

  it.each([
    ["limit=101", "limit must be at most 100"],
    ["limit=0", "limit must be at least 1"],
    ["page=1e20", "page must be a whole number of at least 1"],
    ["page=%00", NUL_CHARACTER_MESSAGE],
  ])("refuses ?%s with 400", async (query, message) => {
    const response = await request(`/api/v1/admin/media?${query}`, { headers: auth });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  it("needs credentials", async () => {
    expect((await request("/api/v1/admin/media")).status).toBe(401);
  });
});

describe("DELETE /api/v1/admin/media/{id}", () => {
  it("deletes an image no post shows, audited; its address then answers 404", async () => {
    const image = await upload();
    const response = await remove(image.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Image deleted", media: { id: image.id } });
    expect(await bucket.head(image.id)).toBeNull();
    expect((await request(image.url)).status).toBe(404);
    const audits = await auditEntries("media.deleted", `media:${image.id}`);
    expect(audits).toHaveLength(1);
    expect((await remove(image.id)).status).toBe(404);
  });

  it("refuses with 409 while a post shows the image, naming the post", async () => {
    const image = await upload();
    const [post] = await createPosts([
      { slug: uniqueName("keeps-image"), category: "Media", imageUrl: image.url },
    ]);
    const response = await remove(image.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: `This image is shown by a post: “${post!.title}”. Remove it from that post first.`,
      usedBy: [{ id: post!.id, title: post!.title }],
    });
    expect(await bucket.head(image.id)).not.toBeNull();
  });

  it.each([
    ["a full URL", (url: string) => `https://www.example.com${url}`],
    ["another host name", (url: string) => `http://127.0.0.1:8788${url}`],
    ["the path in capitals", (url: string) => url.replace("/media/", "/MEDIA/")],
    ["a query string", (url: string) => `${url}?w=600`],
    ["a fragment", (url: string) => `${url}#top`],
  ])("refuses with 409 while a post shows the image by %s", async (_form, address) => {
    const image = await upload();
    const [asImage, inText] = await createPosts([
      { slug: uniqueName("image-form"), category: "Media", imageUrl: address(image.url) },
      {
        slug: uniqueName("text-form"),
        category: "Media",
        content: `A diagram:\n\n![Diagram](${address(image.url)})\n\nThe end of the post.`,
      },
    ]);
    expect((await request(address(image.url).replace(/^https?:\/\/[^/]+/, ""))).status).toBe(200);
    const response = await remove(image.id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { usedBy: { id: number; title: string }[] }).usedBy).toEqual(
      [
        { id: asImage!.id, title: asImage!.title },
        { id: inText!.id, title: inText!.title },
      ],
    );
    expect(await bucket.head(image.id)).not.toBeNull();
  });

  it("answers parallel deletes of one image without an error, and the image is gone", async () => {
    const image = await upload();
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => remove(image.id).then((response) => response.status)),
    );
    expect(statuses.every((status) => status === 200 || status === 404)).toBe(true);
    expect(statuses).toContain(200);
    expect(await bucket.head(image.id)).toBeNull();
  });

  it.each([
    "unknown-id-that-is-long.png",
    "AAAAAAAAAAAAAAAAAAAAAA.svg",
    "..%2F..%2Fsecrets",
    "%00",
    "x".repeat(300),
  ])("answers 404 for %s", async (id) => {
    const response = await request(`/api/v1/admin/media/${id}`, {
      method: "DELETE",
      headers: writeAuth,
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe("Image not found");
  });

  it("needs credentials (401), the CSRF token (403) and the delete permission", async () => {
    const image = await upload();
    expect((await remove(image.id, {})).status).toBe(401);
    expect((await remove(image.id, auth)).status).toBe(403);
    const [reader, deleter] = await Promise.all([
      createTestApiKey({ name: "Media lister", permissions: ["read", "write"] }),
      createTestApiKey({ name: "Media cleaner", permissions: ["read", "delete"] }),
    ]);
    expect((await listAll({ "X-API-Key": reader.key })).media.length).toBeGreaterThan(0);
    expect((await remove(image.id, { "X-API-Key": reader.key })).status).toBe(403);
    expect((await remove(image.id, { "X-API-Key": deleter.key })).status).toBe(200);
  });

  it("answers 405 to other methods", async () => {
    const image = await upload();
    const response = await request(`/api/v1/admin/media/${image.id}`, { headers: auth });
    expect(response.status).toBe(405);
  });
});

/** One character of the id percent-encoded: the address is another spelling of the same path. */
const percentEncoded = (text: string, index = 0) =>
  `${text.slice(0, index)}%${text.charCodeAt(index).toString(16).toUpperCase()}${text.slice(index + 1)}`;
const swapCase = (text: string) =>
  text.replace(/[a-z]/gi, (char) =>
    char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase(),
  );

/** The posts the library and a refused delete say show the image. */
async function usersOf(id: string) {
  const listed = (await listAll()).media.find((item) => item.id === id)!.usedBy;
  const response = await remove(id);
  const refused =
    response.status === 409
      ? ((await response.json()) as { usedBy: MediaItem["usedBy"] }).usedBy
      : [];
  return { listed, refused, status: response.status };
}

describe("which posts show an image", () => {
  it.each([
    ["the address as uploaded", (id: string) => `/media/${id}`],
    ["a percent-encoded character of the id", (id: string) => `/media/${percentEncoded(id)}`],
    ["the dot percent-encoded", (id: string) => `/media/${id.replace(".", "%2E")}`],
    ["the folder percent-encoded", (id: string) => `/%6Dedia/${id}`],
    [
      "an absolute URL with an encoded character",
      (id: string) => `https://www.example.com/media/${percentEncoded(id, 5)}`,
    ],
    ["an encoded dot segment", (id: string) => `/blog/%2e%2e/media/${id}`],
    ["a trailing slash", (id: string) => `/media/${id}/`],
    ["the extension in capitals", (id: string) => `/media/${id.replace(".png", ".PNG")}`],
    ["the id in other letters' case", (id: string) => `/media/${swapCase(id)}`],
    ["a double percent-encoding", (id: string) => `/media/%25${percentEncoded(id).slice(1)}`],
    ["an encoded slash", (id: string) => `/media%2F${id}`],
    ["another folder", (id: string) => `/images/${id}`],
  ])(
    "counts a post's cover or markdown image at %s exactly when that address serves the image",
    async (_form, address) => {
      const image = await upload();
      const at = address(image.id);
      const served = (await request(at)).status === 200;
      const [cover, inText] = await createPosts([
        { slug: uniqueName("cover-form"), category: "Media", imageUrl: at },
        {
          slug: uniqueName("text-form"),
          category: "Media",
          content: `A diagram:\n\n![Diagram](${at})\n\nThe end of the post.`,
        },
      ]);
      const expected = served
        ? [
            { id: cover!.id, title: cover!.title },
            { id: inText!.id, title: inText!.title },
          ]
        : [];
      const { listed, refused, status } = await usersOf(image.id);
      expect(listed).toEqual(expected);
      expect(refused).toEqual(expected);
      expect(status).toBe(served ? 409 : 200);
      expect((await bucket.head(image.id)) !== null).toBe(served);
    },
  );

  it.each([
    ["character references", (url: string) => url.replaceAll("/", "&#47;")],
    [
      "a hexadecimal character reference in the id",
      (url: string) =>
        url.replace(
          /\/media\/(.)/,
          (_, char: string) => `/media/&#x${char.charCodeAt(0).toString(16)};`,
        ),
    ],
    ["a named character reference", (url: string) => url.replace(".", "&period;")],
    ["a doubly written character reference", (url: string) => url.replace(".", "&amp;#46;")],
    ["a markdown backslash escape", (url: string) => url.replace(".", "\\.")],
  ])("keeps an image a post's markdown shows through %s", async (_form, write) => {
    const image = await upload();
    const [post] = await createPosts([
      {
        slug: uniqueName("escaped-form"),
        category: "Media",
        content: `A chart:\n\n![Chart](${write(image.url)})\n\nThat is all.`,
      },
    ]);
    expect(await usersOf(image.id)).toEqual({
      listed: [{ id: post!.id, title: post!.title }],
      refused: [{ id: post!.id, title: post!.title }],
      status: 409,
    });
    expect(await bucket.head(image.id)).not.toBeNull();
  });

  it.each([
    ["a link", (url: string) => `Download [the chart](${url}).`],
    ["a reference-style image", (url: string) => `![Chart][chart]\n\n[chart]: ${url}`],
    ["a bare absolute address", (url: string) => `See https://www.example.com${url} for it.`],
    ["a raw <img> tag", (url: string) => `<img src="${url.replace(".", "&#46;")}" alt="">`],
    ["an inline raw <img> tag", (url: string) => `Look: <img src=${url} alt=""> here.`],
  ])("keeps an image a post's markdown points at with %s", async (_form, write) => {
    const image = await upload();
    const encoded = image.url.replace(image.id, percentEncoded(image.id, 3));
    const [post] = await createPosts([
      {
        slug: uniqueName("linked-form"),
        category: "Media",
        content: `Some words first.\n\n${write(encoded)}\n\nThat is all.`,
      },
    ]);
    expect((await usersOf(image.id)).refused).toEqual([{ id: post!.id, title: post!.title }]);
    expect(await bucket.head(image.id)).not.toBeNull();
  });

  it.each([
    ["inline code", (url: string) => `Write \`![Chart](${url})\` to show it.`],
    ["a code block", (url: string) => `\`\`\`markdown\n![Chart](${url})\n\`\`\``],
    ["plain text", (url: string) => `The file was ${url} once.`],
  ])("does not count the address written as %s, which shows nothing", async (_form, write) => {
    const image = await upload();
    await createPosts([
      {
        slug: uniqueName("mention-form"),
        category: "Media",
        content: `Some words first.\n\n${write(image.url)}\n\nThat is all.`,
      },
    ]);
    expect(await usersOf(image.id)).toEqual({ listed: [], refused: [], status: 200 });
  });
});

describe("/admin/media", () => {
  function post(body: FormData | URLSearchParams, headers: Record<string, string> = {}) {
    return request("/admin/media", {
      method: "POST",
      headers: { Cookie: cookie, ...headers },
      body,
      redirect: "manual",
    });
  }

  /** The page a redirect leads to, with the toast it carries. */
  async function follow(response: Response) {
    expect(response.status).toBe(302);
    const toast = cookieFrom(response, "en_toast");
    const next = await request(response.headers.get("location")!, {
      headers: { Cookie: `${cookie}; ${toast}` },
    });
    return next.text();
  }

  it("uploads, lists and deletes for the signed-in admin", async () => {
    const upload = new FormData();
    upload.set("csrf", formCsrf);
    upload.set("intent", "upload");
    upload.set("file", new File([pngImage(9, 4)], "screen.png"));
    const uploaded = await post(upload);
    expect(uploaded.headers.get("location")).toBe("/admin/media");
    const listing = await follow(uploaded);
    expect(listing).toContain("Image uploaded");
    const id = /\/media\/([A-Za-z0-9_-]{22}\.png)/.exec(listing)![1]!;
    expect(listing).toContain("9×4");
    expect(listing).toContain("Not used by any post.");

    const removal = new URLSearchParams({ csrf: formCsrf, intent: "delete", id });
    const afterDelete = await follow(await post(removal));
    expect(afterDelete).toContain("Image deleted");
    expect(await bucket.head(id)).toBeNull();
  });

  it("keeps an image a post shows, and says which post", async () => {
    const image = await upload();
    const [shownBy] = await createPosts([
      { slug: uniqueName("screen-keeps"), category: "Media", imageUrl: image.url },
    ]);
    const listing = await (await request("/admin/media", { headers: { Cookie: cookie } })).text();
    expect(listing).toContain(`/admin/blog/edit/${shownBy!.id}`);
    const refused = await follow(
      await post(new URLSearchParams({ csrf: formCsrf, intent: "delete", id: image.id })),
    );
    expect(refused).toContain("Image not deleted");
    expect(await bucket.head(image.id)).not.toBeNull();
  });

  it("refuses a file that is not an image, with a toast, storing nothing", async () => {
    const before = (await listAll()).total;
    const form = new FormData();
    form.set("csrf", formCsrf);
    form.set("intent", "upload");
    form.set("file", new File(['<svg onload="alert(1)"/>'], "x.png", { type: "image/png" }));
    const page = await follow(await post(form));
    expect(page).toContain("Upload failed");
    expect(page).toContain("Upload a PNG, JPEG, WebP, GIF or AVIF image.");
    expect((await listAll()).total).toBe(before);
  });

  it("asks for the CSRF token and a session", async () => {
    const image = await upload();
    const forged = await post(
      new URLSearchParams({ csrf: "forged", intent: "delete", id: image.id }),
    );
    expect(forged.status).toBe(403);
    const signedOut = await request("/admin/media", {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", id: image.id }),
      redirect: "manual",
    });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/admin\/login/);
    expect(await bucket.head(image.id)).not.toBeNull();
  });

  it("shows the confirmation step for ?confirmDelete and pages the library", async () => {
    const image = await upload();
    const page = await (
      await request(`/admin/media?confirmDelete=${image.id}`, { headers: { Cookie: cookie } })
    ).text();
    expect(page).toContain('role="alertdialog"');
    expect(page).toContain(`Delete ${image.id}`);
    const beyond = await request("/admin/media?page=99999", {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(beyond.status).toBe(302);
  });
});
