import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SectionLink } from "~/components/root-shared.bundle-boundary";

/**
 * A link to a path of this site that an admin chose (a call to action): a home page section
 * (`/#contact`) scrolls there as the menu's links do, any other path is a plain link.
 */
export function SitePathLink({
  href,
  className,
  analyticsLabel,
  children,
}: {
  href: string;
  className?: string;
  analyticsLabel?: string;
  children: ReactNode;
}) {
  if (href.startsWith("/#") && href.length > 2)
    return (
      <SectionLink
        href={href as `/#${string}`}
        className={className}
        analyticsLabel={analyticsLabel}
      >
        {children}
      </SectionLink>
    );
  return (
    <Link to={href} className={className} data-analytics-label={analyticsLabel}>
      {children}
    </Link>
  );
}
