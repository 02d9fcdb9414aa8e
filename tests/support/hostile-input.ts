/** Inputs an attacker sends, shared by the integration tests of every place that takes them. */

/** Redirect targets that lead off the site, raw or once a URL parser has normalised them. */
export const HOSTILE_REDIRECTS = [
  "https://evil.example/phish",
  "//evil.example/x",
  "/\\evil.example",
  "/.//evil.example/x",
  "/a/..//evil.example",
  "/%2e%2e//evil.example",
  "/\t/evil.example",
  "javascript:alert(1)",
] as const;
