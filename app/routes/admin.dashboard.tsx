/**
 * The admin dashboard (also served at /admin/blog): figures, the posts table with search,
 * status filter and pages in the URL, and per-row publish toggle and delete.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import Plus from "lucide-react/icons/plus";
import { DeadLetterNotice, UnsentMailNotice } from "~/components/admin/dead-letter-notice";
import {
  DeletePostConfirmation,
  PostsFilter,
  PostsTable,
  type PostRowView,
} from "~/components/admin/posts-table";
import { LeadCounts, StatCards } from "~/components/admin/stat-cards";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { Pagination } from "~/components/ui/pagination";
import { readFormData } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { formatShortDate } from "~/lib/dates";
import { pageHref } from "~/lib/page-href";
import { recordIdOrNull } from "~/lib/record-id";
import { safeRedirect } from "~/lib/safe-redirect";
import { formatZonedDateTime } from "~/lib/zoned-time";
import type { Database } from "~/platform/db.server";
import { logError } from "~/platform/request-log.server";
import {
  ADMIN_POSTS_PAGE_SIZE,
  adminPostsQueryFrom,
  type AdminPostsQuery,
  type AdminBlogPost,
} from "~/schemas/blog-post";
import { requireAdminUser, requireCsrf } from "~/services/auth/guard.server";
import {
  deleteBlogPost,
  getAdminPost,
  listAdminPosts,
  toggleBlogPostPublished,
  blogWriterFor,
} from "~/services/blog/admin-posts.server";
import { getDashboardStats } from "~/services/dashboard.server";
import { countDeadLetters } from "~/services/intake/dead-letters.server";

export const meta: MetaFunction = () => adminPageMeta("Dashboard");

const FETCH_FAILED = "Failed to fetch posts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdminUser(request, context);
  const url = new URL(request.url);
  const parsed = adminPostsQueryFrom(url.searchParams);
  const query: AdminPostsQuery = {
    ...(parsed.success ? parsed.data : { page: 1, status: undefined, search: undefined }),
    limit: ADMIN_POSTS_PAGE_SIZE,
  };
  const confirmDeleteId = recordIdOrNull(url.searchParams.get("confirmDelete"));

  const [stats, list, confirmDelete, waiting] = await Promise.allSettled([
    context.db().then(getDashboardStats),
    context.db().then((db: Database) => listAdminPosts(db, query)),
    confirmDeleteId
      ? context.db().then((db: Database) => getAdminPost(db, confirmDeleteId))
      : Promise.resolve(null),
    countDeadLetters(context.env.DEAD_LETTERS),
  ]);
  const deadLetterCounts = waiting.status === "fulfilled" ? waiting.value : null;

  const total = list.status === "fulfilled" ? list.value.total : 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_POSTS_PAGE_SIZE));
  if (list.status === "fulfilled" && query.page > pageCount) {
    // E.g. the last post of the last page was deleted: show the page that now is the last.
    throw redirect(`${url.pathname}${pageHref(url.search, pageCount)}`);
  }
  if (list.status === "rejected") logError(context.requestId, list.reason);

  const timeZone = adminTimeZone(request);
  const posts: PostRowView[] =
    list.status === "fulfilled"
      ? list.value.posts.map((post: AdminBlogPost) => ({
          id: post.id,
          title: post.title,
          slug: post.slug,
          category: post.category,
          published: post.published,
          scheduledFor:
            post.publishAt && post.publishAt.getTime() > Date.now()
              ? formatZonedDateTime(post.publishAt, timeZone)
              : null,
          viewCount: post.viewCount,
          date: formatShortDate(post.publishedDate ?? post.createdAt),
        }))
      : [];
  const pendingDelete =
    confirmDelete.status === "fulfilled" && confirmDelete.value
      ? { id: confirmDelete.value.id, title: confirmDelete.value.title }
      : null;

  return {
    email: user.email,
    stats: stats.status === "fulfilled" ? stats.value : null,
    deadLetters: deadLetterCounts?.intake ?? null,
    unsentMail: deadLetterCounts?.mail ?? null,
    posts,
    postsError: list.status === "rejected" ? FETCH_FAILED : null,
    page: query.page,
    pageCount,
    filter: { search: query.search ?? "", status: query.status ?? "all" },
    pendingDelete,
  };
}

/** Back to the list the form was sent from, without the confirmation step. */
function listLocation(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("confirmDelete");
  const search = url.searchParams.toString();
  return safeRedirect(`${url.pathname}${search ? `?${search}` : ""}`, "/admin/dashboard");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const user = await requireCsrf(request, context, formData);
  const intent = formData.get("intent");
  const id = recordIdOrNull(formData.get("id"));
  const back = listLocation(request);
  const secret = context.env.SESSION_SECRET;

  if (intent === "toggle") {
    const failure = { title: "Failed to toggle publish status", variant: "destructive" as const };
    if (!id) return redirectWithToast(back, secret, failure);
    try {
      const writer = await blogWriterFor(request, context, { userId: user.id });
      const result = await toggleBlogPostPublished(writer, id);
      if (result.status !== "ok")
        return redirectWithToast(back, secret, {
          ...failure,
          description: "The post no longer exists.",
        });
      return redirectWithToast(back, secret, {
        title: result.post.published ? "Post published" : "Post unpublished",
        description: result.post.title,
        variant: "success",
      });
    } catch (error) {
      logError(context.requestId, error);
      return redirectWithToast(back, secret, failure);
    }
  }

  if (intent === "delete") {
    const failure = { title: "Failed to delete post", variant: "destructive" as const };
    if (!id) return redirectWithToast(back, secret, failure);
    try {
      const writer = await blogWriterFor(request, context, { userId: user.id });
      const result = await deleteBlogPost(writer, id);
      if (result.status !== "ok")
        return redirectWithToast(back, secret, {
          ...failure,
          description: "The post no longer exists.",
        });
      return redirectWithToast(back, secret, {
        title: "Post deleted",
        description: result.post.title,
        variant: "success",
      });
    } catch (error) {
      logError(context.requestId, error);
      return redirectWithToast(back, secret, failure);
    }
  }

  return redirectWithToast(back, secret, { title: "Unknown action", variant: "destructive" });
}

