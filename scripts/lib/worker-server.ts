/**
 * Serves the built Worker in workerd through Miniflare, configured from wrangler.toml (assets
 * with their _headers, the R2 bucket, compatibility flags) the way `wrangler dev` configures it,
 * but without wrangler's reload proxy in front. That proxy turns a request the browser aborts
 * mid-flight into a fatal error and exits (cloudflare/workers-sdk#15203, #15451): one reload at
 * the wrong moment ended a whole end-to-end run. Decision 0015.
 */
import path from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { projectRoot } from "./local-stack";
import { mailOutbox } from "./mail-outbox";

interface WorkerServer {
  url: string;
  close(): Promise<void>;
}

export async function startWorkerServer({
  port,
  vars,
  persistDir,
  kvPersistDir = path.join(persistDir, "kv"),
  mailDir,
}: {
  port: number;
  /** Variables and secrets, as `wrangler dev` reads them from an env file. */
  vars: Record<string, string | undefined>;
  /** Where the emulated R2 bucket, KV namespace and Cache API keep their data. */
  persistDir: string;
  /**
   * Where the KV namespace keeps its data, when not in `persistDir`: servers given the same one
   * share it as data centres share Workers KV, each keeping its own Cache API.
   */
  kvPersistDir?: string;
  /** Where the EMAIL binding keeps each message as an .eml file (nothing is sent). */
  mailDir: string;
}): Promise<WorkerServer> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(
    path.join(projectRoot, "wrangler.toml"),
  );
  const definedVars = Object.fromEntries(
    Object.entries(vars).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const outbox = mailOutbox(mailDir);
  // EMAIL is the outbox's, not Miniflare's simulation (./mail-outbox.ts says why).
  const { email: _simulatedEmail, ...siteOptions } = workerOptions as typeof workerOptions & {
    email?: unknown;
  };
  const site = {
    ...siteOptions,
    name: "aidev-site",
    // The build is one ES module; listed, because Miniflare cannot follow its dynamic imports.
    modules: [{ type: "ESModule", path: path.join(projectRoot, "build", "index.js") }],
    modulesRoot: projectRoot,
    bindings: { ...workerOptions.bindings, ...definedVars },
    serviceBindings: { ...workerOptions.serviceBindings, EMAIL: outbox.binding },
  };
  const miniflare = new Miniflare({
    workers: [site, outbox.worker],
    host: "127.0.0.1",
    port,
    // The real `request.cf` would be fetched from the internet; a placeholder is enough here.
    cf: false,
    r2Persist: path.join(persistDir, "r2"),
    kvPersist: kvPersistDir,
    cachePersist: path.join(persistDir, "cache"),
    // GET /cdn-cgi/handler/scheduled runs the Cron handler, as under `wrangler dev`.
    unsafeTriggerHandlers: true,
    log: new Log(LogLevel.WARN),
    // The Worker logs every request itself; Miniflare's own line per request is not shown at
    // WARN, but asking for it still costs its entry worker a copy of every response.
    logRequests: false,
    // For profiling: the V8 inspector of the Worker (Chrome DevTools, or a CPU profile script).
    inspectorPort: process.env.WORKER_INSPECTOR_PORT
      ? Number(process.env.WORKER_INSPECTOR_PORT)
      : undefined,
  } as ConstructorParameters<typeof Miniflare>[0]);
  const url = await miniflare.ready;
  return { url: url.href, close: () => miniflare.dispose() };
}
