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

/** Markdown that tries to get script, handlers or dangerous URLs onto a page. */
export const HOSTILE_MARKDOWN = [
  "# Hostile heading",
  "[js link](javascript:alert(1)) and [entity link](&#106;avascript:alert(2)) and [data](data:text/html,x)",
  "<script>alert(3)</script>",
  '<img src=x onerror="alert(4)">',
  "<svg onload=alert(5)>",
  '<iframe src="javascript:alert(6)"></iframe>',
  "[ref][evil]\n\n[evil]: vbscript:msgbox(7)",
  "A [safe link](https://example.com/ok) stays.",
].join("\n\n");
