import { expect, test } from "@playwright/test";
import { consentCookie } from "../support/consent";
import { eitherSideOf, lastUpdatedToday } from "./admin-portal-helpers";

// A choice is already made, so the cookie banner is not in the way.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await consentCookie(baseURL!)]);
});

test.describe("public pages", () => {
  test("home has the hero, 8 services with 3 AI CORE flags, the about figures and the contact section", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/#about");

    const services = page.locator("#services");
    await expect(services.getByTestId("service-card")).toHaveCount(8);
    await expect(services.getByText("AI CORE", { exact: true })).toHaveCount(3);
    for (const index of [0, 1, 2])
      await expect(services.getByTestId("service-card").nth(index)).toContainText("AI CORE");

    const about = page.locator("#about");
    await expect(about.getByTestId("about-stat")).toHaveCount(4);
    await expect(about.getByTestId("achievement")).toHaveCount(3);
    for (const claim of [
      "60%",
      "100+",
      "99%",
      "24/7",
      "15+ AI models deployed",
      "100% satisfaction guarantee",
    ]) {
      await expect(about).toContainText(claim);
    }
    await expect(page.locator("#contact")).toBeAttached();
  });

  test("home sets title, description, canonical, Open Graph and Organization JSON-LD", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Kaleon AI/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL("/", page.url()).toString(),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Kaleon AI/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.+/);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd["@type"]).toBe("Organization");
    expect(jsonLd.name).toBe("Kaleon AI");
  });

  test("the header links are real links to the sections and pages", async ({ page }) => {
    await page.goto("/team");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/#services");
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/#about");
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(nav.getByRole("link", { name: "Team" })).toHaveAttribute("href", "/team");
    await expect(nav.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/#contact",
    );
  });

  test("the footer lists services, company links, legal details, the data-protection e-mail, GDPR and the years", async ({
    page,
  }) => {
    const since = Date.now();
    await page.goto("/privacy");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("navigation", { name: "Services" }).getByRole("link"),
    ).toHaveCount(8);
    const company = footer.getByRole("navigation", { name: "Company" });
    for (const [name, href] of [
      ["About Us", "/#about"],
      ["Contact", "/#contact"],
      ["Blog", "/blog"],
      ["Team", "/team"],
      ["Privacy Policy", "/privacy"],
      ["Cookie Policy", "/cookies"],
      ["Terms of Service", "/terms"],
    ] as const) {
      await expect(company.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText("Kaleon AI Technologies GmbH");
    await expect(footer).toContainText("VAT ID: DE318204765");
    await expect(footer).toContainText("HRB 298417");
    await expect(footer).toContainText("IBAN: DE89 3704 0044 0532 0130 00");
    await expect(footer).toContainText("Share capital: EUR 25,000.00");
    await expect(footer.getByRole("link", { name: "privacy@kaleon-ai.example" })).toHaveAttribute(
      "href",
      "mailto:privacy@kaleon-ai.example",
    );
    await expect(footer).toContainText("General Data Protection Regulation (GDPR)");
    // The year the page was rendered in, which a run across New Year may meet either side of.
    const years = eitherSideOf(since, (at) => new Date(at).getUTCFullYear());
    await expect(footer).toContainText(new RegExp(`© 2015–(?:${years.join("|")})`));
  });

  test("team shows 11 agent cards, the 4 summary tiles and a call to action to the contact section", async ({
    page,
  }) => {
    const response = await page.goto("/team");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Team/);
    const cards = page.getByTestId("agent-card");
    await expect(cards).toHaveCount(11);
    const first = cards.first();
    await expect(first.getByRole("heading", { name: "Atlas" })).toBeVisible();
    await expect(first).toContainText("Solution Architect");
    await expect(
      first.getByRole("list", { name: "Atlas's specialties" }).getByRole("listitem"),
    ).toHaveCount(4);
    await expect(first.getByRole("definition")).toHaveCount(3);
    const tiles = page.getByTestId("team-summary-tile");
    await expect(tiles).toHaveCount(4);
    for (const [index, [value, label]] of [
      ["11", "AI agents"],
      ["24/7", "Availability"],
      ["99.9%", "Uptime"],
      ["50ms", "Average response"],
    ].entries()) {
      await expect(tiles.nth(index).getByRole("definition")).toHaveText(value!);
      await expect(tiles.nth(index).getByRole("term")).toHaveText(label!);
    }
    await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
      "href",
      "/#contact",
    );
  });

  test("privacy has 11 numbered sections in order, today's date, Back to Home and a link to /contact", async ({
    page,
  }) => {
    const since = Date.now();
    const response = await page.goto("/privacy");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    const headings = page.getByTestId("legal-section").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([
      "1. Introduction",
      "2. Information We Collect",
      "3. How We Use Your Information",
      "4. Sharing Your Information",
      "5. Data Security",
      "6. Your Rights",
      "7. Cookies",
      "8. Children Under 16",
      "9. International Data Transfers",
      "10. Changes to This Policy",
      "11. Contact Us",
    ]);
    await expect(page.getByTestId("last-updated")).toHaveText(lastUpdatedToday(since));
    await expect(
      page.getByRole("main").getByRole("link", { name: "Back to Home" }),
    ).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").locator('a[href="/contact"]')).toBeVisible();
  });

  test("terms has 14 numbered sections with the payment, notice and age terms", async ({
    page,
  }) => {
    const response = await page.goto("/terms");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("legal-section")).toHaveCount(14);
    const main = page.getByRole("main");
    await expect(main).toContainText("within 30 days of the invoice date");
    await expect(main).toContainText("1.5% per month");
    await expect(main).toContainText("30 days' written notice");
    await expect(main).toContainText("not directed to people under 16");
    await expect(page.getByTestId("legal-section").last().getByRole("heading")).toHaveText(
      "14. Contact Us",
    );
  });

  test("the cookie policy lists four categories with retention, third parties and a preferences button", async ({
    page,
  }) => {
    const response = await page.goto("/cookies");
    expect(response?.status()).toBe(200);
    const categories = page.getByTestId("cookie-category");
    await expect(categories).toHaveCount(4);
    await expect(categories.nth(0)).toContainText("Session or up to 1 year");
    await expect(categories.nth(1)).toContainText("Up to 2 years");
    await expect(categories.nth(2)).toContainText("Up to 1 year");
    await expect(categories.nth(3)).toContainText("Up to 1 year");
    const main = page.getByRole("main");
    await expect(main).toContainText("Analytics service");
    await expect(main).toContainText("Spam-protection service");
    const preferences = page.getByRole("main").locator("[data-cookie-preferences-trigger]");
    await expect(preferences).toHaveAttribute("href", "/consent?returnTo=/cookies");
    await expect(preferences).toHaveText(/Cookie Preferences/);
  });

  test("resources lists guides and case studies and filters them by the search parameter", async ({
    page,
  }) => {
    const response = await page.goto("/resources");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("resource-card")).toHaveCount(8);
    await expect(page.getByTestId("resource-post")).toHaveCount(6);

    await page.goto("/resources?search=GDPR");
    await expect(page.getByTestId("resource-card")).toHaveCount(1);
    await expect(page.getByTestId("resource-card")).toContainText("GDPR and the EU AI Act");
    const post = page
      .getByTestId("resource-post")
      .filter({ hasText: "GDPR and the EU AI Act: A Practical Checklist" });
    await expect(post.getByRole("link")).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole("searchbox")).toHaveValue("GDPR");

    await page.goto("/resources?search=submarine");
    await expect(page.getByTestId("resource-card")).toHaveCount(0);
    await expect(page.getByTestId("resource-post")).toHaveCount(0);
    await expect(page.getByTestId("search-summary")).toContainText(
      "No resources match your search.",
    );
  });

  test("robots.txt disallows /admin and names the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    expect(body).toContain("User-agent: *");
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
  });
});

