import { decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_TTL_S, keyId, signToken, verifyToken } from "./jwt.server";

const secret = "a-test-secret-that-is-long-enough-for-hs256!";
const now = new Date("2026-01-01T12:00:00Z");

describe("admin API tokens", () => {
  it("accepts a token only as its own kind", async () => {
    const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000);
    const { token } = await signToken(
      secret,
      "access",
      { userId: "u1", sessionId: 7, expiresAt },
      now,
    );
    expect(await verifyToken(secret, "access", token, now)).toMatchObject({
      userId: "u1",
      sessionId: 7,
    });
    expect(await verifyToken(secret, "refresh", token, now)).toBeNull();
    expect(await verifyToken(secret, "challenge", token, now)).toBeNull();
  });

  it("expires access tokens after 15 minutes", async () => {
    const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000);
    const { token } = await signToken(
      secret,
      "access",
      { userId: "u1", sessionId: 7, expiresAt },
      now,
    );
    expect(
      await verifyToken(secret, "access", token, new Date(now.getTime() + 14 * 60 * 1000)),
    ).not.toBeNull();
    expect(
      await verifyToken(secret, "access", token, new Date(now.getTime() + 16 * 60 * 1000)),
    ).toBeNull();
  });

  it("refuses a token signed with another secret or tampered with", async () => {
    const expiresAt = new Date(now.getTime() + 60_000);
    const { token } = await signToken(
      secret,
      "access",
      { userId: "u1", sessionId: 7, expiresAt },
      now,
    );
    expect(
      await verifyToken("another-secret-that-is-also-long-enough!!", "access", token, now),
    ).toBeNull();
    const [header, payload, signature] = token.split(".");
    const forged = JSON.stringify({
      ...JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/"))),
      sub: "admin",
    });
    const forgedPayload = btoa(forged).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    expect(
      await verifyToken(secret, "access", `${header}.${forgedPayload}.${signature}`, now),
    ).toBeNull();
  });

  it("signs with the newest secret, names it, and verifies with any listed one", async () => {
    const older = "the-previous-secret-still-listed-during-rotation";
    const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000);
    const claims = { userId: "u1", sessionId: 7, expiresAt };
    const { token: oldToken } = await signToken(older, "access", claims, now);
    const { token: newToken } = await signToken([secret, older], "access", claims, now);

    expect(decodeProtectedHeader(newToken).kid).toBe(await keyId(secret));
    expect(await keyId(secret)).not.toBe(await keyId(older));
    expect(await verifyToken([secret, older], "access", oldToken, now)).not.toBeNull();
    expect(await verifyToken(secret, "access", newToken, now)).not.toBeNull();
    expect(await verifyToken(secret, "access", oldToken, now)).toBeNull();
  });
});
