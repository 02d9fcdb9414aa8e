/**
 * The daily Cron's analytics work inside workerd: finished days are rolled up into daily totals,
 * raw events older than 25 months are deleted, and rollups are kept.
 */
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsDaily, analyticsEvents } from "~db/schema";
import worker from "../../build/index.js";
import { ADMIN_PASSWORD, apiHeaders, createAdmin } from "../support/admin";
import { request, withDb } from "../support/worker";

const DAY = 24 * 60 * 60 * 1000;

async function runHousekeeping(at: Date) {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "17 3 * * *" }), env);
}

describe("the analytics rollup (daily Cron)", () => {
  it("rolls yesterday up by page, source, campaign, search and scroll depth, and deletes raw events past 25 months", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const now = new Date();
    const yesterday = new Date(now.getTime() - DAY);
    const day = yesterday.toISOString().slice(0, 10);
    const post = `/blog/rollup-${tag}`;
    const old = new Date(now);
    old.setUTCMonth(old.getUTCMonth() - 26);
    const kept = new Date(now);
    kept.setUTCMonth(kept.getUTCMonth() - 24);
    const landing = (visitor: string, source: string, campaign: string | null) => ({
      occurredAt: yesterday,
      visitor,
      kind: "page_view",
      path: post,
      data: { source, medium: "email", campaign },
    });
    await withDb(async (db) => {
      await db.insert(analyticsEvents).values([
        landing(`a-${tag}`, `news-${tag}`, `launch-${tag}`),
        landing(`b-${tag}`, `news-${tag}`, `launch-${tag}`),
        {
          ...landing(`b-${tag}`, "direct", null),
          occurredAt: new Date(yesterday.getTime() + 1000),
        },
        {
          occurredAt: yesterday,
          visitor: `a-${tag}`,
          kind: "scroll_depth",
          path: post,
          data: { depth: 50 },
        },
        {
          occurredAt: yesterday,
          visitor: `a-${tag}`,
          kind: "scroll_depth",
          path: post,
          data: { depth: 100 },
        },
        {
          occurredAt: yesterday,
          visitor: `b-${tag}`,
          kind: "scroll_depth",
          path: post,
          data: { depth: 50 },
        },
        {
          occurredAt: yesterday,
          visitor: `a-${tag}`,
          kind: "search",
          path: "/resources",
          data: { term: `none-${tag}`, results: 0 },
        },
        {
          occurredAt: yesterday,
          visitor: `a-${tag}`,
          kind: "not_found",
          path: `/gone-${tag}`,
          data: {},
        },
        {
          occurredAt: old,
          visitor: `old-${tag}`,
          kind: "page_view",
          path: `/old-${tag}`,
          data: {},
        },
        {
          occurredAt: kept,
          visitor: `kept-${tag}`,
          kind: "page_view",
          path: `/kept-${tag}`,
          data: {},
        },
      ]);
      // A rollup of a day whose raw events are long gone stays.
      await db.insert(analyticsDaily).values({
        day: old.toISOString().slice(0, 10),
        metric: "page",
        dimension: `/old-${tag}`,
        events: 7,
        visitors: 3,
      });
    });

    await runHousekeeping(now);

    const rollups = await withDb((db) =>
      db
        .select()
        .from(analyticsDaily)
        .where(like(analyticsDaily.dimension, `%${tag}%`)),
    );
    const find = (metric: string, dimension: string) =>
      rollups.find((row) => row.metric === metric && row.dimension === dimension);
    expect(find("page", post)).toMatchObject({ day, events: 3, visitors: 2 });
    expect(find("source", `news-${tag}`)).toMatchObject({ day, events: 2, visitors: 2 });
    const campaign = rollups.find(
      (row) =>
        row.metric === "campaign" &&
        JSON.stringify(JSON.parse(row.dimension)) ===
          JSON.stringify([`launch-${tag}`, `news-${tag}`, "email"]),
    );
    expect(campaign).toMatchObject({ day, visitors: 2 });
    // Average scroll depth = events / visitors: (100 + 50) / 2 readers.
    expect(find("scroll", post)).toMatchObject({ events: 150, visitors: 2 });
    expect(find("search_empty", `none-${tag}`)).toMatchObject({ events: 1 });
    expect(find("not_found", `/gone-${tag}`)).toMatchObject({ events: 1 });
    expect(find("page", `/old-${tag}`)).toMatchObject({ events: 7, visitors: 3 });

    const raw = await withDb((db) =>
      db
        .select({ path: analyticsEvents.path })
        .from(analyticsEvents)
        .where(and(like(analyticsEvents.visitor, `%-${tag}`))),
    );
    const paths = raw.map((row) => row.path);
    expect(paths).not.toContain(`/old-${tag}`);
    expect(paths).toContain(`/kept-${tag}`);
    expect(paths).toContain(post);

    // Run again: the same totals, not doubled.
    await runHousekeeping(now);
    const again = await withDb((db) =>
      db
        .select()
        .from(analyticsDaily)
        .where(and(eq(analyticsDaily.metric, "page"), eq(analyticsDaily.dimension, post))),
    );
    expect(again).toEqual([expect.objectContaining({ events: 3, visitors: 2 })]);
  });
});

describe("GET /api/v1/admin/analytics", () => {
  it("answers a range's report to an admin, and refuses ranges over 366 days or backwards", async () => {
    const admin = await createAdmin({ role: "admin" });
    const { auth } = await apiHeaders(admin.email, ADMIN_PASSWORD);
    const ok = await request("/api/v1/admin/analytics?from=2026-01-01&to=2026-01-07", {
      headers: auth,
    });
    expect(ok.status).toBe(200);
    const report = (await ok.json()) as { range: unknown; daily: unknown[]; totals: unknown };
    expect(report.range).toEqual({ from: "2026-01-01", to: "2026-01-07" });
    expect(report.daily).toHaveLength(7);
    expect(report.totals).toEqual({
      visitors: expect.any(Number),
      pageviews: expect.any(Number),
      leads: expect.any(Number),
      attributedLeads: expect.any(Number),
    });
    for (const [query, message] of [
      ["from=2025-01-01&to=2026-01-02", "A range covers at most 366 days."],
      ["from=2026-02-01&to=2026-01-01", "The start date must not be after the end date."],
      ["from=2026-02-30&to=2026-03-01", "That date does not exist."],
    ]) {
      const refused = await request(`/api/v1/admin/analytics?${query}`, { headers: auth });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message });
    }
    expect((await request("/api/v1/admin/analytics")).status).toBe(401);
  });
});
