/** Unknown /admin/* paths: signed-out visitors go to sign in (nothing about the admin area is revealed), admins get a 404. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdminUser } from "~/services/auth/guard.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminUser(request, context);
  throw new Response("Not Found", { status: 404 });
}

export const action = loader;

export default function AdminNotFound() {
  return null;
}
