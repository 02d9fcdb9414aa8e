import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireAdminUser } from "~/services/auth/guard.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdminUser(request, context);
  return { email: user.email };
}

export default function AdminDashboard() {
  const { email } = useLoaderData<typeof loader>();
  return <h1 className="text-2xl font-semibold text-slate-900">Welcome back, {email}</h1>;
}
