import type { Database } from "~/platform/db.server";
import type { ResourcePost } from "~/schemas/resource-search";
import type { ResourcesDocument } from "~/schemas/site-pages";
import { listPublishedPostCards } from "~/services/blog/public-queries.server";

/** How many blog posts the resources page lists (newest, or best matches when searching). */
const RESOURCE_POST_LIMIT = 6;

type Section = ResourcesDocument["sections"][number];
export type ResourceEntry = Section["entries"][number] & { label: string };

/** Every word of the search must appear somewhere in the entry (title, summary, tags or label). */
function matches(entry: ResourceEntry, words: string[]) {
  const haystack = [entry.title, entry.summary, entry.tags.join(" "), entry.label]
    .join(" ")
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The page's sections with the entries that match the search (all of them without one); each
 * entry carries its section's label for its card.
 */
export function findResources(sections: Section[], search: string | undefined) {
  const words = search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  return sections.map(({ title, label, entries }) => {
    const labelled = entries.map((entry) => ({ ...entry, label }));
    return {
      title,
      entries: words.length ? labelled.filter((entry) => matches(entry, words)) : labelled,
    };
  });
}

/** Published blog posts for the resources page, through the blog's own search (drafts never appear). */
export async function findResourcePosts(
  db: Database,
  search: string | undefined,
): Promise<ResourcePost[]> {
  const { posts } = await listPublishedPostCards(db, {
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
