/**
 * A post's page metadata for the routes that serve it. Imported through this server-only module
 * so the public pages' JavaScript does not carry it (the editor's previews import the lib itself).
 */
export { blogPostMeta } from "~/lib/blog-post-meta";
