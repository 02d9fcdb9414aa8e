import { describe, expect, it } from "vitest";
import { clientIp, clientNetwork, visitorHash } from "./client-ip.server";

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

describe("clientNetwork", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002::ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["2001:db8:1:2:3:4:192.0.2.1", "2001:db8:1:2::/64"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::ffff:c000:0201", "192.0.2.1"],
    ["unknown", "unknown"],
    ["2001:db8::1::2", "2001:db8::1::2"],
    ["2001:db8:1:2:3:4:5", "2001:db8:1:2:3:4:5"],
    ["2001:db8:1:2:3:4:5:6:7", "2001:db8:1:2:3:4:5:6:7"],
    ["2001:db8:g::1", "2001:db8:g::1"],
    ["::ffff:300.0.2.1", "::ffff:300.0.2.1"],
  ])("counts %s as %s", (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });

  it("counts every address of one IPv6 /64 as one network, and the next /64 apart", () => {
    expect(clientNetwork("2001:db8:1:2::1")).toBe(
      clientNetwork("2001:db8:1:2:ffff:ffff:ffff:ffff"),
    );
    expect(clientNetwork("2001:db8:1:2::1")).not.toBe(clientNetwork("2001:db8:1:3::1"));
  });
});
