/** Where a visit came from: campaign parameters first, else the referrer. */
interface TrafficSource {
  source: string;
  medium: string;
  campaign?: string;
}

const SEARCH_ENGINES = [
  "google",
  "bing",
  "yahoo",
  "duckduckgo",
  "baidu",
  "yandex",
  "ecosia",
  "qwant",
  "startpage",
  "brave",
  "ask",
];
const SOCIAL_SITES: Record<string, string> = {
  "facebook.com": "facebook",
  "fb.com": "facebook",
  "instagram.com": "instagram",
  "linkedin.com": "linkedin",
  "lnkd.in": "linkedin",
  "twitter.com": "twitter",
  "x.com": "twitter",
  "t.co": "twitter",
  "reddit.com": "reddit",
  "youtube.com": "youtube",
  "pinterest.com": "pinterest",
  "tiktok.com": "tiktok",
  "threads.net": "threads",
  "mastodon.social": "mastodon",
  "news.ycombinator.com": "hackernews",
};

function hostMatches(host: string, domain: string) {
  return host === domain || host.endsWith(`.${domain}`);
}

/** The search engine's name when the host is one (google.de, www.bing.com, search.yahoo.co.jp ...). */
function searchEngine(host: string) {
  const labels = host.split(".");
  return SEARCH_ENGINES.find((engine) => labels.includes(engine));
}

export function trafficSource(pageUrl: string, referrer: string): TrafficSource {
  const page = new URL(pageUrl);
  const utmSource = page.searchParams.get("utm_source");
  if (utmSource) {
    return {
      source: utmSource,
      medium: page.searchParams.get("utm_medium") ?? "(not set)",
      campaign: page.searchParams.get("utm_campaign") ?? undefined,
    };
  }
  let referrerHost: string | null = null;
  try {
    referrerHost = referrer ? new URL(referrer).hostname.toLowerCase() : null;
  } catch {
    referrerHost = null;
  }
  if (!referrerHost || referrerHost === page.hostname)
    return { source: "direct", medium: "(none)" };
  const engine = searchEngine(referrerHost);
  if (engine) return { source: engine, medium: "organic" };
  const social = Object.entries(SOCIAL_SITES).find(([domain]) =>
    hostMatches(referrerHost!, domain),
  );
  if (social) return { source: social[1], medium: "social" };
  return { source: referrerHost.replace(/^www\./, ""), medium: "referral" };
}
