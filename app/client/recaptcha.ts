/**
 * The reCAPTCHA v3 script, loaded once and only when the contact section comes into view,
 * and the token the contact form sends along.
 */
import { contactMessages } from "~/content/contact";

const RECAPTCHA_ACTION = "contact";

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Why no token could be had; `toast` is the title and description the contact form shows for it. */
export class RecaptchaError extends Error {
  constructor(
    readonly reason: "not-ready" | "token-failed",
    message: string,
  ) {
    super(message);
    this.name = "RecaptchaError";
  }

  get toast() {
    return this.reason === "not-ready" ? contactMessages.notReady : contactMessages.tokenFailed;
  }
}

let loading: Promise<void> | null = null;

/** Adds the provider's script to the page (once); resolves when it is ready to execute. */
function loadRecaptcha(scriptUrl: string, siteKey: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set("render", siteKey);
    script.src = url.toString();
    script.async = true;
    script.onload = () => {
      if (window.grecaptcha) window.grecaptcha.ready(resolve);
      else reject(new Error(contactMessages.scriptMissing));
    };
    script.onerror = () => reject(new Error(contactMessages.scriptMissing));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // A later attempt (e.g. after the network comes back) may try again.
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts loading the script once `element` is at least 10% visible. Returns a cleanup function. */
export function loadRecaptchaWhenVisible(element: Element, scriptUrl: string, siteKey: string) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      loadRecaptcha(scriptUrl, siteKey).catch((error: unknown) => console.warn(error));
    },
    { threshold: 0.1 },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

const READY_TIMEOUT_MS = 8000;

/**
 * A token for the contact action. Waits for the script if it is still loading (or starts it, if
 * the section was never seen); throws a RecaptchaError when it is not ready or execution fails.
 */
export async function getRecaptchaToken(scriptUrl: string, siteKey: string): Promise<string> {
  try {
    await Promise.race([
      loadRecaptcha(scriptUrl, siteKey),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(contactMessages.notLoaded)), READY_TIMEOUT_MS),
      ),
    ]);
  } catch (error) {
    throw new RecaptchaError(
      "not-ready",
      error instanceof Error ? error.message : contactMessages.notLoaded,
    );
  }
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha || typeof grecaptcha.execute !== "function") {
    throw new RecaptchaError("not-ready", contactMessages.notLoaded);
  }
  try {
    const token = await grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION });
    if (!token) throw new Error("empty token");
    return token;
  } catch (error) {
    throw new RecaptchaError(
      "token-failed",
      error instanceof Error ? error.message : String(error),
    );
  }
}
