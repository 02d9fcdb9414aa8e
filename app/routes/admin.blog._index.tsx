/** /admin/blog is the dashboard too: one screen, two addresses. */
export { action, default, loader } from "./admin.dashboard";
import type { MetaFunction } from "@remix-run/cloudflare";
import { adminPageMeta } from "~/lib/admin-meta";

export const meta: MetaFunction = () => adminPageMeta("Blog Posts");
