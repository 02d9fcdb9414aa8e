import { describe, expect, it } from "vitest";
import { clientIp, visitorHash } from "./client-ip.server";

const requestWith = (headers: Record<string, string>) =>
  new Request("https://site.example/", { headers });

describe("clientIp", () => {
  it("reads the address Cloudflare's edge sets", () => {
    expect(clientIp(requestWith({ "CF-Connecting-IP": "198.51.100.7" }))).toBe("198.51.100.7");
  });

  it("ignores X-Forwarded-For, which any client can write", () => {
    expect(clientIp(requestWith({ "X-Forwarded-For": "203.0.113.1, 10.0.0.1" }))).toBe("unknown");
    expect(
      clientIp(
        requestWith({ "CF-Connecting-IP": "198.51.100.7", "X-Forwarded-For": "203.0.113.1" }),
      ),
    ).toBe("198.51.100.7");
  });
});

describe("visitorHash", () => {
  const salt = "a-salt-long-enough-for-the-test";
  const browser = (ip: string, agent: string) =>
    requestWith({ "CF-Connecting-IP": ip, "User-Agent": agent });

  it("is the same for one browser at one address and differs otherwise, without either in clear", async () => {
    const first = await visitorHash(browser("198.51.100.7", "Firefox"), salt);
    expect(await visitorHash(browser("198.51.100.7", "Firefox"), salt)).toBe(first);
    expect(await visitorHash(browser("198.51.100.7", "Chrome"), salt)).not.toBe(first);
    expect(await visitorHash(browser("198.51.100.8", "Firefox"), salt)).not.toBe(first);
    expect(await visitorHash(browser("198.51.100.7", "Firefox"), `${salt}-rotated`)).not.toBe(
      first,
    );
    expect(first).toMatch(/^[0-9a-f]{64}$/);
  });
});
