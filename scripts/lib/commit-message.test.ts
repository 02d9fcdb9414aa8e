import { describe, expect, it } from "vitest";
import { commitMessageProblems } from "./commit-message";

describe("commitMessageProblems", () => {
  it("accepts a short subject alone, or with a body after a blank line", () => {
    expect(commitMessageProblems("Split the settings actions\n")).toEqual([]);
    expect(
      commitMessageProblems("Split the settings actions\n\nThe route held eight intents.\n"),
    ).toEqual([]);
  });

  it("accepts a subject of exactly 72 characters, counted as characters not bytes", () => {
    expect(commitMessageProblems("é".repeat(72))).toEqual([]);
  });

  it("refuses a subject over 72 characters", () => {
    expect(commitMessageProblems("x".repeat(73))).toEqual([
      "the subject has 73 characters (at most 72)",
    ]);
  });

  it("refuses a body that starts on the second line", () => {
    expect(commitMessageProblems("Fix the footer\nIt overflowed.")).toEqual([
      "the subject is not followed by a blank line before the body",
    ]);
  });

  it("refuses an empty subject", () => {
    expect(commitMessageProblems("\n\nA body without a subject")).toContain("the subject is empty");
  });
});
