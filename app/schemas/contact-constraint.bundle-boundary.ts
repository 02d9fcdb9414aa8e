/**
 * The HTML constraints of the contact form's fields (required, lengths, pattern), exactly as
 * Conform derives them from contactSchema (contact-constraint.test.ts holds them to it). Written
 * out so the page can render them without zod, which the browser fetches only once the form is
 * touched. A bundle boundary: "Bundle boundaries" in docs/conventions.md.
 */
export const contactConstraint = {
  firstName: {
    required: true,
    minLength: 1,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000]*$)).*$",
  },
  lastName: {
    required: true,
    minLength: 1,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000]*$)).*$",
  },
  email: { required: true, maxLength: 254, pattern: "^(?=.*(?:^[^\\u0000]*$)).*$" },
  company: { required: false, maxLength: 200, pattern: "^(?=.*(?:^[^\\u0000]*$)).*$" },
  projectType: {
    required: false,
    pattern:
      "custom\\x2dai|llm\\x2dintegration|ml\\x2dsolution|ai\\x2dautomation|ai\\x2dinfrastructure|ai\\x2denhancement",
  },
  message: {
    required: true,
    minLength: 10,
    maxLength: 5000,
    pattern: "^(?=.*(?:^[^\\u0000]*$)).*$",
  },
};
