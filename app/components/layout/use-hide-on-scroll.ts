import { useEffect, useState } from "react";
import { throttle } from "~/components/root-shared.bundle-boundary";

/** The header hides once scrolled down past 100 px; the handler runs at most once a frame (16 ms). */
const HEADER_HIDE_AFTER_PX = 100;
const SCROLL_THROTTLE_MS = 16;

/** True while the page is scrolled down past the threshold and the last move was downwards. */
export function useHideOnScroll() {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      if (y > HEADER_HIDE_AFTER_PX && y > lastY) setHidden(true);
      else if (y < lastY || y <= HEADER_HIDE_AFTER_PX) setHidden(false);
      lastY = y;
    }, SCROLL_THROTTLE_MS);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  return [hidden, setHidden] as const;
}
