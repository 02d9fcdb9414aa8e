/**
 * Cookie consent on the server: the signed first-party consent cookie, the proof-of-consent log
 * (GDPR Art. 7(1)) and the clean-up of non-essential cookies when consent is narrowed.
 */
import { createCookie } from "@remix-run/cloudflare";
import { clientIp, hashIp } from "~/lib/client-ip.server";
import {
  choiceClearsCookies,
  CONSENT_VALIDITY_DAYS,
  CONSENT_VERSION,
  isConsentCurrent,
  type ConsentRecord,
  type CookiePreferences,
} from "~/lib/consent-record";
import { allSecrets, type SigningSecrets } from "~/lib/signing-secrets.server";
import type { Database } from "~/platform/db.server";
import { logEvent } from "~/platform/request-log.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { consentRecords } from "~db/schema";
import { endPendingChoice, readPendingChoice, sameChoice } from "./pending-choice.server";

export const CONSENT_COOKIE_NAME = "cookie_consent";

/**
 * Our own analytics cookie: where a visit came from, for its next enquiry. Not essential, but
 * the server itself stops reading and writing it once analytics is off, so a choice that keeps
 * analytics on keeps it too, even when the other non-essential cookies are cleared.
 */
export const VISIT_SOURCE_COOKIE_NAME = "visit_source";

/**
 * Every choice adds a row to the proof log, so one address may make at most this many in a
 * window: far more than a person changing their mind, far fewer than a script filling the table.
 */
const CONSENT_RATE_LIMIT = { bucket: "consent", limit: 120, windowMs: 10 * 60 * 1000 };
export const CONSENT_RATE_LIMITED_MESSAGE =
  "Too many cookie choices from your network. Please wait a few minutes and try again.";

/** Cookies that survive a rejection: consent itself, preferences, sessions and security tokens. */
const ESSENTIAL_COOKIE = /consent|preference|session|csrf|toast|^__cf|^cf_/i;

function isLocalHost(hostname: string) {
  return (
    hostname === "localhost" ||
    hostname === "127.0.0.1" ||
    hostname === "[::1]" ||
    hostname.endsWith(".localhost")
  );
}

function consentCookie(request: Request, secrets: SigningSecrets) {
  return createCookie(CONSENT_COOKIE_NAME, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: !isLocalHost(new URL(request.url).hostname),
    maxAge: CONSENT_VALIDITY_DAYS * 24 * 60 * 60,
    secrets: [...allSecrets(secrets)],
  });
}

/** The visitor's current consent, or null when there is none, it is unreadable, or it has expired. */
export async function readConsent(
  request: Request,
  secrets: SigningSecrets,
  now = Date.now(),
): Promise<ConsentRecord | null> {
  let stored: unknown;
  try {
    stored = await consentCookie(request, secrets).parse(request.headers.get("Cookie"));
  } catch {
    return null;
  }
  return isConsentCurrent(stored, now) ? stored : null;
}

/**
 * The consent a page is rendered with: the saved one, or a choice made since that the browser
 * is still saving (pending-choice.server.ts), so that a page asked for meanwhile shows it.
 * Nothing else on the server acts on a pending choice.
 */
export async function consentToRender(
  request: Request,
  secrets: SigningSecrets,
): Promise<ConsentRecord | null> {
  const saved = await readConsent(request, secrets);
  const pending = readPendingChoice(request);
  if (!pending || (saved && sameChoice(saved, pending))) return saved;
  return buildConsentRecord(pending, saved);
}

/** A new record for a choice, keeping the browser's anonymous id so its history stays linked. */
export function buildConsentRecord(
  preferences: CookiePreferences,
  previous: ConsentRecord | null,
  now = new Date(),
): ConsentRecord {
  return {
    id: previous?.id ?? crypto.randomUUID(),
    necessary: true,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
    functional: preferences.functional,
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
  };
}

export function serializeConsentCookie(
  request: Request,
  secrets: SigningSecrets,
  record: ConsentRecord,
) {
  return consentCookie(request, secrets).serialize(record);
}

/** Logs the choice as proof of consent: an anonymous id, the choices and the version; never an IP. */
async function recordConsentProof(db: Database, record: ConsentRecord) {
  await db.insert(consentRecords).values({
    anonymousId: record.id,
    necessary: true,
    analytics: record.analytics,
    marketing: record.marketing,
    functional: record.functional,
    version: record.version,
  });
}

export function cookieNames(cookieHeader: string | null) {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter((name) => name.length > 0);
}

/**
 * Set-Cookie headers that expire every non-essential cookie the browser sent, except our own
 * analytics cookie while the choice keeps analytics on. A cookie can only be removed with the
 * domain it was set for, so each is expired host-only, for the host, and for the parent domain
 * (where analytics scripts usually put theirs).
 */
function expireNonEssentialCookies(request: Request, preferences: CookiePreferences): string[] {
  const { hostname } = new URL(request.url);
  const domains: (string | null)[] = [null];
  if (!isLocalHost(hostname) && !/^[\d.]+$/.test(hostname)) {
    domains.push(hostname);
    const labels = hostname.split(".");
    if (labels.length > 2) domains.push(labels.slice(1).join("."));
  }
  const names = [...new Set(cookieNames(request.headers.get("Cookie")))].filter(
    (name) =>
      !ESSENTIAL_COOKIE.test(name) && !(preferences.analytics && name === VISIT_SOURCE_COOKIE_NAME),
  );
  return names.flatMap((name) =>
    domains.map(
      (domain) =>
        `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${domain ? `; Domain=${domain}` : ""}`,
    ),
  );
}

/**
 * Applies a visitor's choice: a new record in the cookie, proof in the log, and expired cookies
 * when the choice narrows consent. The proof is logged best-effort: a database outage must not
 * stop a visitor from refusing cookies, so it is reported and the choice still takes effect.
 */
export async function applyConsentChoice(
  request: Request,
  {
    secret,
    ipHashSalt,
    db,
  }: { secret: SigningSecrets; ipHashSalt: string; db: () => Promise<Database> },
  preferences: CookiePreferences,
): Promise<
  | { limited: true; retryAfterSeconds: number }
  | { limited: false; record: ConsentRecord; setCookies: string[] }
> {
  const previous = await readConsent(request, secret);
  const record = buildConsentRecord(preferences, previous);
  try {
    const database = await db();
    const limit = await consumeRateLimit(
      database,
      CONSENT_RATE_LIMIT,
      await hashIp(clientIp(request), ipHashSalt),
    );
    if (!limit.allowed) return { limited: true, retryAfterSeconds: limit.retryAfterSeconds };
    await recordConsentProof(database, record);
  } catch (error) {
    logEvent("error", "consent proof not recorded", {
      error:
        error instanceof Response
          ? `status ${error.status}`
          : error instanceof Error
            ? error.message
            : String(error),
    });
  }
  const setCookies = [
    ...(choiceClearsCookies(preferences) ? expireNonEssentialCookies(request, preferences) : []),
    await serializeConsentCookie(request, secret, record),
    // Saved: the signed cookie takes over from the browser's pending copy in the same answer.
    ...endPendingChoice(request),
  ];
  return { limited: false, record, setCookies };
}
