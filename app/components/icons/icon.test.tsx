/// <reference types="vite/client" />
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { IconComponent } from "./icon";

const icons = import.meta.glob<{ default: IconComponent }>(["./*.ts"], { eager: true });
const names = Object.keys(icons).map((file) => file.slice(2, -3));

// The ways the pages use an icon, and the two a11y cases lucide-react tells apart.
const propSets: Record<string, unknown>[] = [
  { className: "h-4 w-4", "aria-hidden": true },
  { className: "h-5 w-5 shrink-0" },
  { "aria-label": "Close" },
  {},
];

describe("our icons draw what lucide-react draws", () => {
  it.each(names)("%s", async (name) => {
    const ours = icons[`./${name}.ts`]!.default;
    const lucide = (
      (await import(`lucide-react/icons/${name}`)) as {
        default: ComponentType<Record<string, unknown>>;
      }
    ).default;
    for (const props of propSets)
      expect(renderToStaticMarkup(createElement(ours, props))).toBe(
        renderToStaticMarkup(createElement(lucide, props)),
      );
  });
});
