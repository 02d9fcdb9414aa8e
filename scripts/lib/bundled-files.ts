/**
 * Which files a bundle takes, built the way the Remix compiler builds: with its own esbuild,
 * and for the Worker with the server's conditions and main fields from remix.config.js. The
 * tests of patches/ use it to see that the Worker's build takes the patched copy of a package.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type * as esbuild from "esbuild";
import remixConfig from "../../remix.config.js";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

const require = createRequire(import.meta.url);
const remixEsbuild = createRequire(require.resolve("@remix-run/dev/package.json"))(
  "esbuild",
) as typeof esbuild;

export type Target = Pick<esbuild.BuildOptions, "platform" | "conditions" | "mainFields">;

/** The Worker's build, as remix.config.js sets it. */
export const workerTarget: Target = {
  platform: remixConfig.serverPlatform,
  conditions: remixConfig.serverConditions,
  mainFields: remixConfig.serverMainFields,
};

/**
 * The files, relative to the project, that a production bundle of `source` (a module's text)
 * takes: `NODE_ENV` is "production", as in `npm run build`.
 */
export async function bundledFiles(target: Target, source: string) {
  const { metafile } = await remixEsbuild.build({
    ...target,
    define: { "process.env.NODE_ENV": '"production"' },
    stdin: { contents: source, resolveDir: projectRoot },
    absWorkingDir: projectRoot,
    bundle: true,
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  return Object.keys(metafile.inputs);
}
