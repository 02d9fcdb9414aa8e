/**
 * A bench's GET through node:http, its body read; its status. fetch() sends no Host header of
 * its own, so a cold row's "new site each request" would be the same site every time and its
 * pages and data would come from the cache.
 */
import { Agent, request } from "node:http";

const keepAlive = new Agent({ keepAlive: true });

export function httpGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const sent = request(url, { headers, agent: keepAlive }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
}
