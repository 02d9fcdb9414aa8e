/** Navigation links for header, mobile menu and footer. */

export interface NavLink {
  name: string;
  href: string;
  /**
   * True for links to a section of the home page: they scroll to the section,
   * navigating home first (then scrolling after ~100 ms) when on another page.
   */
  isSection: boolean;
}

export const mainNav: NavLink[] = [
  { name: "Services", href: "/#services", isSection: true },
  { name: "About", href: "/#about", isSection: true },
  { name: "Blog", href: "/blog", isSection: false },
  { name: "Team", href: "/team", isSection: false },
];

/** Primary call to action in the header; scrolls to the contact section. */
export const getStarted = { name: "Get Started", href: "/#contact" } as const;

/** Extra links listed in the mobile menu. */
export const legalNav: NavLink[] = [
  { name: "Privacy Policy", href: "/privacy", isSection: false },
  { name: "Terms of Service", href: "/terms", isSection: false },
];

export const footerCompanyLinks: NavLink[] = [
  { name: "About Us", href: "/#about", isSection: true },
  { name: "Contact", href: "/#contact", isSection: true },
  { name: "Blog", href: "/blog", isSection: false },
  { name: "Team", href: "/team", isSection: false },
  { name: "Privacy Policy", href: "/privacy", isSection: false },
  { name: "Cookie Policy", href: "/cookies", isSection: false },
  { name: "Terms of Service", href: "/terms", isSection: false },
];
