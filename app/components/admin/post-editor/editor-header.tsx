import { Link, useNavigation } from "@remix-run/react";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { BackLink } from "~/components/admin/back-link";
import { outlineButtonClasses } from "~/components/admin/outline-button";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";

const saveLabels = {
  create: { idle: "Create Post", busy: "Creating..." },
  edit: { idle: "Save Changes", busy: "Saving..." },
};

/** The way back to the posts, the editor's heading, and Cancel and Save. */
export function EditorHeader({ mode }: { mode: "create" | "edit" }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <BackLink to="/admin/blog">Back to posts</BackLink>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">
          {mode === "create" ? "New Post" : "Edit Post"}
        </h1>
      </div>
      <div className="flex gap-2">
        <Link to="/admin/blog" className={outlineButtonClasses()}>
          Cancel
        </Link>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={submitting}
          className={buttonClasses({ size: "sm" })}
        >
          {submitting ? <LoaderCircle aria-hidden className="h-4 w-4 animate-spin" /> : null}
          {submitting ? saveLabels[mode].busy : saveLabels[mode].idle}
        </button>
      </div>
    </div>
  );
}
