import { Link, useLocation, useNavigate } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { scrollToSection } from "~/lib/scroll";

/** Navigation state marking a hash change whose scrolling the link already did. */
export interface SectionNavigationState {
  sectionScrolled?: boolean;
}

function isPlainLeftClick(event: MouseEvent) {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}

/**
 * A link to a section of the home page (`/#services`). It is a real link, so it works without
 * JavaScript; with JavaScript it scrolls smoothly when already home, and otherwise navigates
 * home and lets the home page scroll to the section once it has rendered.
 */
export function SectionLink({
  href,
  className,
  children,
  onNavigate,
  analyticsLabel,
}: {
  href: `/#${string}`;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  /** Reported as a click event (label, location) when analytics consent allows. */
  analyticsLabel?: string;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sectionId = href.slice(2);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    if (pathname === "/" && scrollToSection(sectionId)) {
      const state: SectionNavigationState = { sectionScrolled: true };
      navigate(href, { replace: true, preventScrollReset: true, state });
    } else {
      navigate(href);
    }
  }

  return (
    <Link
      to={href}
      className={className}
      onClick={handleClick}
      data-analytics-label={analyticsLabel}
    >
      {children}
    </Link>
  );
}
