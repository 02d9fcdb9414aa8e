/**
 * Every request body is read to its end before the response goes out, whether the app read it
 * or not. The local runtime (`wrangler dev --no-bundle`, which skips wrangler's own draining
 * middleware) otherwise leaves the unread bytes on the connection: the next request on it hangs
 * or fails with 503 "Your worker restarted mid-request". Cancelling the body does not prevent
 * that, and neither does reading it after the response (in waitUntil); reading it first does.
 * See docs/decisions/0008-draining-unread-request-bodies.md.
 *
 * The app gets a request whose body is read through a pass-through stream, so an early exit
 * that never touches the body (401, 403, 405, 429) and a reader that stops at a byte cap and
 * cancels (413) both leave the rest to `drain()`. Chunks are discarded as they arrive: memory
 * stays flat however large the body.
 */
export function guardRequestBody(request: Request): {
  request: Request;
  drain(): Promise<void>;
} {
  const source = request.body;
  if (!source) return { request, drain: async () => undefined };

  const reader = source.getReader();
  // The runtime's streams allow one pending read at a time: drain() may start while the app's
  // last read is still in flight, so reads are chained.
  let lastRead: Promise<unknown> = Promise.resolve();
  const read = () => {
    const next = lastRead.then(() => reader.read());
    lastRead = next.catch(() => undefined);
    return next;
  };
  let finished = false;
  let abandoned = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await read();
      if (abandoned) return;
      if (done) {
        finished = true;
        controller.close();
      } else {
        controller.enqueue(value);
      }
    },
    // The app stopped reading (e.g. over its size limit): keep the source for drain().
    cancel() {
      abandoned = true;
    },
  });

  return {
    request: new Request(request, { body, duplex: "half" } as RequestInit),
    async drain() {
      if (finished) return;
      try {
        while (!(await read()).done) {
          // discard
        }
      } catch {
        // The client went away mid-upload: nothing left to drain.
      }
    },
  };
}

/**
 * A body's bytes, or null as soon as there are more than `maxBytes` of them (the rest is left
 * unread, for `drain()`): whatever the client declares, no more than the cap is ever held.
 */
export async function readCapped(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Whether the body's declared length (Content-Length) is already over `maxBytes`. */
export function declaredOver(request: Request, maxBytes: number) {
  return Number(request.headers.get("Content-Length") ?? "0") > maxBytes;
}
