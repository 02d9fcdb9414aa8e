import { Form, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import Search from "lucide-react/icons/search";
import { useEffect, useRef } from "react";
import {
  AdminTable,
  type AdminTableColumn,
  type AdminTableColumns,
  type AdminTableNotice,
} from "./admin-table";
import { DeleteConfirmation } from "./delete-confirmation";
import { outlineButtonClasses } from "./outline-button";
import { DELETE_POST_QUESTION, PostActions, usePublishToggle } from "./post-actions";

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

const STATUS_TONES = {
  Published: "bg-emerald-100 text-emerald-800",
  Scheduled: "bg-sky-100 text-sky-800",
  Draft: "bg-amber-100 text-amber-800",
};

/** Draft, scheduled (with when) or published; while its publish toggle is under way, as it will be. */
function PostStatus({ post }: { post: PostRowView }) {
  const { published } = usePublishToggle(post);
  const status = !published ? "Draft" : post.scheduledFor ? "Scheduled" : "Published";
  return (
    <>
      <span
        className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
      >
        {status}
      </span>
      {status === "Scheduled" ? (
        <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">
          {post.scheduledFor}
        </span>
      ) : null}
    </>
  );
}

const POST_COLUMNS: AdminTableColumns<PostRowView> = [
  {
    header: "Title",
    className: "sm:max-w-xs",
    cell: (post) => (
      <>
        <span className="line-clamp-2">{post.title}</span>
        <span className="block truncate text-xs font-normal text-slate-500">/{post.slug}</span>
      </>
    ),
  },
  { header: "Category", cell: (post) => post.category },
  { header: "Status", cell: (post) => <PostStatus post={post} /> },
  {
    header: "Views",
    className: "tabular-nums",
    cell: (post) => post.viewCount.toLocaleString("en-US"),
  },
  { header: "Date", className: "whitespace-nowrap", cell: (post) => post.date },
];

const POST_ACTIONS: AdminTableColumn<PostRowView> = {
  header: "Actions",
  cell: (post) => <PostActions post={post} />,
};

export function PostsTable({ posts, error }: { posts: PostRowView[]; error: string | null }) {
  const navigation = useNavigation();
  const location = useLocation();
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search;

  let notice: AdminTableNotice | null = null;
  if (loading) notice = { text: "Loading posts..." };
  else if (error) notice = { text: error, failed: true };
  else if (posts.length === 0) notice = { text: "No posts found" };

  return (
    <AdminTable
      caption="Blog posts"
      columns={POST_COLUMNS}
      actions={POST_ACTIONS}
      rows={posts}
      rowClassName="has-[[data-deleting]]:opacity-40"
      notice={notice}
      tableClassName="sm:min-w-[44rem]"
    />
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
      <button type="submit" className={outlineButtonClasses()}>
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
