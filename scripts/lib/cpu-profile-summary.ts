/** What a V8 CPU profile of the Worker says: its busy time, and where it went by function. */
import type { CpuProfile, CpuProfileNode } from "./worker-inspector";

/** Samples V8 takes while the isolate waits: not CPU the requests cost. */
const IDLE = new Set(["(idle)", "(root)"]);

export interface FunctionTime {
  name: string;
  /** Milliseconds in the function itself. */
  selfMs: number;
  /** Milliseconds in it or what it called (a sample counts once however deep it recurses). */
  totalMs: number;
}

export interface ProfileSummary {
  /** Milliseconds the isolate was busy (samples not idle) over the profile. */
  busyMs: number;
  functions: FunctionTime[];
}

function nameOf({ callFrame }: CpuProfileNode) {
  const file = callFrame.url.split("/").pop() || "";
  const name = callFrame.functionName || "(anonymous)";
  if (!file) return name;
  return `${name} ${file}:${callFrame.lineNumber + 1}`;
}

export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busyUs = 0;
  profile.samples.forEach((id, index) => {
    // A sample's delta is the time since the previous sample; the next one's covers this one.
    const us = profile.timeDeltas[index + 1] ?? 0;
    const node = byId.get(id);
    if (!node || IDLE.has(node.callFrame.functionName)) return;
    busyUs += us;
    const leaf = nameOf(node);
    self.set(leaf, (self.get(leaf) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const name = nameOf(byId.get(at)!);
      if (seen.has(name) || name === "(root)") continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + us);
    }
  });
  const functions = [...self.keys(), ...total.keys()]
    .filter((name, index, all) => all.indexOf(name) === index)
    .map((name) => ({
      name,
      selfMs: (self.get(name) ?? 0) / 1000,
      totalMs: (total.get(name) ?? 0) / 1000,
    }));
  return { busyMs: busyUs / 1000, functions };
}

/** The `top` functions by self time, as a Markdown table with each one's share per request. */
export function printProfile(title: string, summary: ProfileSummary, requests: number, top = 15) {
  const perRequest = (ms: number) => (ms / requests).toFixed(2);
  console.log(
    `\n${title}: ${requests} requests, CPU ${perRequest(summary.busyMs)} ms a request (busy ${summary.busyMs.toFixed(0)} ms)\n`,
  );
  console.log("| function (self time) | self ms / request | total ms / request |");
  console.log("| --- | ---: | ---: |");
  const sorted = [...summary.functions].sort((a, b) => b.selfMs - a.selfMs).slice(0, top);
  for (const fn of sorted)
    console.log(`| ${fn.name} | ${perRequest(fn.selfMs)} | ${perRequest(fn.totalMs)} |`);
}

/** The functions whose name contains one of `names`, by total time. */
export function printInclusive(summary: ProfileSummary, requests: number, names: string[]) {
  console.log("\n| function (total time, callees included) | ms / request |");
  console.log("| --- | ---: |");
  for (const wanted of names) {
    const matches = summary.functions.filter((fn) => fn.name.split(" ")[0] === wanted);
    const best = matches.sort((a, b) => b.totalMs - a.totalMs)[0];
    if (best) console.log(`| ${best.name} | ${(best.totalMs / requests).toFixed(2)} |`);
  }
}
