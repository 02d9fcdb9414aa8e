import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  data,
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useRouteError,
  type ClientLoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import blogStyles from "~/components/blog/blog.css";
import { CategoryBadge } from "~/components/blog/category-badge";
import { ShareButton } from "~/components/blog/share-button";
import ArrowLeft from "~/components/icons/arrow-left";
import ArrowRight from "~/components/icons/arrow-right";
import Clock from "~/components/icons/clock";
import Tag from "~/components/icons/tag";
import User from "~/components/icons/user";
import { site, toast } from "~/components/root-shared.bundle-boundary";
import type { PageCacheRouteExports } from "~/edge/page-cache-route.server";
import { orFailWith } from "~/http/page-errors.server";
import { formatShortDate } from "~/lib/dates";
import { siteOrigin } from "~/lib/site-origin";
import { blogSlugSchema } from "~/schemas/blog-query";
import { BLOG_POST_NOT_FOUND, readPostForPage } from "~/services/blog/cached-reads.server";
import { blogPostMeta } from "~/services/blog/post-meta.bundle-boundary.server";
import { countPostViewLater } from "~/services/blog/view-counts.server";
import { mediaSizes } from "~/services/media/images.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

const notFound = () => data({ message: BLOG_POST_NOT_FOUND }, { status: 404 });
const BLOG_POST_FAILED = "Failed to fetch blog post";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = blogSlugSchema.safeParse(params.slug);
  if (!slug.success) throw notFound();
  const post = await orFailWith(readPostForPage(context, slug.data), BLOG_POST_FAILED);
  if (!post) throw notFound();
  countPostViewLater(request, context, post.slug);

  const origin = siteOrigin(request, context.env.SITE_URL);
  const canonicalUrl = `${origin}/blog/${post.slug}`;
  const meta = blogPostMeta(post, origin);
  const { contentHtml, ...fields } = post;
  const imageSizes = await mediaSizes(context.env.MEDIA, [post.imageUrl]);
  return {
    post: { ...fields, imageSize: (post.imageUrl && imageSizes[post.imageUrl]) || null },
    contentHtml,
    meta,
    canonicalUrl,
    structuredData: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: meta.description,
      datePublished: post.publishedDate ?? post.createdAt,
      dateModified: post.updatedAt,
      author: post.author
        ? { "@type": "Person", name: post.author }
        : { "@type": "Organization", name: site.name },
      publisher: { "@type": "Organization", name: site.name, url: origin },
      mainEntityOfPage: { "@type": "WebPage", "@id": canonicalUrl },
      articleSection: post.category,
      ...(meta.keywords ? { keywords: meta.keywords } : {}),
      ...(meta.ogImage ? { image: meta.ogImage } : {}),
    },
  };
}

/** A post page served from the page cache ran no loader: its view still counts. */
export const onPageCacheHit: PageCacheRouteExports["onPageCacheHit"] = ({
  request,
  params,
  context,
}) => {
  if (params.slug) countPostViewLater(request, context, params.slug);
};

/**
 * A failure other than "not found" during client navigation also shows the toast "Error loading
 * blog post" with the error's message (or "Failed to fetch blog post"); a network failure
 * becomes the page's own error (not the whole site's error screen).
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) throw error;
    const message = isRouteErrorResponse(error)
      ? ((error.data as { message?: string } | null)?.message ?? BLOG_POST_FAILED)
      : BLOG_POST_FAILED;
    toast({ title: "Error loading blog post", description: message, variant: "destructive" });
    throw Response.json({ message }, { status: 503 });
  }
}

/** Each load counts a view: reload the post only when the address changes. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export const meta: MetaFunction<typeof loader> = (args) => {
  const loaded = args.data;
  if (!loaded)
    return [
      { title: `Blog Post Not Found | ${site.name}` },
      { name: "robots", content: "noindex" },
    ];
  const { meta: page, canonicalUrl, structuredData } = loaded;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "article" },
    { property: "og:url", content: canonicalUrl },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    // The same post as plain markdown, for readers and tools that want the text (llms.txt).
    { tagName: "link", rel: "alternate", type: "text/markdown", href: `${canonicalUrl}.md` },
    { "script:ld+json": structuredData },
  ];
  if (page.keywords) tags.push({ name: "keywords", content: page.keywords });
  if (page.ogImage) tags.push({ property: "og:image", content: page.ogImage });
  if (loaded.post.publishedDate)
    tags.push({ property: "article:published_time", content: loaded.post.publishedDate });
  return tags;
};

function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Blog
    </Link>
  );
}

export default function BlogPost() {
  const { post, contentHtml, canonicalUrl } = useLoaderData<typeof loader>();
  const date = post.publishedDate ?? post.createdAt;
  return (
    <article
      data-analytics-location="blog-post"
      className="mx-auto max-w-3xl space-y-8 px-4 py-10 md:py-16"
    >
      <BackToBlog />
      <header className="space-y-5">
        <CategoryBadge category={post.category} />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-5xl">
          {post.title}
        </h1>
        <p className="text-lg text-slate-600 md:text-xl">{post.excerpt}</p>
        <div className="flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            {post.author ? (
              <span className="inline-flex items-center gap-1.5">
                <User className="h-4 w-4" aria-hidden />
                {post.author}
              </span>
            ) : null}
            <time dateTime={date}>{formatShortDate(date)}</time>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="h-4 w-4" aria-hidden />
              {post.readTime}
            </span>
          </div>
          <ShareButton title={post.title} text={post.excerpt} url={canonicalUrl} />
        </div>
      </header>

      {post.imageUrl ? (
        <img
          src={post.imageUrl}
          alt=""
          width={post.imageSize?.width ?? 1200}
          height={post.imageSize?.height ?? 630}
          loading="eager"
          className="aspect-video w-full rounded-2xl object-cover"
        />
      ) : null}

      {/* renderMarkdown's HTML (marked, then a strict sanitize-html allow-list), made at save. */}
      <div className="blog-content" dangerouslySetInnerHTML={{ __html: contentHtml }} />

      {post.tags && post.tags.length > 0 ? (
        <section
          aria-label="Tags"
          className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-6"
        >
          <Tag className="h-4 w-4 text-slate-500" aria-hidden />
          <ul className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <aside
        data-analytics-location="blog-post-cta"
        aria-labelledby="post-cta"
        className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 p-8 text-center text-white"
      >
        <h2 id="post-cta" className="text-2xl font-bold">
          Ready to build your AI solution?
        </h2>
        <p className="mx-auto mt-2 max-w-lg text-brand-100">
          Tell us about your project and we&apos;ll reply {site.replyPromise} with initial thoughts
          and next steps.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/#contact"
            data-analytics-label="Get Started"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Get Started
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
          <Link
            to="/blog"
            data-analytics-label="More Articles"
            className="inline-flex items-center justify-center rounded-lg border border-white/60 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
          >
            More Articles
          </Link>
        </div>
      </aside>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFoundError = isRouteErrorResponse(error) && error.status === 404;
  const reason = isRouteErrorResponse(error)
    ? (error.data as { message?: string } | null)?.message
    : undefined;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {notFoundError ? "Blog Post Not Found" : "Error loading blog post"}
      </h1>
      <p className="text-slate-600">
        {notFoundError
          ? "The blog post you're looking for doesn't exist."
          : `${reason ?? BLOG_POST_FAILED}. Please try refreshing the page.`}
      </p>
      <BackToBlog />
    </div>
  );
}
