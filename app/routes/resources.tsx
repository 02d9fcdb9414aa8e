import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
// `data` from here, not the Cloudflare package: the browser build stands that one in with an
// empty module of its own, one more file to download.
import { data, Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useEffect } from "react";
import { ResourcePostCard } from "~/components/resources/post-card";
import { ResourceCard } from "~/components/resources/resource-card";
import { ResultGroup } from "~/components/resources/result-group";
import { ResourceSearchForm } from "~/components/resources/search-form";
import { trackSearch } from "~/components/root-shared.bundle-boundary";
import type { PageCacheRouteExports } from "~/edge/page-cache-route.server";
import { logFailedRead, orFailWith } from "~/http/page-errors.server";
import { loaderPageMeta } from "~/http/seo.bundle-boundary.server";
import { parseResourceSearch } from "~/schemas/resource-search";
import type { ResourcePost } from "~/schemas/resource-search";
import { readPublishedPage } from "~/services/pages/published.server";
import { findResourcePosts, findResources } from "~/services/site/resources.server";

/** What the page reads from its address; a shared copy keeps only these (app/edge). */
export const pageQueryParameters: PageCacheRouteExports["pageQueryParameters"] = ["search"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseResourceSearch(new URL(request.url));
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const { search } = parsed;
  // The page's own document comes from the edge cache; without the database the page still
  // serves it (when cached), only the blog posts are missing.
  const [{ document: page }, posts] = await Promise.all([
    orFailWith(
      readPublishedPage(context, "resources"),
      "The resources page is unavailable just now.",
    ),
    context
      .db()
      .then((db) => findResourcePosts(db, search))
      .catch((error: unknown): ResourcePost[] | null => {
        logFailedRead(error, "resources: blog posts unavailable");
        return null;
      }),
  ]);
  return {
    meta: await loaderPageMeta(
      "resources",
      request,
      context,
      search ? { title: `Resources matching “${search}”` } : {},
    ),
    search: search ?? "",
    heading: page.heading,
    sections: findResources(page.sections, search),
    posts,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export default function Resources() {
  const { search, heading: resourcesHeading, sections, posts } = useLoaderData<typeof loader>();
  const total =
    sections.reduce((sum, section) => sum + section.entries.length, 0) + (posts?.length ?? 0);
  useEffect(() => {
    if (search) trackSearch(search, total);
  }, [search, total]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">
          {resourcesHeading.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">{resourcesHeading.intro}</p>
        <div className="mt-8">
          <ResourceSearchForm
            key={search}
            label="Search resources"
            placeholder={resourcesHeading.searchPlaceholder}
            defaultValue={search}
          />
        </div>
      </div>

      <div aria-live="polite">
        {search ? (
          <p className="mt-8 text-slate-700" data-testid="search-summary">
            {total === 0 ? (
              <>
                {resourcesHeading.noResults} Nothing was found for <strong>“{search}”</strong>.{" "}
              </>
            ) : (
              <>
                {total} {total === 1 ? "result" : "results"} for <strong>“{search}”</strong>.{" "}
              </>
            )}
            <Link
              to="/resources"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Show all resources
            </Link>
          </p>
        ) : null}
      </div>

      {sections.map((section, sectionIndex) => (
        <ResultGroup key={sectionIndex} title={section.title} count={section.entries.length}>
          {section.entries.map((resource, index) => (
            <ResourceCard key={index} resource={resource} />
          ))}
        </ResultGroup>
      ))}
      <ResultGroup title={search ? "Blog posts" : "Latest blog posts"} count={posts?.length ?? 0}>
        {posts?.map((post: ResourcePost) => (
          <ResourcePostCard key={post.slug} post={post} />
        ))}
      </ResultGroup>
      {posts ? (
        <p className="mt-10">
          <Link
            to="/blog"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Browse all blog posts
          </Link>
        </p>
      ) : (
        <p className="mt-10 text-slate-600">
          Blog posts can&apos;t be searched right now. Please try again in a moment.
        </p>
      )}
    </div>
  );
}
