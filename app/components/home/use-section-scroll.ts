import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import {
  scrollToSection,
  SECTION_SCROLL_DELAY_MS,
  type SectionNavigationState,
} from "~/components/root-shared.bundle-boundary";

/**
 * On load, and after arriving from another page through a section link, scroll (smoothly,
 * unless reduced motion is preferred) to the section the URL hash names.
 */
export function useSectionScroll() {
  const location = useLocation();
  useEffect(() => {
    const sectionId = decodeURIComponent(location.hash.slice(1));
    const state = location.state as SectionNavigationState | null;
    if (!sectionId || state?.sectionScrolled) return;
    const timer = setTimeout(() => scrollToSection(sectionId), SECTION_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key, location.hash, location.state]);
}
