/**
 * Documents are rendered whole (app/http/document-render.server.tsx): at once when nothing
 * suspends, by React's stream renderer when something does, and Remix's data reaches the
 * browser in one script after the document.
 */
import type { EntryContext } from "@remix-run/cloudflare";
import { createElement, lazy, Suspense, type ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { dataHandoffScript, renderDocument, takeDataHandoff } from "~/http/document-render.server";
import { request } from "../support/worker";

function streamOptions() {
  return { nonce: "n0nce", signal: new AbortController().signal, onError: vi.fn() };
}

/** A component whose module arrives only when `arrive` is called, as a lazy import would. */
function lateComponent(text: string) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Loaded: ComponentType = () => createElement("p", null, text);
  const Late = lazy(() => arrived.then(() => ({ default: Loaded })));
  return { Late, arrive };
}

function page(...children: ReturnType<typeof createElement>[]) {
  return createElement("html", null, createElement("body", null, ...children));
}

describe("renderDocument", () => {
  it("renders a page that does not suspend, with its doctype", async () => {
    const html = await renderDocument(page(createElement("h1", null, "Hello")), streamOptions());
    expect(html).toBe("<!DOCTYPE html><html><body><h1>Hello</h1></body></html>");
  });

  it("waits for a component that suspends outside any boundary", async () => {
    const { Late, arrive } = lateComponent("Loaded late");
    const rendered = renderDocument(page(createElement(Late)), streamOptions());
    arrive();
    const html = await rendered;
    expect(html).toMatch(/^<!DOCTYPE html><html>/);
    expect(html).toContain("<p>Loaded late</p>");
  });

  it("waits for a component that suspends inside a boundary instead of leaving it out", async () => {
    const { Late, arrive } = lateComponent("Inside a boundary");
    const rendered = renderDocument(
      page(
        createElement(Suspense, { fallback: createElement("i", null, "…") }, createElement(Late)),
      ),
      streamOptions(),
    );
    arrive();
    const html = await rendered;
    expect(html).toContain("Inside a boundary");
    expect(html).not.toContain("<!--$!-->");
  });

  it("passes a render's error on to onError and rejects, as the stream renderer did", async () => {
    const Broken: ComponentType = () => {
      throw new Error("broken component");
    };
    const options = streamOptions();
    await expect(renderDocument(page(createElement(Broken)), options)).rejects.toThrow(
      "broken component",
    );
    expect(options.onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "broken component" }),
    );
  });
});

describe("the data handoff", () => {
  const rendered = { renderMeta: { didRenderScripts: true } } as unknown as EntryContext;

  it("reads Remix's data whole and leaves no stream for RemixServer to transfer", async () => {
    const context = {
      serverHandoffStream: new Response("[1,2,").body!.pipeThrough(
        new TransformStream({
          transform(chunk, controller) {
            controller.enqueue(chunk);
            controller.enqueue(new TextEncoder().encode("3]"));
          },
        }),
      ),
    } as unknown as EntryContext;
    expect(await takeDataHandoff(context)).toBe("[1,2,3]");
    expect(context.serverHandoffStream).toBeUndefined();
  });

  it("cannot close its script or open markup, whatever the data holds", () => {
    const data = `["</script><script>alert(1)</script>","<!--","a & b","\u2028\u2029"]`;
    const script = dataHandoffScript(data, rendered, "n0nce");
    const inside = /^<script nonce="n0nce">(.*)<\/script>$/s.exec(script)?.[1];
    expect(inside).toBeDefined();
    expect(inside).not.toMatch(/[<>&\u2028\u2029]/);
    const literal = /enqueue\((".*")\);window/s.exec(inside!)![1]!;
    expect(JSON.parse(literal)).toBe(data);
  });

  it("is left out of a document that loads no scripts", () => {
    const withoutScripts = { renderMeta: {} } as unknown as EntryContext;
    expect(dataHandoffScript("[1]", withoutScripts, "n0nce")).toBe("");
    expect(dataHandoffScript(null, rendered, "n0nce")).toBe("");
  });
});

describe("a page the Worker serves", () => {
  it("hands its data over in one script, under the page's CSP nonce", async () => {
    const response = await request("/blog");
    expect(response.status).toBe(200);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get("Content-Security-Policy") ?? "",
    )?.[1];
    expect(nonce).toBeTruthy();
    const handoffs = html.match(/<script nonce="[^"]+">window\.__remixContext\.streamController/g);
    expect(handoffs).toEqual([`<script nonce="${nonce}">window.__remixContext.streamController`]);
    expect(html).toMatch(/streamController\.close\(\);<\/script>$/);
    // No Suspense boundary was streamed, so React sent none of its own scripts either.
    expect(html).not.toMatch(/<!--\$|\$RC/);
  });
});
