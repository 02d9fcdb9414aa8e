import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { contactConstraint } from "~/schemas/contact-constraint.bundle-boundary";
import { inputProps, selectProps, textareaProps, type ConformFieldMeta } from "./conform-field";

/** Field metadata as useForm gives it, limited to what the helpers read. */
function meta(fields: Record<string, unknown>) {
  return {
    id: "form-field",
    errorId: "form-field-error",
    name: "field",
    formId: "form",
    valid: true,
    ...fields,
  } as unknown as ConformFieldMeta;
}

const cases = [
  meta({}),
  meta({ ...contactConstraint.firstName, initialValue: "Ada" }),
  meta({ ...contactConstraint.company, errors: ["Too long"] }),
  meta({ required: false, min: 1, max: 9, step: 2, multiple: true, accept: "image/*" }),
  meta({ initialValue: ["a", undefined] }),
  meta({ initialValue: 12 }),
];

describe("the control attributes fields get from their metadata", () => {
  it.each(cases)("are Conform's, without aria (%#)", (field) => {
    const withoutAria = { ariaAttributes: false } as const;
    for (const type of ["text", "email"] as const)
      expect(inputProps(field, type)).toEqual(getInputProps(field, { ...withoutAria, type }));
    expect(selectProps(field)).toEqual(getSelectProps(field, withoutAria));
    expect(textareaProps(field)).toEqual(getTextareaProps(field, withoutAria));
  });
});
