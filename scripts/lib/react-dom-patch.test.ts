/**
 * patches/react-dom+18.3.1.patch: the Worker's React gathers its page's text as a string and
 * encodes it a few kilobytes at a time, instead of encoding each string into a new array.
 * These check that the Worker's build takes the patched copy, and that it writes what the
 * published React writes, byte for byte.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement as h, Suspense, type ReactNode } from "react";
import type * as server from "react-dom/server";
import { describe, expect, it } from "vitest";
import { bundledFiles, projectRoot, workerTarget } from "./bundled-files";

const require = createRequire(import.meta.url);
/** The renderer the Worker takes, as patched. */
const PATCHED = "node_modules/react-dom/cjs/react-dom-server.browser.production.min.js";
/**
 * The same renderer as published: its development build, which the patch leaves alone. (React's
 * Node build is no reference: where a character does not fit at the end of its 2,048-byte
 * buffer, it writes the buffer's unused bytes too.)
 */
const PUBLISHED = "node_modules/react-dom/cjs/react-dom-server.browser.development.js";

/** The whole page a renderer writes for `tree`. */
async function renderWith(file: string, tree: ReactNode) {
  const { renderToReadableStream } = require(path.join(projectRoot, file)) as typeof server;
  const stream = await renderToReadableStream(tree);
  await stream.allReady;
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("react-dom as patched", () => {
  it("goes into the Worker's build", async () => {
    const files = await bundledFiles(
      workerTarget,
      `export { renderToReadableStream } from "react-dom/server";`,
    );
    expect(files).toContain(PATCHED);
    expect(readFileSync(path.join(projectRoot, PATCHED), "utf8")).toContain("pendingText");
  });

  it("writes every page as the published React does", async () => {
    // Texts of many lengths, in characters of one to four bytes, so pages cross the patch's
    // 4,096-character limit at every kind of place.
    const CHARACTERS = ["a", "Z", " ", "<", "&", '"', "é", "—", "日", "😀"];
    let seed = 11;
    const random = (below: number) => (seed = (seed * 48_271) % 2_147_483_647) % below;
    const text = () =>
      Array.from(
        { length: random(4) ? random(60) : random(700) },
        () => CHARACTERS[random(CHARACTERS.length)],
      ).join("");
    const Inside = ({ title, children }: { title: string; children?: ReactNode }) =>
      h("section", { title }, children);
    const element = (depth: number): ReactNode => {
      const children = Array.from({ length: depth ? random(5) : 0 }, () => element(depth - 1));
      if (random(6) === 0) return text();
      if (random(10) === 0)
        return h(
          Suspense,
          { fallback: h("p", null, text()) },
          h(Inside, { title: text() }, ...children),
        );
      return h(
        ["div", "p", "a", "span", "svg"][random(5)]!,
        { className: text(), "data-note": text(), hidden: random(2) === 0 },
        text(),
        ...children,
      );
    };
    for (let page = 0; page < 300; page++) {
      const tree = h("main", null, element(4));
      const [patched, published] = await Promise.all([
        renderWith(PATCHED, tree),
        renderWith(PUBLISHED, tree),
      ]);
      expect(patched.equals(published), `page ${page}`).toBe(true);
    }
  });
});
