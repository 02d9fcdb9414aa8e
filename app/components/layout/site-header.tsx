import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import Menu from "~/components/icons/menu";
import {
  buttonClasses,
  SectionLink,
  useBrowserLayoutEffect,
  X,
} from "~/components/root-shared.bundle-boundary";
import { getStarted, legalNav, mainNav, type NavLink as NavLinkData } from "~/content/navigation";
import { BrandMark } from "./brand-mark";
import { useHideOnScroll } from "./use-hide-on-scroll";

const desktopLink =
  "rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700";
const mobileLink =
  "block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-brand-700";

function NavItem({
  link,
  className,
  onNavigate,
}: {
  link: NavLinkData;
  className: string;
  onNavigate?: () => void;
}) {
  if (link.isSection) {
    return (
      <SectionLink href={link.href as `/#${string}`} className={className} onNavigate={onNavigate}>
        {link.name}
      </SectionLink>
    );
  }
  return (
    <NavLink to={link.href} prefetch="intent" className={className} onClick={onNavigate}>
      {link.name}
    </NavLink>
  );
}

/**
 * Closes the menu on the page itself. React's state only follows the menu (its toggle event):
 * a visitor may have opened it before the page's script ran, and a tap is rendered a moment
 * after it, so the state cannot say whether it is open.
 */
function closeMenu(menu: HTMLDetailsElement) {
  menu.open = false;
}

/**
 * The site header. It slides away while the visitor scrolls down and returns on the way up
 * (or when it receives keyboard focus). The mobile menu is a <details> disclosure, so it opens
 * and closes without JavaScript; with JavaScript it also closes on navigation and Escape.
 */
export function SiteHeader() {
  const [hidden, setHidden] = useHideOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // A navigation closes the menu; the address the page opened at does not.
  const openedAt = useRef(location);
  useEffect(() => {
    if (location !== openedAt.current) closeMenu(menuRef.current!);
  }, [location]);

  useBrowserLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = menuRef.current;
      if (event.key !== "Escape" || !menu?.open) return;
      closeMenu(menu);
      menu.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const onNavigate = () => closeMenu(menuRef.current!);
  const isHidden = hidden && !menuOpen;

  return (
    <header
      data-analytics-location="header"
      data-hidden={isHidden ? "true" : "false"}
      onFocusCapture={() => setHidden(false)}
      className={`sticky top-0 z-50 border-b border-slate-200/80 bg-white/95 backdrop-blur transition-transform duration-300 ${isHidden ? "-translate-y-full" : "translate-y-0"}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandMark />

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {mainNav.map((link) => (
            <NavItem key={link.href} link={link} className={desktopLink} />
          ))}
          <SectionLink
            href={getStarted.href}
            analyticsLabel={getStarted.name}
            className={buttonClasses({ size: "sm", className: "ml-3" })}
          >
            {getStarted.name}
          </SectionLink>
        </nav>

        <details
          ref={menuRef}
          onToggle={(event) => setMenuOpen(event.currentTarget.open)}
          className="group md:hidden"
          data-testid="mobile-menu"
        >
          <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
            <Menu className="h-6 w-6 group-open:hidden" aria-hidden />
            <X className="hidden h-6 w-6 group-open:block" aria-hidden />
            <span className="sr-only">Menu</span>
          </summary>
          <nav
            aria-label="Mobile"
            className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
          >
            <ul className="space-y-1">
              {mainNav.map((link) => (
                <li key={link.href}>
                  <NavItem link={link} className={mobileLink} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
            <ul className="mt-2 space-y-1 border-t border-slate-200 pt-2">
              {legalNav.map((link) => (
                <li key={link.href}>
                  <NavItem
                    link={link}
                    className={`${mobileLink} text-sm text-slate-600`}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
            <SectionLink
              href={getStarted.href}
              analyticsLabel={getStarted.name}
              onNavigate={onNavigate}
              className={buttonClasses({ size: "lg", className: "mt-4 w-full" })}
            >
              {getStarted.name}
            </SectionLink>
          </nav>
        </details>
      </div>
    </header>
  );
}
