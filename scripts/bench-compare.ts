/**
 * `npm run bench -- --compare <checkout> --posts 2000`: the Worker's CPU for each kind of cold
 * request (bench-profile.ts's kinds) in this checkout and in another one, say a worktree of
 * main, measured side by side. This machine's speed drifts by up to a third between runs
 * minutes apart, so two runs of `--profile` cannot tell a 10% change from noise; two servers
 * taking turns can.
 *
 * Both checkouts' `npm start` (each builds its own tree with its own node_modules) serve one
 * database of that many posts. For each kind, in `COMPARE_ROUNDS` rounds (default 8), each
 * server gets a batch of `COMPARE_BATCH` cold requests (default 100), the first server
 * alternating between rounds, and the CPU time its workerd used for the batch is read from
 * /proc. The table gives each side's median CPU per request and the median of the per-round
 * ratios (this checkout ÷ the other): below 1 means this checkout is cheaper.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { coldKinds, send } from "./bench-profile";
import { benchAdmin, fillBlog, startServer, type BenchServer } from "./bench-scale";
import { median } from "./lib/bench-measure";
import { createScratchDatabase } from "./lib/scratch-database";
import { cpuMs, workerdProcesses } from "./lib/workerd-usage";

const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 8);
const BATCH = Number(process.env.COMPARE_BATCH ?? 100);

export async function benchCompare(otherCheckout: string, count: number) {
  const other = path.resolve(otherCheckout);
  if (!existsSync(path.join(other, "scripts", "start.ts")))
    throw new Error(`--compare: ${other} is not a checkout of this project`);
  if (!existsSync(path.join(other, "node_modules")))
    throw new Error(`--compare: run npm ci in ${other} first`);
  if (!Number.isInteger(count) || count < 1) throw new Error("--posts takes a positive number");
  const database = await createScratchDatabase();
  const servers: BenchServer[] = [];
  try {
    await fillBlog(database.url, database.wsProxy, count);
    const admin = benchAdmin();
    // One after the other: both build on start, and the machine has two cores.
    servers.push(await startServer(database.url, admin));
    servers.push(await startServer(database.url, admin, {}, other));
    const sides = servers.map((server) => ({
      server,
      pids: workerdProcesses(server.processGroup),
    }));
    // A first batch and ROUNDS more of each kind, for each of the two servers.
    const kinds = coldKinds(count, process.env.PROFILE_ONLY, 2 * (ROUNDS + 1) * BATCH);
    let offset = 0;
    // Lazy compilation and first-time work, unmeasured.
    for (const kind of kinds)
      for (const { server } of sides) await send(server.url, kind, (offset += BATCH), BATCH);

    console.log(
      `\nworkerd CPU ms per cold request: this checkout against ${other}, ${ROUNDS} rounds of ${BATCH}\n`,
    );
    console.log("| what | this checkout | other | ratio (median of rounds) |");
    console.log("| --- | ---: | ---: | ---: |");
    for (const kind of kinds) {
      const perRequest: [number[], number[]] = [[], []];
      const ratios: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 ? [1, 0] : [0, 1];
        const measured: number[] = [];
        for (const side of order) {
          const { server, pids } = sides[side]!;
          const before = cpuMs(pids);
          await send(server.url, kind, (offset += BATCH), BATCH);
          measured[side] = (cpuMs(pids) - before) / BATCH;
        }
        perRequest[0].push(measured[0]!);
        perRequest[1].push(measured[1]!);
        ratios.push(measured[0]! / measured[1]!);
      }
      console.log(
        `| ${kind.name} | ${median(perRequest[0]).toFixed(1)} | ${median(perRequest[1]).toFixed(1)} | ${median(ratios).toFixed(2)} |`,
      );
    }
  } finally {
    for (const server of servers) server.stop();
    await database.dispose();
  }
}
