/**
 * The V8 inspector of the Worker served by `npm start` with WORKER_INSPECTOR_PORT set
 * (scripts/lib/worker-server.ts), for what only the isolate itself can tell: how much of its
 * heap it uses. That heap is what a Worker's 128 MB limit counts, unlike workerd's resident
 * memory, which also holds the runtime, Miniflare's own workers and freed pages.
 */
import WebSocket from "ws";

/** Miniflare names the Worker's inspector target after the Worker (wrangler.toml's `name`). */
const WORKER_TARGET = "core:user:aidev-site";

export interface WorkerInspector {
  /** The isolate's V8 heap in use, in MB (garbage not yet collected included). */
  heapUsedMb(): Promise<number>;
  /**
   * The heap still in use after a full garbage collection: what the isolate holds. workerd
   * answers no `HeapProfiler.collectGarbage`; a heap snapshot collects first, so one is taken
   * and its chunks dropped.
   */
  heapHeldMb(): Promise<number>;
  /** Starts V8's sampling CPU profiler, one sample every `intervalUs` microseconds. */
  startCpuProfile(intervalUs?: number): Promise<void>;
  /** Stops it and returns the profile (Chrome DevTools' `.cpuprofile` format). */
  stopCpuProfile(): Promise<CpuProfile>;
  close(): void;
}

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds between one sample and the one before it. */
  timeDeltas: number[];
}

export async function openWorkerInspector(port: number): Promise<WorkerInspector> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/${WORKER_TARGET}`);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let lastId = 0;
  const pending = new Map<number, (result: Record<string, unknown>) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: Record<string, unknown> };
    // Events (a snapshot's chunks) carry no id.
    if (message.id === undefined) return;
    pending.get(message.id)?.(message.result ?? {});
    pending.delete(message.id);
  });
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = ++lastId;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  const heapUsedMb = async () => {
    const { usedSize } = await call("Runtime.getHeapUsage");
    return Number(usedSize) / 1024 / 1024;
  };
  return {
    heapUsedMb,
    async heapHeldMb() {
      await call("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
      return heapUsedMb();
    },
    async startCpuProfile(intervalUs = 100) {
      await call("Profiler.enable");
      await call("Profiler.setSamplingInterval", { interval: intervalUs });
      await call("Profiler.start");
    },
    async stopCpuProfile() {
      const { profile } = await call("Profiler.stop");
      return profile as CpuProfile;
    },
    close: () => socket.close(),
  };
}
