import { describe, expect, it } from "vitest";
import { passwordSchema } from "./password";

const messages = (value: string) => {
  const result = passwordSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("password policy", () => {
  it("accepts a long password with every kind of character", () => {
    expect(messages("Correct-Horse-42-Battery")).toEqual([]);
  });

  it.each([
    ["Short-1a", "Password must be at least 12 characters"],
    ["lowercase-only-42", "Password must contain at least one uppercase letter"],
    ["UPPERCASE-ONLY-42", "Password must contain at least one lowercase letter"],
    ["No-Numbers-Here!", "Password must contain at least one number"],
    ["NoSpecials12345", "Password must contain at least one special character"],
    ["My-Password123-x", "Password is too common or weak"],
    ["ADMIN123-Strong-x", "Password is too common or weak"],
    ["Qwerty123!-long", "Password is too common or weak"],
    ["Xy!12345678-long", "Password is too common or weak"],
  ])("rejects %s with %s", (value, message) => {
    expect(messages(value)).toContain(message);
  });
});
