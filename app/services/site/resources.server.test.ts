import { describe, expect, it } from "vitest";
import { defaultSitePages } from "~/content/site-pages";
import { findResources } from "./resources.server";

const sections = defaultSitePages.resources.sections;
const titles = (found: ReturnType<typeof findResources>) =>
  found.map((section) => section.entries.map((entry) => entry.title));

describe("findResources", () => {
  it("lists every guide and case study without a search", () => {
    const [guides, caseStudies] = findResources(sections, undefined);
    expect(guides?.entries.length).toBe(5);
    expect(caseStudies?.entries.length).toBe(3);
    expect(guides?.entries[0]?.label).toBe("Guide");
  });

  it("matches all words in any order, case-insensitively, across title, summary and tags", () => {
    expect(titles(findResources(sections, "gdpr ACT"))).toEqual([
      ["GDPR and the EU AI Act: What Development Teams Need to Know"],
      [],
    ]);
  });

  it("matches a section's label", () => {
    expect(findResources(sections, "case study")[1]?.entries.length).toBe(3);
  });

  it("finds nothing for an unrelated term", () => {
    expect(titles(findResources(sections, "submarine"))).toEqual([[], []]);
  });
});
