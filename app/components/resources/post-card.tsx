import { Link } from "@remix-run/react";
import Clock from "~/components/icons/clock";
import type { ResourcePost } from "~/schemas/resource-search";

export function ResourcePostCard({ post }: { post: ResourcePost }) {
  return (
    <article
      data-testid="resource-post"
      className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-500 hover:shadow-md"
    >
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
        Blog · {post.category}
      </p>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">
        <Link
          to={`/blog/${post.slug}`}
          prefetch="intent"
          className="rounded after:absolute after:inset-0 after:content-['']"
        >
          {post.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
      <p className="mt-auto flex items-center gap-1 pt-5 text-xs text-slate-600">
        <Clock className="h-3.5 w-3.5" aria-hidden />
        {post.readTime}
      </p>
    </article>
  );
}
