/** Where a visit came from: campaign parameters first, else the referrer. */
import { withoutControlCharacters } from "./control-characters";

interface TrafficSource {
  source: string;
  medium: string;
  campaign?: string;
}

/**
 * The registrable domain of a host ("google.co.uk" for www.google.co.uk) and its own label
 * ("google"), or null for an IP address or a host outside any domain. The server reads it from
 * the public-suffix list (`registrable-domain.server.ts`); the browser, which is not sent the
 * list, approximates it.
 */
export type RegistrableDomainOf = (hostname: string) => { domain: string; name: string } | null;

/** Search engines by the label of their registrable domain: google.de, search.yahoo.co.jp... */
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

/**
 * A campaign parameter of the page's address (`utm_source`…), trimmed and without control
 * characters (a link may carry "%0A"), or null when it says nothing.
 */
export function campaignParameter(page: URL, name: string) {
  const value = page.searchParams.get(`utm_${name}`);
  return (value && withoutControlCharacters(value).trim()) || null;
}

export function trafficSource(
  pageUrl: string,
  referrer: string,
  registrableDomainOf: RegistrableDomainOf,
): TrafficSource {
  const page = new URL(pageUrl);
  const utmSource = campaignParameter(page, "source");
  if (utmSource) {
    return {
      source: utmSource,
      medium: campaignParameter(page, "medium") ?? "(not set)",
      campaign: campaignParameter(page, "campaign") ?? undefined,
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
  const site = registrableDomainOf(referrerHost);
  if (site && SEARCH_ENGINES.includes(site.name)) return { source: site.name, medium: "organic" };
  const social = Object.entries(SOCIAL_SITES).find(([domain]) => hostMatches(referrerHost, domain));
  if (social) return { source: social[1], medium: "social" };
  return { source: referrerHost.replace(/^www\./, ""), medium: "referral" };
}
