import { Form, Link, useFetcher } from "@remix-run/react";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import History from "lucide-react/icons/rotate-ccw-clock";
import { CsrfInput, useCsrfToken } from "./csrf-input";
import { outlineButtonClasses } from "./outline-button";

const RESTORE_QUESTION =
  "Restore this version? The post is saved as it was then (publication included); the current version is kept in the history, and unsaved edits in the form are lost.";

const FIELD_LABELS: Record<string, string> = {
  slug: "Slug",
  title: "Title",
  excerpt: "Excerpt",
  content: "Content",
  category: "Category",
  author: "Author",
  imageUrl: "Image URL",
  readTime: "Read time",
  tags: "Tags",
  published: "Published",
  publishAt: "Publish at",
  metaDescription: "Meta description",
  metaKeywords: "Meta keywords",
};

export interface RevisionView {
  id: number;
  title: string;
  /** When the change that replaced this version was made, formatted in the admin's zone. */
  when: string;
  userEmail: string | null;
  changed: string[];
}

/** "Replaced Nov 25, 2026, 10:05 (UTC) by ada@example.com · Changed: Title, Content" */
function describe({ when, userEmail, changed }: RevisionView) {
  const by = userEmail ? ` by ${userEmail}` : "";
  const fields = changed.map((field) => FIELD_LABELS[field] ?? field).join(", ");
  return `Replaced ${when}${by} · Changed: ${fields}`;
}

const restoreAction = (postId: number) => `/admin/blog/edit/${postId}/restore`;

function RestoreButton({ postId, revision }: { postId: number; revision: RevisionView }) {
  const restore = useFetcher();
  const csrf = useCsrfToken();
  return (
    <Link
      to={`?restore=${revision.id}#revisions`}
      preventScrollReset
      className={outlineButtonClasses({ size: "sm", className: "inline-flex items-center gap-1" })}
      aria-disabled={restore.state !== "idle"}
      onClick={(event) => {
        // With JavaScript a native dialog confirms; without it the link opens a confirmation step.
        event.preventDefault();
        if (restore.state !== "idle" || !window.confirm(RESTORE_QUESTION)) return;
        restore.submit(
          { csrf, revisionId: String(revision.id) },
          { method: "post", action: restoreAction(postId) },
        );
      }}
    >
      <RotateCcw aria-hidden className="h-4 w-4" />
      Restore<span className="sr-only"> the version from {revision.when}</span>
    </Link>
  );
}

function RestoreConfirmation({ postId, revision }: { postId: number; revision: RevisionView }) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="restore-heading"
      aria-describedby="restore-question"
      className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id="restore-heading" className="font-semibold text-amber-900">
        Restore the version from {revision.when}
      </h3>
      <p id="restore-question" className="mt-1 text-sm text-amber-900">
        {RESTORE_QUESTION}
      </p>
      <div className="mt-3 flex gap-2">
        <Form method="post" action={restoreAction(postId)}>
          <CsrfInput />
          <input type="hidden" name="revisionId" value={revision.id} />
          <button
            type="submit"
            className="rounded-lg bg-amber-700 px-4 py-2 text-sm font-medium text-white hover:bg-amber-800"
          >
            Restore
          </button>
        </Form>
        <Link to="?#revisions" className={outlineButtonClasses()}>
          Cancel
        </Link>
      </div>
    </section>
  );
}

/** The post's history: each earlier version, who replaced it, what changed, and a way back. */
export function PostRevisions({
  postId,
  revisions,
  pendingRestore,
}: {
  postId: number;
  revisions: RevisionView[];
  pendingRestore: RevisionView | null;
}) {
  return (
    <section
      id="revisions"
      aria-labelledby="revisions-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="revisions-heading"
        className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <History aria-hidden className="h-5 w-5 text-slate-500" /> Revisions
      </h2>
      {pendingRestore ? <RestoreConfirmation postId={postId} revision={pendingRestore} /> : null}
      {revisions.length === 0 ? (
        <p className="text-sm text-slate-600">
          No earlier versions yet: each saved change keeps the version it replaces here.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {revisions.map((revision) => (
            <li
              key={revision.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">{revision.title}</p>
                <p className="text-slate-600">{describe(revision)}</p>
              </div>
              <RestoreButton postId={postId} revision={revision} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
