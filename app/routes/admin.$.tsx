/**
 * Unknown /admin/* paths: signed-out visitors go to sign in (nothing about the admin area is
 * revealed); admins get the not-found page, with status 404, inside the admin layout.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NotFoundPage } from "~/components/not-found/not-found-page";
import { notFoundResponse } from "~/http/not-found.server";
import { requireAdminUser } from "~/services/auth/guard.server";

export { meta } from "./$";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminUser(request, context);
  return notFoundResponse(request, context);
}

export const action = loader;

export default function AdminNotFound() {
  return <NotFoundPage details={useLoaderData<typeof loader>()} />;
}
