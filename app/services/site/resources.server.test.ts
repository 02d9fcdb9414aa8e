import { describe, expect, it } from "vitest";
import { findResources } from "./resources.server";

describe("findResources", () => {
  it("lists every guide and case study without a search", () => {
    const { guides, caseStudies } = findResources(undefined);
    expect(guides.length).toBe(5);
    expect(caseStudies.length).toBe(3);
  });

  it("matches all words in any order, case-insensitively, across title, summary and tags", () => {
    const { guides, caseStudies } = findResources("gdpr ACT");
    expect(guides.map((g) => g.slug)).toEqual(["gdpr-and-ai-development"]);
    expect(caseStudies).toEqual([]);
  });

  it("finds nothing for an unrelated term", () => {
    const { guides, caseStudies } = findResources("submarine");
    expect(guides).toEqual([]);
    expect(caseStudies).toEqual([]);
  });
});
