/** Browser-side scrolling helpers shared by the header, the footer and the home page. */

/** Delay before scrolling to a section after navigating home from another page, once it has rendered. */
export const SECTION_SCROLL_DELAY_MS = 100;

function prefersReducedMotion() {
  return (
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** Scrolls the element with this id into view; smoothly unless the visitor asked for less motion. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  return true;
}

/** Calls `fn` at most once per `ms`, and once more after the last call so the final state is seen. */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, ms: number) {
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const throttled = (...args: Args) => {
    const now = Date.now();
    clearTimeout(trailing);
    if (now - last >= ms) {
      last = now;
      fn(...args);
    } else {
      trailing = setTimeout(
        () => {
          last = Date.now();
          fn(...args);
        },
        ms - (now - last),
      );
    }
  };
  throttled.cancel = () => clearTimeout(trailing);
  return throttled;
}
