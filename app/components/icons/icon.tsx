/**
 * The icons of the public pages: Lucide's drawings (https://lucide.dev, ISC licence,
 * © Lucide Contributors; path data copied from lucide-react 1.75.0, one module per icon) drawn
 * by this small component instead of lucide-react's, whose runtime (context, size and stroke
 * options, class merging) every page downloaded for icons that only ever take a class. The SVG
 * it renders is the one lucide-react renders for those props. A new icon: copy `node` from
 * `node_modules/lucide-react/dist/esm/icons/<name>.mjs` into a module like the others here.
 * The admin screens still use lucide-react.
 */
import { createElement, type SVGProps } from "react";

export type IconNode = [tag: string, attributes: Record<string, string>][];
export type IconComponent = (props: SVGProps<SVGSVGElement>) => JSX.Element;

const hasA11yProp = (props: object) =>
  Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );

/**
 * One icon: `name` is Lucide's, which its class names carry (`lucide lucide-<name>`), with its
 * former names after it, as lucide-react writes them.
 */
export function icon(name: string, node: IconNode, aliases: string[] = []): IconComponent {
  const iconClasses = ["lucide", name, ...aliases].join(" lucide-");
  return function LucideIcon({ className, ...props }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${iconClasses} ${className}` : iconClasses}
        aria-hidden={hasA11yProp(props) ? undefined : "true"}
        {...props}
      >
        {node.map(([tag, attributes]) => createElement(tag, attributes))}
      </svg>
    );
  };
}
