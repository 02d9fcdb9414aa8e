/**
 * The site for language models (the llms.txt convention, llmstxt.org): /llms.txt is a markdown
 * index — `# name`, a `>` summary, then sections of links — and every public post has a plain
 * markdown copy at /blog/{slug}.md that the index links to. The index lists the newest posts
 * only, and points to the sitemap for the rest, so it stays a size a model can read.
 */
import { defaultPageMeta } from "~/content/page-meta";
import { site } from "~/content/site";
import { formatLongDate } from "~/lib/dates";
import type { listPostsForLlms, PublicBlogPostJson } from "./public-queries.server";

type LlmsPosts = Awaited<ReturnType<typeof listPostsForLlms>>;

/** Text for one line of markdown: a heading or a list item must not break. */
function inline(text: string) {
  return text.replace(/\s+/g, " ").trim();
}

/** A link's text, with brackets escaped so that none ends the link early. */
function linkText(text: string) {
  return inline(text).replace(/[[\]]/g, (char) => `\\${char}`);
}

const link = (title: string, url: string, description?: string) =>
  `- [${linkText(title)}](${url})${description ? `: ${inline(description)}` : ""}`;

function postMarkdownPath(slug: string) {
  return `/blog/${encodeURIComponent(slug)}.md`;
}

export function renderLlmsTxt({ posts, more }: LlmsPosts, origin: string) {
  const page = (meta: { path: string; title: string; description: string }) =>
    link(meta.title, `${origin}${meta.path}`, meta.description);
  return [
    `# ${site.name}`,
    "",
    `> ${inline(site.description)}`,
    "",
    "## Pages",
    "",
    page(defaultPageMeta("home")),
    page(defaultPageMeta("team")),
    page(defaultPageMeta("resources")),
    page(defaultPageMeta("contact")),
    page(defaultPageMeta("blog")),
    "",
    "## Blog posts",
    "",
    ...posts.map((post) =>
      link(post.title, `${origin}${postMarkdownPath(post.slug)}`, post.excerpt),
    ),
    ...(more
      ? [
          link(
            "Every post",
            `${origin}/sitemap.xml`,
            `the sitemap lists them all; the ${posts.length} newest are above`,
          ),
        ]
      : []),
    "",
    "## Optional",
    "",
    page(defaultPageMeta("privacy")),
    page(defaultPageMeta("terms")),
    page(defaultPageMeta("cookies")),
    "",
  ].join("\n");
}

/** A post as markdown: its title as the heading, a line about it, then its body as written. */
export function renderPostMarkdown(post: PublicBlogPostJson, origin: string) {
  const date = post.publishedDate ?? post.createdAt;
  const about = [
    post.author ? `By ${inline(post.author)}` : null,
    formatLongDate(new Date(date)),
    inline(post.category),
    post.readTime,
  ].filter(Boolean);
  return [
    `# ${inline(post.title)}`,
    "",
    `_${about.join(" · ")}_`,
    "",
    `> ${inline(post.excerpt)}`,
    "",
    post.content.trim(),
    "",
    "---",
    "",
    `Published at ${origin}/blog/${encodeURIComponent(post.slug)}`,
    "",
  ].join("\n");
}
