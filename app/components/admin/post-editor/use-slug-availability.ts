import { useEffect, useState } from "react";
import { SLUG_PATTERN } from "~/lib/slug";

const CHECK_PATH = "/admin/blog/slug";
/** The check waits for a pause in typing. */
const CHECK_DELAY_MS = 400;

export type SlugAvailability = "unknown" | "checking" | "available" | "taken";

/**
 * Whether the slug typed is free, asked of the server after a pause in typing (JavaScript only);
 * a newer slug cancels the older question. The save checks again: this only tells early.
 */
export function useSlugAvailability(slug: string, postId: number | null): SlugAvailability {
  const [availability, setAvailability] = useState<SlugAvailability>("unknown");

  useEffect(() => {
    if (!SLUG_PATTERN.test(slug)) {
      setAvailability("unknown");
      return;
    }
    setAvailability("checking");
    const controller = new AbortController();
    const query = new URLSearchParams({ slug });
    if (postId !== null) query.set("except", String(postId));
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${CHECK_PATH}?${query}`, { signal: controller.signal });
        if (!response.ok || response.redirected) throw new Error(`slug check ${response.status}`);
        const { available } = (await response.json()) as { available: boolean };
        setAvailability(available ? "available" : "taken");
      } catch {
        if (!controller.signal.aborted) setAvailability("unknown");
      }
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, postId]);

  return availability;
}
