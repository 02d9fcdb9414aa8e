import type { PageMeta } from "~/content/page-meta";
import { site } from "~/content/site";
import type { PublicBlogPostJson } from "./blog.server";

/** A post's page metadata: its own meta fields, falling back to the excerpt and tags. */
export function blogPostMeta(
  post: Pick<
    PublicBlogPostJson,
    "title" | "excerpt" | "metaDescription" | "metaKeywords" | "tags" | "imageUrl"
  >,
  origin: string,
): PageMeta {
  const keywords = post.metaKeywords?.trim() || post.tags?.join(", ") || undefined;
  const meta: PageMeta = {
    title: `${post.title} | ${site.name} Blog`,
    description: post.metaDescription?.trim() || post.excerpt,
  };
  if (keywords) meta.keywords = keywords;
  if (post.imageUrl) meta.ogImage = new URL(post.imageUrl, origin).href;
  return meta;
}
