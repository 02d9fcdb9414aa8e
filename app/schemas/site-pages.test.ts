import { describe, expect, it } from "vitest";
import { defaultSitePages } from "~/content/site-pages";
import { defaultSitePage } from "./site-page-defaults";
import {
  MEDIA_PATH_MESSAGE,
  REQUIRED_MESSAGE,
  SITE_PATH_MESSAGE,
  tooLongMessage,
} from "./site-page-fields";
import { parseSitePageName, sitePageNames, sitePageSchemas } from "./site-pages";

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("the site's pages", () => {
  it("holds today's content as a valid document for every page", () => {
    for (const name of sitePageNames) {
      const parsed = sitePageSchemas[name].safeParse(defaultSitePages[name]);
      expect(parsed.error?.issues ?? [], name).toEqual([]);
      expect(parsed.data).toEqual(defaultSitePages[name]);
    }
  });

  it("reads page names in any case and nothing else", () => {
    expect(parseSitePageName("Privacy")).toBe("privacy");
    expect(parseSitePageName("HOME")).toBe("home");
    expect(parseSitePageName("blog")).toBeNull();
    expect(parseSitePageName("__proto__")).toBeNull();
    expect(parseSitePageName(undefined)).toBeNull();
  });

  it("refuses a call to action that leads to another site", () => {
    for (const href of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "contact",
      "/a b",
    ]) {
      const home = defaultSitePage("home");
      home.hero.primaryCta.href = href;
      expect(errorsOf(sitePageSchemas.home.safeParse(home)), href).toEqual({
        "hero.primaryCta.href": SITE_PATH_MESSAGE,
      });
    }
    const home = defaultSitePage("home");
    home.hero.primaryCta.href = "/team";
    expect(sitePageSchemas.home.safeParse(home).success).toBe(true);
  });

  it("names the empty and the over-long field", () => {
    const home = defaultSitePage("home");
    home.hero.title = "   ";
    home.hero.subtitle = "x".repeat(401);
    expect(errorsOf(sitePageSchemas.home.safeParse(home))).toEqual({
      "hero.title": REQUIRED_MESSAGE,
      "hero.subtitle": tooLongMessage(400),
    });
  });

  it("takes a team member's photo only as an image of the media library", () => {
    const team = defaultSitePage("team");
    team.members[0]!.photo = "https://evil.example/me.png";
    expect(errorsOf(sitePageSchemas.team.safeParse(team))).toEqual({
      "members.0.photo": MEDIA_PATH_MESSAGE,
    });
    team.members[0]!.photo = "/media/seed-sample-image-0001.png";
    expect(sitePageSchemas.team.safeParse(team).success).toBe(true);
    team.members[0]!.photo = "";
    expect(sitePageSchemas.team.parse(team).members[0]?.photo).toBeNull();
  });

  it("refuses a social link that is not https and text with a NUL", () => {
    const site = defaultSitePage("site");
    site.socialLinks = [{ label: "LinkedIn", url: "javascript:alert(1)" }];
    site.name = "Kaleon\u0000";
    const errors = errorsOf(sitePageSchemas.site.safeParse(site));
    expect(Object.keys(errors).sort()).toEqual(["name", "socialLinks.0.url"]);
  });
});
