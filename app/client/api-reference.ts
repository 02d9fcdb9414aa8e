/**
 * The API reference (Scalar), mounted in the browser on /api/docs only. Its self-contained
 * bundle is a static file of its own (public/vendor/, copied at build time), loaded here by a
 * script this trusted module inserts, which the CSP's 'strict-dynamic' admits.
 */
const SCRIPT_URL = "/vendor/scalar-api-reference.js";

interface ScalarGlobal {
  createApiReference(
    element: HTMLElement,
    configuration: Record<string, unknown>,
  ): { destroy(): void };
}

declare global {
  interface Window {
    Scalar?: ScalarGlobal;
  }
}

function loadScalar(): Promise<ScalarGlobal> {
  if (window.Scalar) return Promise.resolve(window.Scalar);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.addEventListener("load", () =>
      window.Scalar ? resolve(window.Scalar) : reject(new Error("Scalar did not load")),
    );
    script.addEventListener("error", () => reject(new Error(`${SCRIPT_URL} did not load`)));
    document.head.appendChild(script);
  });
}

/** Renders the reference of the document at `documentUrl` into `element`; returns its unmount. */
export async function mountApiReference(element: HTMLElement, documentUrl: string) {
  const scalar = await loadScalar();
  const reference = scalar.createApiReference(element, {
    url: documentUrl,
    // Fonts, telemetry, the AI agent and MCP would reach third parties the CSP refuses.
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    hideClientButton: true,
    showDeveloperTools: "never",
  });
  return () => reference.destroy();
}
