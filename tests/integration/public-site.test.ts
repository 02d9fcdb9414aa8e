import { describe, expect, it } from "vitest";
import { request } from "../support/worker";

describe("public pages", () => {
  it.each([
    ["/", "AI Development Services"],
    ["/team", "Our AI Team"],
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/cookies", "Cookie Policy"],
    ["/resources", "Resources"],
  ])(
    "%s answers 200 with its title, description, canonical link and Open Graph tags",
    async (path, title) => {
      const response = await request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(
        new RegExp(
          `<title>[^<]*${title}[^<]*\\| Kaleon AI</title>|<title>Kaleon AI: ${title}</title>`,
        ),
      );
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
      expect(html).toContain('<meta property="og:type" content="website"/>');
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
      expect(html.match(/<h1\b/g)).toHaveLength(1);
    },
  );

  it.each([
    ["home", "/"],
    ["blog", "/blog"],
    ["team", "/team"],
    ["resources", "/resources"],
    ["contact", "/contact"],
    ["privacy", "/privacy"],
    ["terms", "/terms"],
    ["cookies", "/cookies"],
  ])(
    "/api/v1/ssr/page/%s serves exactly the title, description and keywords %s renders",
    async (name, path) => {
      const api = await request(`/api/v1/ssr/page/${name}`);
      const { meta } = (await api.json()) as {
        meta: { title: string; description: string; keywords?: string };
      };
      const html = await (await request(path)).text();
      const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
      expect(html).toContain(`<title>${meta.title}</title>`);
      expect(meta.title.split("Kaleon AI")).toHaveLength(2);
      expect(html).toContain(`<meta name="description" content="${attribute(meta.description)}"/>`);
      if (meta.keywords)
        expect(html).toContain(`<meta name="keywords" content="${attribute(meta.keywords)}"/>`);
      else expect(html).not.toContain('<meta name="keywords"');
    },
  );

  it("home carries Organization JSON-LD under the page's nonce", async () => {
    const response = await request("/");
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get("content-security-policy") ?? "",
    )?.[1];
    const html = await response.text();
    const match = /<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/.exec(html);
    expect(match?.[1]).toBe(nonce);
    expect(JSON.parse(match![2]!)).toMatchObject({
      "@type": "Organization",
      name: "Kaleon AI",
      url: "http://localhost",
    });
  });

  it("resources search finds published blog posts but never drafts", async () => {
    const published = await (await request("/resources?search=gradient%20boosting")).text();
    expect(published).toContain("Why Gradient Boosting Still Wins on Most Tabular Problems");

    const response = await request("/resources?search=observability%20agents");
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(
      "Observability for LLM Agents: Tracing Steps, Tools and Costs",
    );
  });

  it("an over-long search is cut to 200 characters, not refused", async () => {
    const response = await request(`/resources?search=${"a".repeat(5000)}`);
    expect(response.status).toBe(200);
    await response.text();
  });

  it("an unknown page answers 404 with the request id the response header carries", async () => {
    const response = await request("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(response.headers.get("x-request-id"));
  });

  it("robots.txt keeps crawlers out of /admin and points to the sitemap", async () => {
    const response = await request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const body = await response.text();
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toContain("Sitemap: http://localhost/sitemap.xml");
  });
});
