import { describe, expect, it } from "vitest";
import { deploymentVarsIssues, EnvError, parseEnv } from "./env.server";

const secret = "s".repeat(32);
/** What a local Worker is given: no SITE_URL, as in the README's `npm start`. */
const local = {
  DATABASE_URL: "postgres://postgres@127.0.0.1:5432/site",
  SESSION_SECRET: secret,
  JWT_SECRET: secret,
  ENCRYPTION_KEY: secret,
};

describe("SITE_URL", () => {
  it("may be left out in development, where each request's own origin stands in", () => {
    expect(parseEnv({ ...local }).SITE_URL).toBeUndefined();
    expect(deploymentVarsIssues({ APP_ENV: "development" })).toEqual([]);
  });

  it.each(["staging", "production"])(
    "is required in %s: the Worker and the deploy refuse it, naming the variable",
    (APP_ENV) => {
      expect(() => parseEnv({ ...local, APP_ENV })).toThrow(EnvError);
      expect(() => parseEnv({ ...local, APP_ENV, SITE_URL: "" })).toThrow(
        `SITE_URL: SITE_URL is required when APP_ENV is ${APP_ENV}`,
      );
      expect(deploymentVarsIssues({ APP_ENV, MAIL_FROM: "hello@example.com" })).toEqual([
        expect.stringMatching(
          new RegExp(
            `^SITE_URL: SITE_URL is required when APP_ENV is ${APP_ENV}: .*\\[env\\.${APP_ENV}\\.vars\\]`,
          ),
        ),
      ]);
    },
  );

  it("is taken in production when it is an address", () => {
    const site = {
      APP_ENV: "production",
      SITE_URL: "https://www.example.com",
      MAIL_FROM: "hello@example.com",
    };
    expect(parseEnv({ ...local, ...site }).SITE_URL).toBe("https://www.example.com");
    expect(deploymentVarsIssues(site)).toEqual([]);
    expect(deploymentVarsIssues({ ...site, SITE_URL: "www.example.com" })).toEqual([
      expect.stringMatching(/^SITE_URL: /),
    ]);
  });
});

describe("MAIL_FROM", () => {
  it("defaults to a placeholder in development, where mail stays in the local outbox", () => {
    expect(parseEnv({ ...local }).MAIL_FROM).toMatch(/@/);
  });

  it.each(["staging", "production"])("is required in %s", (APP_ENV) => {
    expect(deploymentVarsIssues({ APP_ENV, SITE_URL: "https://www.example.com" })).toEqual([
      expect.stringMatching(/^MAIL_FROM: MAIL_FROM is required when APP_ENV is /),
    ]);
  });

  it.each(["hello@example.com\r\nBcc: victim@example.com", "Kaleon <hello@example.com>", "nobody"])(
    "refuses %j: only one plain address reaches the From header",
    (MAIL_FROM) => {
      expect(() => parseEnv({ ...local, MAIL_FROM })).toThrow(/MAIL_FROM/);
    },
  );
});
