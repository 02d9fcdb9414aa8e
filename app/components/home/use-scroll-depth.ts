import { useEffect } from "react";
import { trackScrollDepth } from "~/client/analytics";
import { throttle } from "~/lib/scroll";

export const SCROLL_DEPTH_MILESTONES = [25, 50, 75, 90, 100] as const;

/** Percentage of the page seen so far (the bottom of the viewport against the page height). */
function scrolledPercent() {
  const { scrollHeight } = document.documentElement;
  if (scrollHeight <= 0) return 100;
  return Math.min(100, ((window.scrollY + window.innerHeight) / scrollHeight) * 100);
}

/** Reports each scroll-depth milestone once per page view. */
export function useScrollDepth() {
  useEffect(() => {
    const reported = new Set<number>();
    const check = throttle(() => {
      const percent = scrolledPercent();
      for (const milestone of SCROLL_DEPTH_MILESTONES) {
        // A pixel short of the bottom still counts as having read the whole page.
        if (!reported.has(milestone) && percent >= milestone - (milestone === 100 ? 0.5 : 0)) {
          reported.add(milestone);
          trackScrollDepth(milestone);
        }
      }
    }, 16);
    window.addEventListener("scroll", check, { passive: true });
    return () => {
      check.cancel();
      window.removeEventListener("scroll", check);
    };
  }, []);
}
