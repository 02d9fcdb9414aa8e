/** /admin/blog is the dashboard too: one screen, two addresses. */
export { action, default, loader } from "./admin.dashboard";
import type { MetaFunction } from "@remix-run/cloudflare";
import { site } from "~/components/root-shared.bundle-boundary";

export const meta: MetaFunction = () => [
  { title: `Blog Posts | ${site.name} Admin` },
  { name: "robots", content: "noindex, nofollow" },
];
