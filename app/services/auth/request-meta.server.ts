import type { AppLoadContext } from "@remix-run/cloudflare";
import { clientIp } from "~/lib/client-ip.server";

/** Who made a request, as the audit log and the session list record it. */
export interface RequestMeta {
  ipAddress: string;
  userAgent: string | null;
  requestId: string;
}

export function requestMeta(
  request: Request,
  context: Pick<AppLoadContext, "requestId">,
): RequestMeta {
  return {
    ipAddress: clientIp(request),
    userAgent: request.headers.get("User-Agent")?.slice(0, 512) ?? null,
    requestId: context.requestId,
  };
}
