import { useForm } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ContactInput } from "~/schemas/contact";
import { contactConstraint } from "~/schemas/contact-constraint.bundle-boundary";
import { ContactFields } from "./contact-fields";
import { staticContactFields } from "./contact-form";
import { CONTACT_FORM_ID } from "./contact-form-view";

function ConformContactFields() {
  const [, fields] = useForm<ContactInput>({ id: CONTACT_FORM_ID, constraint: contactConstraint });
  return <ContactFields fields={fields} />;
}

describe("the contact form before its validation has loaded", () => {
  it("renders the fields exactly as Conform's form does, so the swap changes nothing", () => {
    const before = renderToStaticMarkup(<ContactFields fields={staticContactFields} />);
    expect(before).toContain('id="contact-form-email"');
    expect(before).toBe(renderToStaticMarkup(<ConformContactFields />));
  });
});
