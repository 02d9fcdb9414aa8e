import { useLocation } from "@remix-run/react";
import { useEffect, useLayoutEffect } from "react";

const useBeforePaint = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * The stylesheet makes scrolling smooth, for jumps to a section (also without JavaScript). A
 * route change must not animate, though: a new page starts at the top and Back returns to the
 * place in the list at once, instead of scrolling through the whole page to get there.
 *
 * Rendered just before <ScrollRestoration>, whose scroll runs in the layout effect after this
 * one; smooth scrolling comes back on the next frame. Addresses with a section (`/#about`) keep
 * it: the router scrolls to that section, as smoothly as the section link that asked for it.
 */
export function InstantRouteScroll() {
  const { key, hash } = useLocation();
  useBeforePaint(() => {
    if (hash) return;
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    // Chromium can scroll with the style it last computed: have it computed now, in this task.
    void getComputedStyle(root).scrollBehavior;
    const frame = requestAnimationFrame(() => root.style.removeProperty("scroll-behavior"));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty("scroll-behavior");
    };
  }, [key, hash]);
  return null;
}
