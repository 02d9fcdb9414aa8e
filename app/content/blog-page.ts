/**
 * The blog index's own copy: the page renders it and its `meta` runs in the browser too, so it
 * lives apart from the other pages' copy in page-meta.ts, which takes it from here.
 */
import { site } from "./site";

export const blogIntro =
  "Stay updated with the latest in AI development, best practices, and industry insights from our expert team.";

export const blogPageMeta = {
  path: "/blog",
  title: `Blog | ${site.name}`,
  description: blogIntro,
  keywords: "AI blog, AI development, LLM, machine learning, MLOps, case studies",
};

/** What the page says when a read it needs fails (the server's 503 and the page's error view). */
export const blogListFailures = {
  posts: "Failed to fetch blog posts",
  categories: "Failed to fetch categories",
};
