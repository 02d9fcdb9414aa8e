import { Link, useFetcher, useLocation } from "@remix-run/react";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import Pencil from "lucide-react/icons/pencil";
import Trash from "lucide-react/icons/trash";
import { Tooltip } from "~/components/ui/tooltip";
import { CsrfInput, useCsrfToken } from "./csrf-input";

export const DELETE_POST_QUESTION = "Are you sure you want to delete this post?";

interface PostToggled {
  id: number;
  published: boolean;
}

/** A post's publish toggle, one per post: its button sends it, its status cell shows it. */
export function usePublishToggle(post: PostToggled) {
  const toggle = useFetcher({ key: `publish-toggle-${post.id}` });
  // Optimistic: the row shows the new state while the server works; a failure reverts it.
  const published = toggle.formData ? !post.published : post.published;
  return { toggle, published };
}

/**
 * An action's look: an icon with its name beside it on a phone (a card's whole button), the
 * icon alone with a tooltip from 640 px up, where the name is in a `sm:sr-only` span.
 */
function actionClasses(tone: "default" | "danger" = "default") {
  const colours =
    tone === "danger"
      ? "text-red-600 hover:bg-red-50 hover:text-red-700 max-sm:border-red-300"
      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 max-sm:border-slate-300";
  return `inline-flex items-center gap-2 rounded-lg p-2 text-sm font-medium disabled:opacity-50 max-sm:border max-sm:bg-white max-sm:px-3 ${colours}`;
}

/** The list URL with one more parameter, keeping the filters and page. */
function withParam(search: string, name: string, value: string) {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params}`;
}

/**
 * Publish or unpublish, edit and delete one post. While its delete is under way the delete
 * link carries `data-deleting`, which the posts table's row fades by.
 */
export function PostActions({ post }: { post: PostToggled & { title: string } }) {
  const { toggle, published } = usePublishToggle(post);
  const removal = useFetcher();
  const csrf = useCsrfToken();
  const location = useLocation();
  const deleting = removal.state !== "idle";
  const toggleName = published ? "Unpublish" : "Publish";
  return (
    <>
      <toggle.Form method="post">
        <CsrfInput />
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="id" value={post.id} />
        <Tooltip content={toggleName}>
          <button type="submit" disabled={toggle.state !== "idle"} className={actionClasses()}>
            {published ? (
              <EyeOff aria-hidden className="h-4 w-4" />
            ) : (
              <Eye aria-hidden className="h-4 w-4" />
            )}
            <span className="sm:sr-only">{toggleName}</span>
            <span className="sr-only"> {post.title}</span>
          </button>
        </Tooltip>
      </toggle.Form>
      <Tooltip content="Edit">
        <Link to={`/admin/blog/edit/${post.id}`} className={actionClasses()}>
          <Pencil aria-hidden className="h-4 w-4" />
          <span className="sm:sr-only">Edit</span>
          <span className="sr-only"> {post.title}</span>
        </Link>
      </Tooltip>
      <Tooltip content="Delete">
        <Link
          to={withParam(location.search, "confirmDelete", String(post.id))}
          className={actionClasses("danger")}
          data-deleting={deleting || undefined}
          onClick={(event) => {
            // With JavaScript a native dialog confirms; without it the link opens a confirmation step.
            event.preventDefault();
            if (deleting || !window.confirm(DELETE_POST_QUESTION)) return;
            removal.submit({ intent: "delete", id: String(post.id), csrf }, { method: "post" });
          }}
        >
          <Trash aria-hidden className="h-4 w-4" />
          <span className="sm:sr-only">Delete</span>
          <span className="sr-only"> {post.title}</span>
        </Link>
      </Tooltip>
    </>
  );
}
