import { resourceKindLabels, resources, type Resource } from "~/content/resources";
import type { Database } from "~/platform/db.server";
import type { ResourcePost } from "~/schemas/resource-search";
import { listPublishedPosts } from "~/services/blog/public-queries.server";

/** How many blog posts the resources page lists (newest, or best matches when searching). */
const RESOURCE_POST_LIMIT = 6;

/** Every word of the search must appear somewhere in the resource (title, summary, tags or kind). */
function matches(resource: Resource, words: string[]) {
  const haystack = [
    resource.title,
    resource.summary,
    resource.tags.join(" "),
    resourceKindLabels[resource.kind],
  ]
    .join(" ")
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The guides and case studies (static content) that match the search; all of them without one. */
export function findResources(search: string | undefined) {
  const words = search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  const found = words.length ? resources.filter((resource) => matches(resource, words)) : resources;
  return {
    guides: found.filter((resource) => resource.kind === "guide"),
    caseStudies: found.filter((resource) => resource.kind === "case-study"),
  };
}

/** Published blog posts for the resources page, through the blog's own search (drafts never appear). */
export async function findResourcePosts(
  db: Database,
  search: string | undefined,
): Promise<ResourcePost[]> {
  const { posts } = await listPublishedPosts(db, {
    page: 1,
    limit: RESOURCE_POST_LIMIT,
    search,
    category: undefined,
  });
  return posts.map(({ slug, title, excerpt, category, readTime }) => ({
    slug,
    title,
    excerpt,
    category,
    readTime,
  }));
}
