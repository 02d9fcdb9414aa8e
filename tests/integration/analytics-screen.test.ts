/**
 * The Analytics screen as a browser without JavaScript uses it: each table of the chosen range
 * downloads as CSV, holding the columns and rows the screen shows (formulas defused), and a
 * download of an unknown table or a bad range is a 400 with its reason.
 */
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsDaily, contactSubmissions } from "~db/schema";
import { createAdmin, signInWithForm } from "../support/admin";
import { request, withDb } from "../support/worker";

const tag = crypto.randomUUID().slice(0, 8);
const DAY = 24 * 60 * 60 * 1000;
// Days of their own, years back, that no other test's rollups fill.
const from = new Date(Date.UTC(2021, 0, 1) + Math.floor(Math.random() * 360) * DAY);
const day = (offset: number) => new Date(from.getTime() + offset * DAY).toISOString().slice(0, 10);
const range = `from=${day(0)}&to=${day(2)}`;
const source = `news-${tag}`;
const campaign = `launch-${tag}`;
let cookie = "";
const leadIds: number[] = [];

beforeAll(async () => {
  await withDb(async (db) => {
    await db.insert(analyticsDaily).values([
      { day: day(0), metric: "visits", dimension: "", events: 30, visitors: 10 },
      { day: day(1), metric: "visits", dimension: "", events: 12, visitors: 6 },
      { day: day(0), metric: "source", dimension: source, events: 12, visitors: 8 },
      {
        day: day(0),
        metric: "campaign",
        dimension: JSON.stringify([campaign, source, "email"]),
        events: 12,
        visitors: 8,
      },
      { day: day(1), metric: "search", dimension: `=HYPERLINK("x")${tag}`, events: 3, visitors: 2 },
      {
        day: day(1),
        metric: "search_empty",
        dimension: `=HYPERLINK("x")${tag}`,
        events: 1,
        visitors: 1,
      },
    ]);
    const leads = await db
      .insert(contactSubmissions)
      .values([
        {
          firstName: "Attributed",
          lastName: tag,
          email: `lead@${tag}.example`,
          message: "We came from your newsletter.",
          createdAt: new Date(from.getTime() + 10 * 60 * 60 * 1000),
          attribution: {
            firstTouch: {
              source,
              medium: "email",
              campaign,
              term: null,
              content: null,
              referrer: null,
              landingPage: `/?utm_source=${source}`,
              at: from.toISOString(),
            },
            lastTouch: null,
            pageViews: 2,
          },
        },
        // A visitor who refused analytics: an enquiry, but not one of the counted visitors.
        {
          firstName: "Unattributed",
          lastName: tag,
          email: `refused@${tag}.example`,
          message: "We found you without analytics.",
          createdAt: new Date(from.getTime() + 11 * 60 * 60 * 1000),
          attribution: null,
        },
      ])
      .returning({ id: contactSubmissions.id });
    leadIds.push(...leads.map((lead) => lead.id));
  });
  const admin = await createAdmin({ role: "admin" });
  cookie = await signInWithForm(admin.email, admin.password);
});

afterAll(() =>
  withDb(async (db) => {
    await db.delete(contactSubmissions).where(inArray(contactSubmissions.id, leadIds));
    await db.delete(analyticsDaily).where(inArray(analyticsDaily.day, [day(0), day(1), day(2)]));
  }),
);

const download = (query: string) =>
  request(`/admin/analytics.csv?${query}`, { headers: { Cookie: cookie } });

async function csvLines(query: string) {
  const response = await download(query);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  return { response, lines: (await response.text()).trimEnd().split("\r\n") };
}

describe("the analytics screen's CSV downloads", () => {
  it("link from each table to its CSV for the range shown", async () => {
    const response = await request(`/admin/analytics?${range}`, { headers: { Cookie: cookie } });
    const html = (await response.text()).replaceAll("<!-- -->", "");
    for (const [table, title] of [
      ["daily", "By day"],
      ["sources", "Sources"],
      ["campaigns", "Campaigns"],
      ["pages", "Top pages"],
      ["posts", "Top posts"],
      ["searches", "Site searches"],
      ["not-found", "Not found"],
    ]) {
      expect(html).toContain(
        `href="/admin/analytics.csv?table=${table}&amp;from=${day(0)}&amp;to=${day(2)}" download=""`,
      );
      expect(html).toContain(`Download CSV<span class="sr-only"> of ${title}</span>`);
    }
  });

  it("count every enquiry, and conversion only over the enquiries of counted visitors", async () => {
    const response = await request(`/admin/analytics?${range}`, { headers: { Cookie: cookie } });
    const html = (await response.text()).replaceAll("<!-- -->", "");
    const card = (label: string) =>
      html.match(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]*)</dd>`))?.[1];
    expect(card("Visitors")).toBe("16");
    expect(card("Enquiries")).toBe("2");
    // 1 attributed enquiry of 16 visitors; the enquiry without consent is no visitor's.
    expect(card("Conversion rate")).toBe("6.3 %");
  });

  it("hold the rows the screen shows, formulas defused", async () => {
    const daily = await csvLines(`table=daily&${range}`);
    expect(daily.response.headers.get("content-disposition")).toBe(
      `attachment; filename="analytics-daily-${day(0)}-to-${day(2)}.csv"`,
    );
    expect(daily.lines).toEqual([
      "Day,Visitors,Page views,Enquiries",
      `${day(0)},10,30,2`,
      `${day(1)},6,12,0`,
      `${day(2)},0,0,0`,
    ]);

    const sources = await csvLines(`table=sources&${range}`);
    expect(sources.lines[0]).toBe("Source,Visitors,Enquiries,Conversion");
    expect(sources.lines).toContain(`${source},8,1,12.5 %`);

    const campaigns = await csvLines(`table=campaigns&${range}`);
    expect(campaigns.lines[0]).toBe("Campaign,Source / medium,Visitors,Enquiries,Conversion");
    expect(campaigns.lines).toContain(`${campaign},${source} / email,8,1,12.5 %`);

    const searches = await csvLines(`table=searches&${range}`);
    expect(searches.lines).toContain(`"'=HYPERLINK(""x"")${tag}",3,2`);

    // The last 7 days, as the screen's preset links ask for them.
    const notFound = await csvLines("table=not-found&days=7");
    expect(notFound.lines[0]).toBe("Path,Times");
  });

  it("refuse an unknown table or a bad range with the reason, and ask for a sign-in", async () => {
    const unknown = await download(`table=visitors&${range}`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      message: "table must be one of daily, sources, campaigns, pages, posts, searches, not-found",
    });
    const backwards = await download(`table=daily&from=${day(2)}&to=${day(0)}`);
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({
      message: "The start date must not be after the end date.",
    });
    const anonymous = await request(`/admin/analytics.csv?table=daily&${range}`, {
      redirect: "manual",
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});