test.describe("not-found page", () => {
  test("answers 404 with the texts, popular pages, actions, a fun fact and a request id", async ({
    page,
  }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Page Not Found/);
    await expect(page.locator("p").getByText("404", { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "Oops! The page you're looking for seems to have wandered off into the digital void...",
      ),
    ).toBeVisible();
    await expect(page.getByTestId("popular-page")).toHaveCount(4);
    for (const [name, href] of [
      ["Home", "/"],
      ["Resources", "/resources"],
      ["Team", "/team"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(
        page.getByTestId("popular-page").filter({ hasText: name }).first(),
      ).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("link", { name: "Go Back" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    await expect(page.getByText("Did you know?")).toBeVisible();
    await expect(page.getByTestId("request-id")).toHaveText(/\S{8,}/);
  });

  test("the search box leads to /resources?search= with Enter and with the button", async ({
    page,
  }) => {
    await page.goto("/missing-page");
    await page.getByRole("searchbox", { name: "Search our site" }).fill("llm integration");
    await page.getByRole("searchbox", { name: "Search our site" }).press("Enter");
    await expect(page).toHaveURL(/\/resources\?search=llm(\+|%20)integration$/);
    await expect(page.getByTestId("resource-card").first()).toContainText(
      "LLM Integration Checklist",
    );

    await page.goto("/another-missing-page");
    await page.getByRole("searchbox", { name: "Search our site" }).fill("manufacturing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/resources\?search=manufacturing$/);
    await expect(page.getByTestId("resource-card")).toHaveCount(1);
  });

  test("Go Back returns to the page on this site the visitor came from", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/no-such-page", { referer: new URL("/team", baseURL).toString() });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Page Not Found/);
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/team$/);
  });

  test("Go Back never leads to another site", async ({ page }) => {
    await page.goto("/no-such-page", { referer: "https://elsewhere.example/page" });
    await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens and closes, and lists the section links plus Privacy Policy and Terms of Service", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await menu.locator("summary").click();
    await expect(mobileNav).toBeVisible();
    for (const name of [
      "Services",
      "About",
      "Blog",
      "Team",
      "Privacy Policy",
      "Terms of Service",
      "Get Started",
    ]) {
      await expect(mobileNav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.locator("summary").click();
    await expect(mobileNav).toBeHidden();
  });

  test("its links navigate", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("mobile-menu").locator("summary").click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "Terms of Service" })
      .click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  });
});
