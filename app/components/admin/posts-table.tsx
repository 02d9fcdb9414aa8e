import { Form, Link, useFetcher, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { Eye, EyeOff, Pencil, Search, Trash } from "lucide-react";
import { useEffect, useRef } from "react";
import { Tooltip } from "~/components/ui/tooltip";
import { CsrfInput, useCsrfToken } from "./csrf-input";
import { DeleteConfirmation } from "./delete-confirmation";

export const DELETE_POST_QUESTION = "Are you sure you want to delete this post?";

export interface PostRowView {
  id: number;
  title: string;
  slug: string;
  category: string;
  published: boolean;
  /** When a published post goes live, formatted in the admin's zone; null when it is live or a draft. */
  scheduledFor: string | null;
  viewCount: number;
  /** Already formatted ("MMM d, yyyy") by the server, so server and browser agree. */
  date: string;
}

/** The list URL with one more parameter, keeping the filters and page. */
function withParam(search: string, name: string, value: string) {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params}`;
}

const STATUS_TONES = {
  Published: "bg-emerald-100 text-emerald-800",
  Scheduled: "bg-sky-100 text-sky-800",
  Draft: "bg-amber-100 text-amber-800",
};

function PostStatus({
  published,
  scheduledFor,
}: {
  published: boolean;
  scheduledFor: string | null;
}) {
  const status = !published ? "Draft" : scheduledFor ? "Scheduled" : "Published";
  return (
    <>
      <span
        className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
      >
        {status}
      </span>
      {status === "Scheduled" ? (
        <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">{scheduledFor}</span>
      ) : null}
    </>
  );
}

function PostRow({ post }: { post: PostRowView }) {
  const toggle = useFetcher();
  const removal = useFetcher();
  const csrf = useCsrfToken();
  const location = useLocation();
  // Optimistic: the row shows the new state while the server works; a failure reverts it.
  const published = toggle.formData ? !post.published : post.published;
  const deleting = removal.state !== "idle";

  return (
    <tr className={deleting ? "opacity-40" : undefined}>
      <th scope="row" className="max-w-xs px-4 py-3 text-left font-medium text-slate-900">
        <span className="line-clamp-2">{post.title}</span>
        <span className="block truncate text-xs font-normal text-slate-500">/{post.slug}</span>
      </th>
      <td className="px-4 py-3 text-slate-700">{post.category}</td>
      <td className="px-4 py-3">
        <PostStatus published={published} scheduledFor={post.scheduledFor} />
      </td>
      <td className="px-4 py-3 tabular-nums text-slate-700">
        {post.viewCount.toLocaleString("en-US")}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{post.date}</td>
      <td className="px-4 py-3">
        <div className="flex items-center gap-1">
          <toggle.Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="id" value={post.id} />
            <Tooltip content={published ? "Unpublish" : "Publish"}>
              <button
                type="submit"
                disabled={toggle.state !== "idle"}
                className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
              >
                {published ? (
                  <EyeOff aria-hidden className="h-4 w-4" />
                ) : (
                  <Eye aria-hidden className="h-4 w-4" />
                )}
                <span className="sr-only">
                  {published ? "Unpublish" : "Publish"} {post.title}
                </span>
              </button>
            </Tooltip>
          </toggle.Form>
          <Tooltip content="Edit">
            <Link
              to={`/admin/blog/edit/${post.id}`}
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <Pencil aria-hidden className="h-4 w-4" />
              <span className="sr-only">Edit {post.title}</span>
            </Link>
          </Tooltip>
          <Tooltip content="Delete">
            <Link
              to={withParam(location.search, "confirmDelete", String(post.id))}
              className="rounded-lg p-2 text-red-600 hover:bg-red-50 hover:text-red-700"
              onClick={(event) => {
                // With JavaScript a native dialog confirms; without it the link opens a confirmation step.
                event.preventDefault();
                if (deleting || !window.confirm(DELETE_POST_QUESTION)) return;
                removal.submit({ intent: "delete", id: String(post.id), csrf }, { method: "post" });
              }}
            >
              <Trash aria-hidden className="h-4 w-4" />
              <span className="sr-only">Delete {post.title}</span>
            </Link>
          </Tooltip>
        </div>
      </td>
    </tr>
  );
}

export function PostsTable({ posts, error }: { posts: PostRowView[]; error: string | null }) {
  const navigation = useNavigation();
  const location = useLocation();
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search;

  let status: string | null = null;
  if (loading) status = "Loading posts...";
  else if (error) status = error;
  else if (posts.length === 0) status = "No posts found";

  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Blog posts</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Title
            </th>
            <th scope="col" className="px-4 py-3">
              Category
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Views
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {status ? (
            <tr>
              <td
                colSpan={6}
                className={`px-4 py-10 text-center ${error && !loading ? "text-red-700" : "text-slate-500"}`}
                role={error && !loading ? "alert" : "status"}
              >
                {status}
              </td>
            </tr>
          ) : (
            posts.map((post) => <PostRow key={post.id} post={post} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

const SEARCH_DELAY_MS = 300;

/** Search and status filter as URL parameters: a GET form, submitted as you type with JavaScript. */
export function PostsFilter({ search, status }: { search: string; status: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      role="search"
      className="flex flex-col gap-2 sm:flex-row"
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => submit(form, { replace: true, preventScrollReset: true }),
          SEARCH_DELAY_MS,
        );
      }}
    >
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          name="search"
          defaultValue={search}
          placeholder="Search posts..."
          aria-label="Search posts"
          className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm"
        />
      </div>
      <select
        name="status"
        defaultValue={status}
        aria-label="Status"
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        <option value="all">All Posts</option>
        <option value="published">Published</option>
        <option value="draft">Drafts</option>
      </select>
      <button
        type="submit"
        className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        Search
      </button>
    </Form>
  );
}

/** The confirmation step of a post's delete without JavaScript (or from a shared link). */
export function DeletePostConfirmation({
  post,
  cancelHref,
}: {
  post: { id: number; title: string };
  cancelHref: string;
}) {
  return (
    <DeleteConfirmation
      id="delete-post"
      title={`Delete “${post.title}”`}
      question={DELETE_POST_QUESTION}
      cancelHref={cancelHref}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={post.id} />
    </DeleteConfirmation>
  );
}
