import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useNavigation,
  useRouteError,
  type ClientLoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { BlogSearchForm } from "~/components/blog/blog-search-form";
import blogStyles from "~/components/blog/blog.css";
import { CategoryFilter } from "~/components/blog/category-filter";
import { LoadingSpinner } from "~/components/blog/loading-spinner";
import { NewsletterSignup } from "~/components/blog/newsletter-signup";
import { FeaturedPostCard, PostCard } from "~/components/blog/post-card";
import ArrowLeft from "~/components/icons/arrow-left";
import { buttonClasses, toast } from "~/components/root-shared.bundle-boundary";
import { Pagination } from "~/components/ui/pagination";
import { blogIntro, blogListFailures, blogPageMeta } from "~/content/blog-page";
import type { PageCacheRouteExports } from "~/edge/page-cache-route.server";
import { blogListPageData } from "~/http/blog-list-page.server";
import { blogListSearchParams } from "~/lib/blog-list-params";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

/** What the page reads from its address; a shared copy keeps only these (app/edge). */
export const pageQueryParameters: PageCacheRouteExports["pageQueryParameters"] = [
  "page",
  "limit",
  "category",
  "search",
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return blogListPageData(request, context);
}

/** On a client-side load failure: the toast "Error loading blog posts", then the error view below. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    toast({
      title: "Error loading blog posts",
      description: "Please try refreshing the page",
      variant: "destructive",
    });
    throw error;
  }
}

/** Subscribing to the newsletter changes nothing on this page: no need to reload the posts. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction === "/newsletter" ? false : defaultShouldRevalidate);

export const meta: MetaFunction<typeof loader> = (args) => {
  const { title, description, keywords } = args.data?.pageMeta ?? blogPageMeta;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: keywords },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
  const canonicalUrl = args.data?.canonicalUrl;
  if (canonicalUrl)
    tags.push(
      { tagName: "link", rel: "canonical", href: canonicalUrl },
      { property: "og:url", content: canonicalUrl },
    );
  return tags;
};

function blogHref(query: { page?: number; category?: string; search?: string }) {
  const params = blogListSearchParams(query).toString();
  return params ? `/blog?${params}` : "/blog";
}

function BlogHeader() {
  return (
    <header className="space-y-4">
      <Link
        to="/"
        className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Home
      </Link>
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">Blog</h1>
      <p className="max-w-2xl text-lg text-slate-600">{blogIntro}</p>
    </header>
  );
}

export default function BlogIndex() {
  const { posts, pagination, categories, query } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const destination = navigation.state === "loading" ? navigation.location.pathname : null;
  const openingPost = destination?.startsWith("/blog/") ?? false;
  const loading = destination === "/blog" || openingPost;
  const [featured, ...rest] = posts;

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 md:px-8 md:py-16">
      <BlogHeader />

      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <CategoryFilter
          categories={categories}
          selected={query.category}
          hrefFor={(category) => blogHref({ category, search: query.search })}
        />
        <BlogSearchForm search={query.search} category={query.category} />
      </div>

      <div aria-busy={loading} className="space-y-10">
        {openingPost ? (
          // The card that was clicked may be far down the page: the spinner stays in view.
          <div className="fixed inset-x-0 top-24 z-40 flex justify-center">
            <div className="rounded-full bg-white px-5 shadow-lg ring-1 ring-slate-200">
              <LoadingSpinner label="Loading post..." />
            </div>
          </div>
        ) : loading ? (
          <LoadingSpinner label="Loading posts..." />
        ) : null}
        <div
          className={
            loading ? "pointer-events-none opacity-50 transition-opacity" : "transition-opacity"
          }
        >
          {!featured ? (
            <p className="py-16 text-center text-lg text-slate-600">No blog posts found.</p>
          ) : (
            <div className="space-y-12">
              <FeaturedPostCard post={featured} />
              {rest.length > 0 ? (
                <section aria-labelledby="latest-articles" className="space-y-6">
                  <h2 id="latest-articles" className="text-2xl font-bold text-slate-900">
                    Latest Articles
                  </h2>
                  <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
                    {rest.map((post, index) => (
                      <PostCard key={post.slug} post={post} index={index} />
                    ))}
                  </div>
                </section>
              ) : null}
            </div>
          )}
        </div>
        <Pagination
          page={pagination.page}
          pageCount={pagination.totalPages}
          hrefFor={(page) => blogHref({ page, category: query.category, search: query.search })}
        />
      </div>

      <NewsletterSignup />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const badRequest = isRouteErrorResponse(error) && error.status === 400;
  const reason = isRouteErrorResponse(error)
    ? (error.data as { message?: string } | null)?.message
    : undefined;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 md:px-8 md:py-16">
      <BlogHeader />
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
        <h2 className="text-xl font-semibold text-red-900">
          {badRequest ? "That page of the blog doesn't exist" : "Error loading blog posts"}
        </h2>
        <p className="mt-2 text-red-800">
          {badRequest
            ? "Check the address, or start from the first page."
            : `${reason ?? blogListFailures.posts}. Please try refreshing the page`}
        </p>
        <Link to="/blog" reloadDocument className={buttonClasses({ className: "mt-4" })}>
          Show all posts
        </Link>
      </div>
    </div>
  );
}
