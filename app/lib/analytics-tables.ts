/**
 * The Analytics screen's tables, written once for both places they appear: on the screen and
 * in each table's CSV download, so a download holds exactly the columns and rows shown.
 */

/** What the tables are drawn from: the analytics report of one range. */
export interface AnalyticsTablesReport {
  daily: { date: string; visitors: number; pageviews: number; leads: number }[];
  sources: { source: string; visitors: number; leads: number }[];
  campaigns: {
    campaign: string;
    source: string;
    medium: string;
    visitors: number;
    leads: number;
  }[];
  topPages: { path: string; pageviews: number; visitors: number }[];
  topPosts: { path: string; pageviews: number; averageScrollDepth: number | null; leads: number }[];
  searches: { term: string; count: number; results: number }[];
  notFound: { path: string; count: number }[];
}

export const ANALYTICS_TABLE_IDS = [
  "daily",
  "sources",
  "campaigns",
  "pages",
  "posts",
  "searches",
  "not-found",
] as const;
export type AnalyticsTableId = (typeof ANALYTICS_TABLE_IDS)[number];

export interface AnalyticsTable {
  id: AnalyticsTableId;
  title: string;
  headers: string[];
  rows: (string | number)[][];
  /** Said in place of the rows when there are none. */
  empty: string;
}

/** Enquiries per hundred visitors. */
export const conversionRate = (leads: number, visitors: number) =>
  visitors ? (leads / visitors) * 100 : 0;
export const percent = (value: number) => `${value.toFixed(1)} %`;

export function analyticsTables(
  report: AnalyticsTablesReport,
): Record<AnalyticsTableId, AnalyticsTable> {
  return {
    daily: {
      id: "daily",
      title: "By day",
      headers: ["Day", "Visitors", "Page views", "Enquiries"],
      rows: report.daily.map((day) => [day.date, day.visitors, day.pageviews, day.leads]),
      empty: "No days in this range.",
    },
    sources: {
      id: "sources",
      title: "Sources",
      headers: ["Source", "Visitors", "Enquiries", "Conversion"],
      rows: report.sources.map((row) => [
        row.source,
        row.visitors,
        row.leads,
        percent(conversionRate(row.leads, row.visitors)),
      ]),
      empty: "No visits in this range.",
    },
    campaigns: {
      id: "campaigns",
      title: "Campaigns",
      headers: ["Campaign", "Source / medium", "Visitors", "Enquiries", "Conversion"],
      rows: report.campaigns.map((row) => [
        row.campaign,
        `${row.source} / ${row.medium}`,
        row.visitors,
        row.leads,
        percent(conversionRate(row.leads, row.visitors)),
      ]),
      empty: "No campaign visits in this range.",
    },
    pages: {
      id: "pages",
      title: "Top pages",
      headers: ["Page", "Page views", "Visitors"],
      rows: report.topPages.map((row) => [row.path, row.pageviews, row.visitors]),
      empty: "No page views in this range.",
    },
    posts: {
      id: "posts",
      title: "Top posts",
      headers: ["Post", "Page views", "Avg. scroll depth", "Enquiries"],
      rows: report.topPosts.map((row) => [
        row.path,
        row.pageviews,
        row.averageScrollDepth === null ? "—" : `${row.averageScrollDepth} %`,
        row.leads,
      ]),
      empty: "No post was read in this range.",
    },
    searches: {
      id: "searches",
      title: "Site searches",
      headers: ["Term", "Searches", "With results"],
      rows: report.searches.map((row) => [row.term, row.count, row.results]),
      empty: "No searches in this range.",
    },
    "not-found": {
      id: "not-found",
      title: "Not found",
      headers: ["Path", "Times"],
      rows: report.notFound.map((row) => [row.path, row.count]),
      empty: "No missing pages were asked for in this range.",
    },
  };
}

export function isAnalyticsTableId(value: string | null): value is AnalyticsTableId {
  return (ANALYTICS_TABLE_IDS as readonly (string | null)[]).includes(value);
}

/** Where a table of a range downloads as CSV. */
export function analyticsTableCsvHref(
  id: AnalyticsTableId,
  { from, to }: { from: string; to: string },
) {
  return `/admin/analytics.csv?${new URLSearchParams({ table: id, from, to })}`;
}
