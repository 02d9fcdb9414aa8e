import { utcToZonedInput } from "~/lib/zoned-time";
import type { AdminBlogPost } from "~/schemas/blog-post";

export interface PostEditorValues {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  imageUrl: string;
  readTime: string;
  tags: string;
  published: boolean;
  /** A wall time in `timeZone`, as a datetime-local input shows it; empty: publish when saved. */
  publishAt: string;
  timeZone: string;
  metaDescription: string;
  metaKeywords: string;
}

/** The editor's fields for a stored post, or empty ones for a new post, times in `timeZone`. */
export function editorValues(timeZone: string, post?: AdminBlogPost | null): PostEditorValues {
  return {
    slug: post?.slug ?? "",
    title: post?.title ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    category: post?.category ?? "",
    author: post?.author ?? "",
    imageUrl: post?.imageUrl ?? "",
    readTime: post?.readTime ?? "",
    tags: post?.tags?.join(", ") ?? "",
    published: post?.published ?? false,
    publishAt: post?.publishAt ? utcToZonedInput(post.publishAt, timeZone) : "",
    timeZone,
    metaDescription: post?.metaDescription ?? "",
    metaKeywords: post?.metaKeywords ?? "",
  };
}
