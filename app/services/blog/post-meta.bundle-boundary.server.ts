/**
 * A post's page metadata for the routes that serve it. Imported through this server-only module
 * so the post page's JavaScript does not carry it (the editor's previews import the lib itself).
 * A bundle boundary: "Bundle boundaries" in docs/conventions.md.
 */
export { blogPostMeta } from "~/lib/blog-post-meta";
