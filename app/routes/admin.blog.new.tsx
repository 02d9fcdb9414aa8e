import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorValues, PostEditor } from "~/components/admin/post-editor";
import blogStyles from "~/components/blog/blog.css";
import { site } from "~/content/site";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAdminUser, requireCsrf } from "~/services/auth/guard.server";
import { afterBlogChange } from "~/services/blog-admin-effects.server";
import { createBlogPost, listAdminCategories, type BlogWriteResult } from "~/services/blog-admin.server";
import { readPostEditorForm, saveFailure, serverPreview } from "~/services/post-editor-form.server";

/** The preview uses the public post page's styles, so it looks as it will on /blog. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

export const meta: MetaFunction = () => [{ title: `New Post | ${site.name} Admin` }, { name: "robots", content: "noindex, nofollow" }];

const CREATE_FAILED = "Failed to create post";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminUser(request, context);
  return { categories: await listAdminCategories(await context.db()) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const user = await requireCsrf(request, context, formData);
  const { intent, submission } = readPostEditorForm(formData);
  if (intent === "preview") return { result: submission.reply(), preview: serverPreview(formData) };
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });

  let result: BlogWriteResult | { status: "error" };
  try {
    const db = await context.db();
    result = await createBlogPost(db, submission.value);
    if (result.status === "ok") {
      await afterBlogChange(request, context, db, { action: "post.created", postId: result.post.id, userId: user.id, metadata: { slug: result.post.slug } });
    }
  } catch (error) {
    console.error(error);
    result = { status: "error" };
  }
  if (result.status !== "ok") {
    return data({ result: submission.reply(saveFailure(result, CREATE_FAILED)), preview: null }, { status: result.status === "slug-taken" ? 409 : 500 });
  }
  return redirectWithToast("/admin/blog", context.env.SESSION_SECRET, {
    title: result.post.published ? "Post published" : "Draft saved",
    description: result.post.title,
    variant: "success",
  });
}

export default function NewPost() {
  const { categories } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <PostEditor mode="create" defaultValue={editorValues()} categories={categories} lastResult={actionData?.result} serverPreview={actionData?.preview} />;
}
