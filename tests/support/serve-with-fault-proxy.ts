/**
 * Serves the built Worker like scripts/serve.ts, but with its database reached through a fault
 * proxy (scripts/lib/fault-proxy.ts) that the end-to-end fault tests cut or freeze through its
 * control endpoint. Nothing in the Worker knows: the proxy only sits in DATABASE_URL and
 * DATABASE_WS_PROXY, as a network path does. The tests' own database access goes around it.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { startFaultProxy } from "../../scripts/lib/fault-proxy";
import { projectRoot } from "../../scripts/lib/local-stack";
import { startWsProxy } from "../../scripts/lib/ws-proxy";
import { faultControlPort } from "./e2e-servers";

const databaseUrl = new URL(process.env.DATABASE_URL!);
const faultProxy = await startFaultProxy({
  target: databaseUrl.host,
  controlPort: faultControlPort,
});
const wsProxy = await startWsProxy({ allow: [faultProxy.address] });
const faultyDatabaseUrl = new URL(databaseUrl);
faultyDatabaseUrl.host = faultProxy.address;

const child = spawn("tsx", [path.join(projectRoot, "scripts", "serve.ts")], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: faultyDatabaseUrl.toString(),
    DATABASE_WS_PROXY: wsProxy.url,
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", async (code) => {
  await Promise.all([faultProxy.close(), wsProxy.close()]);
  process.exit(code ?? 0);
});
