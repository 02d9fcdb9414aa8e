import { parseWithZod } from "@conform-to/zod";
import { contactSchema } from "~/schemas/contact";

/** The contact form's validation in the browser: the schema the /contact action checks too. */
export function validateContact(formData: FormData) {
  return parseWithZod(formData, { schema: contactSchema });
}
