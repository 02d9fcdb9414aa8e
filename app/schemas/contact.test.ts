import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  projectType: "llm-integration",
  message: "We want an assistant that answers questions about our manuals.",
};

function errorsFor(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe("contactSchema", () => {
  it("accepts a complete enquiry and trims it", () => {
    const result = contactSchema.parse({ ...valid, firstName: "  Ada  " });
    expect(result).toEqual({ ...valid, firstName: "Ada" });
  });

  it("treats company and project type as optional, blank or missing", () => {
    expect(contactSchema.parse({ ...valid, company: "", projectType: "" })).toEqual({
      ...valid,
      company: undefined,
      projectType: undefined,
    });
    const { company: _c, projectType: _p, ...required } = valid;
    expect(contactSchema.safeParse(required).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, company: null, projectType: null }).success).toBe(
      true,
    );
  });

  it("names each missing required field in the words visitors see", () => {
    expect(errorsFor({})).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Please enter a valid email address"],
      message: ["Please provide more details about your project"],
    });
    expect(errorsFor({ ...valid, firstName: "   " })).toEqual({
      firstName: ["First name is required"],
    });
    expect(errorsFor({ ...valid, lastName: "" })).toEqual({ lastName: ["Last name is required"] });
  });

  it("rejects addresses that are not e-mail addresses", () => {
    for (const email of ["ada", "ada@", "@example.com", "ada example@example.com", "ada@example"]) {
      expect(errorsFor({ ...valid, email })).toEqual({
        email: ["Please enter a valid email address"],
      });
    }
  });

  it("asks for at least 10 characters of project details", () => {
    expect(errorsFor({ ...valid, message: "Too short" })).toEqual({
      message: ["Please provide more details about your project"],
    });
    expect(errorsFor({ ...valid, message: "         1" })).toEqual({
      message: ["Please provide more details about your project"],
    });
    expect(contactSchema.safeParse({ ...valid, message: "Ten chars!" }).success).toBe(true);
  });

  it("accepts only the six project types", () => {
    for (const projectType of [
      "custom-ai",
      "llm-integration",
      "ml-solution",
      "ai-automation",
      "ai-infrastructure",
      "ai-enhancement",
    ]) {
      expect(contactSchema.safeParse({ ...valid, projectType }).success).toBe(true);
    }
    expect(errorsFor({ ...valid, projectType: "blockchain" })).toEqual({
      projectType: ["Please choose one of the listed project types"],
    });
  });

  it("rejects wrong types and overlong values with a message, never a crash", () => {
    expect(errorsFor({ ...valid, firstName: 42 })).toEqual({
      firstName: ["First name is required"],
    });
    expect(errorsFor({ ...valid, message: "x".repeat(5001) })).toEqual({
      message: ["Message must be at most 5000 characters"],
    });
    expect(errorsFor({ ...valid, company: ["a"] })).toEqual({ company: ["Company must be text"] });
  });
});
