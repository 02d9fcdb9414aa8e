import { createCookieSessionStorage, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { allSecrets, type SigningSecrets } from "~/lib/signing-secrets.server";
import type { ToastMessage } from "~/lib/toast";

const TOAST_KEY = "toast";

const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "success", "destructive"]).default("default"),
});

/** The flash cookie, made per request because its secret comes from the Worker env. */
function toastStorage(secrets: SigningSecrets) {
  return createCookieSessionStorage({
    cookie: {
      name: "en_toast",
      httpOnly: true,
      path: "/",
      sameSite: "lax",
      secrets: [...allSecrets(secrets)],
      secure: true,
    },
  });
}

async function setToastCookie(secrets: SigningSecrets, message: Omit<ToastMessage, "id">) {
  const storage = toastStorage(secrets);
  const session = await storage.getSession();
  session.flash(TOAST_KEY, toastSchema.parse(message));
  return storage.commitSession(session);
}

/** Redirects and shows a toast on the next page, with or without JavaScript. */
export async function redirectWithToast(
  url: string,
  secrets: SigningSecrets,
  message: Omit<ToastMessage, "id">,
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setToastCookie(secrets, message));
  return redirect(url, { ...init, headers });
}

/** Reads (and clears) the pending toast; send the returned Set-Cookie along. */
export async function getToast(request: Request, secrets: SigningSecrets) {
  const storage = toastStorage(secrets);
  // A cookie that is not one of ours (malformed, or not base64 at all) holds no toast.
  const session = await storage
    .getSession(request.headers.get("Cookie"))
    .catch(() => storage.getSession());
  const stored: unknown = session.get(TOAST_KEY);
  // Most requests carry none: a failed parse would build an error only to throw it away.
  if (stored === undefined) return { toast: null, setCookie: null };
  const parsed = toastSchema.safeParse(stored);
  return {
    toast: parsed.success ? parsed.data : null,
    setCookie: parsed.success ? await storage.destroySession(session) : null,
  };
}
