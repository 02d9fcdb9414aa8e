import { Link } from "@remix-run/react";
import ArrowRight from "~/components/icons/arrow-right";
import Clock from "~/components/icons/clock";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { formatShortDate } from "~/lib/dates";
import { CategoryBadge } from "./category-badge";
import { CARD_FALLBACK_IMAGE, FEATURED_FALLBACK_IMAGE, type BlogCardPost } from "./types";

function PostDetails({ post }: { post: BlogCardPost }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
      <time dateTime={post.publishedDate ?? post.createdAt}>
        {formatShortDate(post.publishedDate ?? post.createdAt)}
      </time>
      <span className="inline-flex items-center gap-1">
        <Clock className="h-4 w-4" aria-hidden />
        {post.readTime}
      </span>
    </p>
  );
}

/** The first post of the list, shown large. */
export function FeaturedPostCard({ post }: { post: BlogCardPost }) {
  return (
    <article
      data-analytics-location="blog-list"
      className="blog-card-in group grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2"
      style={{ animationDelay: "0.2s" }}
      aria-labelledby="featured-post-title"
    >
      <img
        src={post.imageUrl || FEATURED_FALLBACK_IMAGE}
        alt=""
        width={post.imageSize?.width ?? 800}
        height={post.imageSize?.height ?? 450}
        className="aspect-video h-full w-full object-cover"
      />
      <div className="flex flex-col justify-center gap-4 p-6 md:p-8">
        <div className="flex items-center gap-3">
          <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
            Featured
          </span>
          <CategoryBadge category={post.category} />
        </div>
        <h2 id="featured-post-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
          {post.title}
        </h2>
        <p className="text-slate-600">{post.excerpt}</p>
        <PostDetails post={post} />
        <Link
          to={`/blog/${post.slug}`}
          prefetch="intent"
          className={buttonClasses({ className: "w-fit" })}
          data-analytics-label="Read More"
        >
          {/* The link's name carries the post's title, so that it says where it goes. */}
          <span className="sr-only">Read More: {post.title}</span>
          <span aria-hidden>Read More</span>
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}

/** Cards in the grid's first row (three across on wide screens) are in view when the page opens. */
const FIRST_ROW_CARDS = 3;

/** A post in the "Latest Articles" grid; the whole card is the link. */
export function PostCard({ post, index }: { post: BlogCardPost; index: number }) {
  return (
    <article
      data-analytics-location="blog-list"
      className="blog-card-in h-full"
      style={{ animationDelay: `${(index * 0.1).toFixed(1)}s` }}
    >
      <Link
        to={`/blog/${post.slug}`}
        prefetch="intent"
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-md"
      >
        <img
          src={post.imageUrl || CARD_FALLBACK_IMAGE}
          alt=""
          width={post.imageSize?.width ?? 600}
          height={post.imageSize?.height ?? 338}
          loading={index < FIRST_ROW_CARDS ? "eager" : "lazy"}
          className="aspect-video w-full object-cover"
        />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div>
            <CategoryBadge category={post.category} />
          </div>
          <h3 className="line-clamp-2 text-lg font-semibold text-slate-900">{post.title}</h3>
          <p className="line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
          <div className="mt-auto">
            <PostDetails post={post} />
          </div>
        </div>
      </Link>
    </article>
  );
}
