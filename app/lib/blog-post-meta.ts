import type { PageMeta } from "~/content/page-meta";
import { site } from "~/content/site";

/** What of a post its page's metadata is made from. */
export interface PostMetaSource {
  title: string;
  excerpt: string;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  tags?: string[] | null;
  imageUrl?: string | null;
}

/**
 * A post's page metadata: its own meta fields, falling back to the excerpt and tags. The post page
 * and the editor's search and social previews both use it, so the previews show what is served.
 */
export function blogPostMeta(post: PostMetaSource, origin: string): PageMeta {
  const keywords = post.metaKeywords?.trim() || post.tags?.join(", ") || undefined;
  const meta: PageMeta = {
    title: `${post.title} | ${site.name} Blog`,
    description: post.metaDescription?.trim() || post.excerpt,
  };
  if (keywords) meta.keywords = keywords;
  if (post.imageUrl) meta.ogImage = new URL(post.imageUrl, origin).href;
  return meta;
}
