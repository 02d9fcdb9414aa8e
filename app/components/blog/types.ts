import type { ImageSize } from "~/lib/image-header";

/** What a blog card shows: a post as the list loader sends it (dates as ISO strings). */
export interface BlogCardPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  /** The uploaded image's size in pixels, when known (its width and height attributes). */
  imageSize: ImageSize | null;
  readTime: string;
  author: string | null;
  publishedDate: string | null;
  createdAt: string;
}

/** Fallback illustrations for posts without an image: one for the featured card, one for the grid. */
export const FEATURED_FALLBACK_IMAGE = "/images/blog/featured-fallback.svg";
export const CARD_FALLBACK_IMAGE = "/images/blog/card-fallback.svg";
