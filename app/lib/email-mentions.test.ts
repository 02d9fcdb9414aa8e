import { describe, expect, it } from "vitest";
import { mentionsEmail, replaceEmail } from "./email-mentions";

describe("mentionsEmail", () => {
  it("finds the address in any case, alone or in a sentence", () => {
    expect(mentionsEmail("Ann@Example.com", "ann@example.com")).toBe(true);
    expect(mentionsEmail('{"search":"ANN@EXAMPLE.COM"}', "ann@example.com")).toBe(true);
    expect(mentionsEmail("wrote to ann@example.com.", "ann@example.com")).toBe(true);
    expect(mentionsEmail("email:ann@example.com", "ann@example.com")).toBe(true);
  });

  it("finds it in a URL's path or query", () => {
    expect(mentionsEmail("/Ann@example.com", "ann@example.com")).toBe(true);
    expect(mentionsEmail("/resources?q=ann@example.com&page=2", "ann@example.com")).toBe(true);
    expect(mentionsEmail("/contact#ann@example.com", "ann@example.com")).toBe(true);
  });

  it("never matches inside a longer address or a look-alike", () => {
    expect(mentionsEmail("joann@example.com", "ann@example.com")).toBe(false);
    expect(mentionsEmail("j.ann@example.com", "ann@example.com")).toBe(false);
    expect(mentionsEmail("ann@example.com.au", "ann@example.com")).toBe(false);
    expect(mentionsEmail("ann@example-com", "ann@example.com")).toBe(false);
    expect(mentionsEmail("ann@example.company", "ann@example.com")).toBe(false);
  });

  it("takes the address literally, even with characters that mean something in a pattern", () => {
    expect(mentionsEmail("a+b@x.io", "a+b@x.io")).toBe(true);
    expect(mentionsEmail("aab@x.io", "a+b@x.io")).toBe(false);
  });
});

describe("replaceEmail", () => {
  it("replaces every mention in strings at any depth, and nothing else", () => {
    const entry = {
      email: "Ann@example.com",
      search: "ann@example.com",
      nested: [{ to: "cc ann@example.com and joann@example.com" }],
      count: 3,
      none: null,
    };
    expect(replaceEmail(entry, "ann@example.com", "[erased]")).toEqual({
      email: "[erased]",
      search: "[erased]",
      nested: [{ to: "cc [erased] and joann@example.com" }],
      count: 3,
      none: null,
    });
  });
});