export default function AdminDashboard() {
  const {
    email,
    stats,
    deadLetters,
    unsentMail,
    posts,
    postsError,
    page,
    pageCount,
    filter,
    pendingDelete,
  } = useLoaderData<typeof loader>();
  const location = useLocation();
  const isBlogRoute = location.pathname.startsWith("/admin/blog");

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Welcome back, {email}</h1>
          <p className="mt-1 text-slate-600">
            {isBlogRoute
              ? "Write, publish and tidy up your blog posts."
              : "Here is how your blog and inbox are doing."}
          </p>
        </div>
        <Link to="/admin/blog/new" className={buttonClasses({ size: "sm" })}>
          <Plus aria-hidden className="h-4 w-4" />
          New Post
        </Link>
      </div>

      <DeadLetterNotice count={deadLetters} />
      <UnsentMailNotice count={unsentMail} />
      <StatCards stats={stats} />
      <LeadCounts counts={stats?.leadsByStatus} />

      <section aria-labelledby="posts-heading" className="space-y-4">
        <h2 id="posts-heading" className="text-lg font-semibold text-slate-900">
          Posts
        </h2>
        {pendingDelete ? (
          <DeletePostConfirmation
            post={pendingDelete}
            cancelHref={pageHref(location.search, page)}
          />
        ) : null}
        <PostsFilter key={location.search} search={filter.search} status={filter.status} />
        <PostsTable posts={posts} error={postsError} />
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(n) => pageHref(location.search, n)}
          label="Posts pages"
        />
      </section>
    </div>
  );
}
