/**
 * The API reference's renderer (Scalar's self-contained browser bundle), copied from
 * node_modules to public/vendor/ where /api/docs loads it. Served as a file of its own rather
 * than bundled by Remix, so none of its modules (zod, for one) is shared with, and re-splits,
 * the chunks of the public pages.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "./local-stack";

export function copyApiReferenceAsset() {
  const target = path.join(projectRoot, "public/vendor/scalar-api-reference.js");
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(
    path.join(projectRoot, "node_modules/@scalar/api-reference/dist/browser/standalone.js"),
    target,
  );
}
