/**
 * A stand-in for the analytics provider's script (gtag.js), served to the browser with page.route
 * in place of the configured ANALYTICS_SCRIPT_URL. Like gtag.js it reads the page's dataLayer;
 * each "event" command is POSTed to the collector URL, which the test intercepts and records.
 */
import type { Page, Request } from "@playwright/test";
import { e2eAnalytics } from "./e2e-servers";

interface CollectedEvent {
  id: string;
  name: string;
  params: Record<string, unknown>;
}

const standinScript = (collectUrl: string) => `
(function () {
  var id = new URL(document.currentScript.src).searchParams.get("id");
  function handle(command) {
    if (!command || command[0] !== "event") return;
    fetch(${JSON.stringify(collectUrl)}, {
      method: "POST",
      keepalive: true,
      body: JSON.stringify({ id: id, name: command[1], params: command[2] || {} }),
    });
  }
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(handle);
  var push = layer.push.bind(layer);
  layer.push = function (command) { handle(command); return push(command); };
})();
`;

/** Serves the stand-in provider and records what it collects, and every request for its script. */
export async function interceptAnalytics(page: Page) {
  const scriptRequests: string[] = [];
  const events: CollectedEvent[] = [];
  await page.route(`${e2eAnalytics.scriptUrl}**`, (route) => {
    scriptRequests.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: standinScript(e2eAnalytics.collectUrl),
    });
  });
  await page.route(`${e2eAnalytics.collectUrl}**`, (route) => {
    events.push(JSON.parse((route.request() as Request).postData() ?? "{}"));
    return route.fulfill({ status: 204 });
  });
  return { scriptRequests, events };
}
