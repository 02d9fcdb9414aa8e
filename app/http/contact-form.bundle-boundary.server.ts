import { parseWithZod } from "@conform-to/zod";
import { contactSchema } from "~/schemas/contact";

/**
 * Reads a contact form submission with the schema the browser validates with. Kept out of the
 * route module: esbuild gives a page every chunk its module imports, used or not, so importing
 * the schema there would make every visitor of /contact download zod before touching the form.
 * A bundle boundary: "Bundle boundaries" in docs/conventions.md.
 */
export function parseContactForm(formData: FormData) {
  return parseWithZod(formData, { schema: contactSchema });
}
