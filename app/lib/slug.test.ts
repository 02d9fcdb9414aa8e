import { describe, expect, it } from "vitest";
import { readTimeFor, slugify, SLUG_PATTERN } from "./slug";

describe("slugify", () => {
  it("turns a title into a valid slug", () => {
    expect(slugify("  Hello, World: LLMs & You!  ")).toBe("hello-world-llms-you");
    expect(slugify("Crème brûlée für Ärzte")).toBe("creme-brulee-fur-arzte");
    expect(SLUG_PATTERN.test(slugify("A -- B __ C 2025"))).toBe(true);
  });

  it("gives an empty slug when nothing usable is left", () => {
    expect(slugify("!!! ???")).toBe("");
  });

  it("keeps slugs short without a trailing hyphen", () => {
    const slug = slugify(`${"word ".repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });
});

describe("readTimeFor", () => {
  it("counts about 200 words a minute, at least one minute", () => {
    expect(readTimeFor("")).toBe("1 min read");
    expect(readTimeFor("word ".repeat(200))).toBe("1 min read");
    expect(readTimeFor("word ".repeat(201))).toBe("2 min read");
    expect(readTimeFor("word ".repeat(1000))).toBe("5 min read");
  });
});
