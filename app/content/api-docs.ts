/** The API reference page's copy: what shows before the reference renders, and without JavaScript. */
export const apiDocs = {
  documentPath: "/api/v1/openapi.json",
  title: "API reference",
  description:
    "The /api/v1 JSON API: public blog reads, enquiries, consent, chat and analytics, and the admin portal's API, with their auth, errors and rate limits.",
  intro:
    "Every endpoint of the versioned JSON API, with its parameters, bodies, responses and errors, rendered from our OpenAPI 3.1 document.",
  documentLabel: "The OpenAPI document (JSON)",
  noScript:
    "The interactive reference needs JavaScript. Without it, read the OpenAPI document itself, or load it into any OpenAPI tool.",
  loading: "Loading the reference…",
  failed:
    "The interactive reference could not be loaded. The OpenAPI document above has everything it shows.",
};
