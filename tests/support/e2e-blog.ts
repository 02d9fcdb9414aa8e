/**
 * Blog posts for end-to-end tests (Node side), in a category of their own per test file and
 * worker. They are written straight to the database, so lists the server already cached (the
 * category list, for 10 minutes) do not show them: reach them by URL, or use seeded categories.
 */
import { blogPosts, type NewBlogPost } from "~db/schema";
import { withE2eDb } from "./e2e-admin";

export function uniqueName(prefix: string) {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

const paragraph =
  "This post was written by an end-to-end test. It has enough words to look like a real article on the blog.";

export async function createE2ePosts(
  posts: (Partial<NewBlogPost> & { slug: string; category: string })[],
) {
  const base = Date.UTC(2024, 0, 1);
  await withE2eDb((db) =>
    db
      .insert(blogPosts)
      .values(
        posts.map((post, index) => ({
          title: `E2E post ${post.slug}`,
          excerpt: "An end-to-end test post with a short excerpt.",
          content: `${paragraph}\n\n${paragraph}`,
          published: true,
          publishedDate: new Date(base + index * 3_600_000),
          ...post,
        })),
      )
      // With fullyParallel, a worker may run a file's beforeAll more than once.
      .onConflictDoNothing({ target: blogPosts.slug }),
  );
}

/** Markdown an attacker could save; opening the post must show no dialog. */
export const hostileMarkdown = [
  "## Hostile content",
  "[js](javascript:alert('link')) [case](JaVaScRiPt:alert('case')) [tab](java\tscript:alert('tab')) [entity](&#106;avascript:alert('entity'))",
  "[data](data:text/html,<script>alert('data')</script>) [vb](vbscript:msgbox('vb'))",
  "<script>alert('script')</script>",
  "<img src=x onerror=\"alert('img')\">",
  "<svg onload=\"alert('svg')\"><script>alert('svg-script')</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert('math')>",
  "<iframe src=\"javascript:alert('iframe')\"></iframe>",
  "<details open ontoggle=\"alert('details')\">x</details>",
  "<a href=\"javascript:alert('raw-a')\">raw link</a>",
  "![img](javascript:alert('md-img'))",
  "[ref link][evil] and <javascript:alert('autolink')>",
  "[evil]: javascript:alert('ref')",
  "A [safe link](https://example.com/) at the end.",
].join("\n\n");
