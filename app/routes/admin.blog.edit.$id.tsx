import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { editorValues, PostEditor } from "~/components/admin/post-editor";
import blogStyles from "~/components/blog/blog.css";
import { site } from "~/content/site";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAdminUser, requireCsrf } from "~/services/auth/guard.server";
import { afterBlogChange } from "~/services/blog-admin-effects.server";
import { getAdminPost, listAdminCategories, updateBlogPost, type BlogWriteResult } from "~/services/blog-admin.server";
import { asFullUpdate, readPostEditorForm, saveFailure, serverPreview } from "~/services/post-editor-form.server";

/** The preview uses the public post page's styles, so it looks as it will on /blog. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

export const meta: MetaFunction = () => [{ title: `Edit Post | ${site.name} Admin` }, { name: "robots", content: "noindex, nofollow" }];

const UPDATE_FAILED = "Failed to update post";

function postId(param: string | undefined) {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: "Post not found" }, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdminUser(request, context);
  const id = postId(params.id);
  const db = await context.db();
  const [post, categories] = await Promise.all([getAdminPost(db, id), listAdminCategories(db)]);
  if (!post) throw data({ message: "Post not found" }, { status: 404 });
  return { post: editorValues(post), categories, id };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  const user = await requireCsrf(request, context, formData);
  const id = postId(params.id);
  const { intent, submission } = readPostEditorForm(formData);
  if (intent === "preview") return { result: submission.reply(), preview: serverPreview(formData) };
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });

  let result: BlogWriteResult | { status: "error" };
  try {
    const db = await context.db();
    result = await updateBlogPost(db, id, asFullUpdate(submission.value));
    if (result.status === "ok") {
      await afterBlogChange(request, context, db, { action: "post.updated", postId: id, userId: user.id, metadata: { slug: result.post.slug } });
    }
  } catch (error) {
    console.error(error);
    result = { status: "error" };
  }
  if (result.status !== "ok") {
    const status = result.status === "slug-taken" ? 409 : result.status === "not-found" ? 404 : 500;
    return data({ result: submission.reply(saveFailure(result, UPDATE_FAILED)), preview: null }, { status });
  }
  return redirectWithToast("/admin/blog", context.env.SESSION_SECRET, { title: "Post updated", description: result.post.title, variant: "success" });
}

export default function EditPost() {
  const { post, categories, id } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <PostEditor key={id} mode="edit" defaultValue={post} categories={categories} lastResult={actionData?.result} serverPreview={actionData?.preview} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Post not found</h1>
        <p className="mt-2 text-slate-600">It may have been deleted.</p>
        <Link to="/admin/blog" className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Back to posts
        </Link>
      </div>
    );
  }
  throw error;
}
