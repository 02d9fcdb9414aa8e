/**
 * The public pages' tags follow their published documents: a new company name or legal title,
 * once published, is in /api/v1/ssr/page/{name}, the page's <title> and its Open Graph tags; a
 * draft is in none of them. The company's name is every page's, so the published one is put
 * back at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SitePageDocument } from "~/schemas/site-pages";
import { apiHeaders, createAdmin } from "../support/admin";
import { request } from "../support/worker";

type Headers = Record<string, string>;
let owner: Headers;

interface Page {
  version: number;
  published: SitePageDocument | null;
}

beforeAll(async () => {
  const account = await createAdmin({ role: "super_admin" });
  owner = {
    ...(await apiHeaders(account.email, account.password)).writeAuth,
    "Content-Type": "application/json",
  };
});

async function getPage(name: string) {
  const response = await request(`/api/v1/admin/pages/${name}`, { headers: owner });
  expect(response.status).toBe(200);
  return ((await response.json()) as { page: Page }).page;
}

async function save(name: string, content: SitePageDocument, publish: boolean) {
  const { version } = await getPage(name);
  const response = await request(`/api/v1/admin/pages/${name}`, {
    method: "PUT",
    headers: owner,
    body: JSON.stringify({ content, version, publish }),
  });
  expect(response.status).toBe(200);
  await response.body?.cancel();
}

/** A host of its own: nothing of it is in the edge cache, so what it shows was read just now. */
const freshHost = () => `http://meta-${crypto.randomUUID().slice(0, 8)}.localhost`;

/** What a visitor and an API client are told of the privacy page, read cold. */
async function privacyTags() {
  const host = freshHost();
  const api = await request(`${host}/api/v1/ssr/page/privacy`);
  expect(api.status).toBe(200);
  const { meta } = (await api.json()) as { meta: { title: string; description: string } };
  const html = await (await request(`${host}/privacy`)).text();
  const tag = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    api: meta,
    cacheControl: api.headers.get("Cache-Control"),
    title: tag(/<title>([^<]*)<\/title>/),
    ogTitle: tag(/<meta property="og:title" content="([^"]*)"/),
    siteName: tag(/<meta property="og:site_name" content="([^"]*)"/),
  };
}

describe("the public pages' tags", () => {
  let published: { site: SitePageDocument; privacy: SitePageDocument };

  beforeAll(async () => {
    const [site, privacy] = await Promise.all([getPage("site"), getPage("privacy")]);
    published = { site: site.published!, privacy: privacy.published! };
  });
  afterAll(async () => {
    await save("site", published.site, true);
    await save("privacy", published.privacy, true);
  });

  it("say what is published, and no draft", async () => {
    const before = await privacyTags();
    expect(before.title).toBe("Privacy Policy | Kaleon AI");
    // No longer than the documents' cached reads: a browser must not keep a title for an hour.
    expect(before.cacheControl).toMatch(/^public, max-age=([1-9]\d?|[12]\d\d|300)$/);

    const renamed = { ...published.site, name: "Nordlicht AI", legalName: "Nordlicht AI GmbH" };
    const retitled = { ...published.privacy, title: "Data Protection Notice" };
    await save("site", renamed, false);
    await save("privacy", retitled, false);
    const { cacheControl: _, ...shown } = before;
    expect(await privacyTags()).toMatchObject(shown);

    try {
      await save("site", renamed, true);
      await save("privacy", retitled, true);
      const after = await privacyTags();
      expect(after.api).toEqual({
        title: "Data Protection Notice | Nordlicht AI",
        description:
          "How Nordlicht AI GmbH collects, uses and protects personal data under the GDPR.",
      });
      expect(after).toMatchObject({
        title: "Data Protection Notice | Nordlicht AI",
        ogTitle: "Data Protection Notice | Nordlicht AI",
        siteName: "Nordlicht AI",
      });
    } finally {
      // Every page names the company: other tests must not see this one's name for long.
      await save("site", published.site, true);
    }
  });
});
