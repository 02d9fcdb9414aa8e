import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";
import { contactConstraint } from "./contact-constraint.bundle-boundary";

describe("contactConstraint", () => {
  it("is what Conform derives from contactSchema, so the form's HTML rules follow the schema", () => {
    expect(contactConstraint).toEqual(getZodConstraint(contactSchema));
  });
});
