/**
 * What `npm start`'s workerd processes use, read from /proc (Linux only): the benches find them
 * by their process group and read their CPU time and memory.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The ids of the workerd processes in a process group. */
export function workerdProcesses(processGroup: number) {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (comm) state ppid pgrp ...": comm may hold spaces, so read around its parentheses.
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (comm === "workerd" && pgrp === processGroup) found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** CPU milliseconds (user and system) the processes used so far (100 ticks a second). */
export function cpuMs(pids: number[]) {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

/** Resident memory of the processes together, in MB. */
export function residentMb(pids: number[]) {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // Gone: it holds no memory.
    }
  }
  return kb / 1024;
}
